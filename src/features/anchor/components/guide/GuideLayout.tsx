import type { ReactNode } from 'react';
import { Link } from '../../../../ui/Link/Link';
import styled from 'styled-components';
import { focusRing } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';
import { darkSurface } from '../../../../ui/surfaces';

/** The guide pages' column: a hero across the top, white cards overlapping its foot. */
export const GuidePage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: 0 0 ${px(24)};
  background: var(--color-canvas);
`;

/**
 * The creator-centre hero: a night-violet to berry gradient with a warm glow and sparkles. Text on it is white
 * (the darkest stops keep ≥ 4.5:1 under white: #2E1065 15.6, #6A1B7A 10.4, #9C1F55 7.4).
 */
export const Hero = styled.section`
  ${darkSurface}
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  padding: ${px(18)} ${px(20)} ${px(44)};
  overflow: hidden;
  background:
    radial-gradient(90% 70% at 50% 20%, rgba(255, 196, 107, 0.35) 0%, transparent 65%),
    radial-gradient(60% 50% at 100% 100%, rgba(255, 106, 61, 0.35) 0%, transparent 70%),
    linear-gradient(165deg, #2e1065 0%, #6a1b7a 55%, #9c1f55 100%);
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.02em;
  }

  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.55;
  }
`;

/** Sparkles scattered over a hero (decoration). */
export function HeroSparkles() {
  const dots: [number, number, number][] = [
    [18, 22, 2.2],
    [42, 70, 1.4],
    [300, 30, 2.6],
    [340, 86, 1.6],
    [70, 120, 1.8],
    [320, 140, 2],
  ];
  return (
    <SparkleLayer viewBox="0 0 375 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      {dots.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#FFE7A3" opacity="0.7" />
      ))}
      <path d="M28 90l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#FFE7A3" opacity="0.85" />
      <path d="M350 52l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6z" fill="#FFFFFF" opacity="0.8" />
    </SparkleLayer>
  );
}

const SparkleLayer = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

/** A white card; the first one after the hero climbs onto its foot. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  margin: 0 ${px(12)};
  padding: ${px(16)} ${px(14)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(4)} ${px(16)} rgba(120, 60, 30, 0.08);

  ${Hero} + & {
    position: relative;
    margin-top: ${px(-32)};
  }
`;

/** A card's title with a small gradient mark before it. */
export const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
  color: var(--color-text);
  font-size: ${px(16)};
  font-weight: 800;

  &::before {
    content: '';
    flex: none;
    width: ${px(4)};
    height: ${px(16)};
    border-radius: ${px(2)};
    background: linear-gradient(180deg, #ff6a3d, #c81e4b);
  }
`;

export const PanelLead = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.55;
`;

/** The fair-play warning (spec §6): a shield and the rule, on a soft red card. */
export function FairPlayNote({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Warning aria-label={title}>
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M20 3 34 8v11c0 9-6 15.5-14 19C12 34.5 6 28 6 19V8z" fill="#FFD9DC" stroke="#C8283A" strokeWidth="2" />
        <path d="M20 12v10" stroke="#C8283A" strokeWidth="3" strokeLinecap="round" />
        <circle cx="20" cy="27.5" r="2" fill="#C8283A" />
      </svg>
      <div>
        <strong>{title}</strong>
        <p>{children}</p>
      </div>
    </Warning>
  );
}

const Warning = styled.section`
  display: flex;
  gap: ${px(10)};
  margin: 0 ${px(12)};
  padding: ${px(12)} ${px(14)};
  border: ${px(1)} solid #f8c9cd;
  border-radius: ${px(16)};
  background: #fff3f3;

  svg {
    flex: none;
    width: ${px(32)};
    height: ${px(32)};
  }

  strong {
    color: #a3192b;
    font-size: ${px(14)};
    font-weight: 800;
  }

  p {
    margin: ${px(2)} 0 0;
    color: #5c2a2f;
    font-size: ${px(13)};
    line-height: 1.55;
  }
`;

/** Links to the related pages of the area, as tappable rows with an arrow. */
export const RelatedLinks = styled.nav`
  display: flex;
  flex-direction: column;
  margin: 0 ${px(12)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  overflow: hidden;
`;

export function RelatedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Row to={to}>
      <span>{children}</span>
      <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
        <path
          d="m6 3.5 4.5 4.5L6 12.5"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Row>
  );
}

const Row = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  min-height: ${px(48)};
  padding: 0 ${px(14)};
  color: var(--color-text);
  font-size: ${px(14)};
  font-weight: 600;
  text-decoration: none;

  & + & {
    border-top: ${px(1)} solid var(--color-line);
  }

  svg {
    flex: none;
    width: ${px(16)};
    height: ${px(16)};
    color: var(--color-accentStrong);
  }

  &:active {
    background: #fff6f0;
  }

  &:focus-visible {
    ${focusRing(-2)}
  }
`;
