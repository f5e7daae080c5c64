import styled from 'styled-components';
import { px } from '../../../ui/px';
import { darkSurface, lightSurface } from '../../../ui/surfaces';

/** The noble pages' night-violet velvet with gold dust: a dark surface for everything on it. */
export const NobleStage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(4)} ${px(12)} ${px(16)};
  background:
    radial-gradient(circle at 12% 8%, rgba(255, 214, 120, 0.55) 0 ${px(1.2)}, transparent ${px(2.2)}),
    radial-gradient(circle at 86% 14%, rgba(255, 214, 120, 0.45) 0 ${px(1.2)}, transparent ${px(2.2)}),
    radial-gradient(circle at 70% 34%, rgba(255, 255, 255, 0.35) 0 ${px(1)}, transparent ${px(2)}),
    radial-gradient(110% 45% at 50% 0%, rgba(150, 90, 255, 0.45) 0%, transparent 70%),
    linear-gradient(180deg, #1b0f3d 0%, #120a2b 50%, #0c0720 100%);
  ${darkSurface}
  --focus-ring: var(--color-gold);
`;

/** A panel on the stage: frosted violet with a hairline gold rim. */
export const Panel = styled.section`
  padding: ${px(14)};
  border: ${px(1)} solid rgba(246, 196, 83, 0.28);
  border-radius: ${px(16)};
  background: linear-gradient(180deg, rgba(255, 255, 255, 0.07) 0%, rgba(255, 255, 255, 0.03) 100%);
`;

export const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0 0 ${px(10)};
  color: #ffe3a3;
  font-size: ${px(16)};
  font-weight: 800;
  letter-spacing: 0.04em;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${px(1)};
    background: linear-gradient(90deg, transparent, rgba(246, 196, 83, 0.6));
  }

  &::after {
    transform: scaleX(-1);
  }
`;

/** Gold-gradient lettering for tier names. */
export const GoldText = styled.span`
  background: linear-gradient(180deg, #fff6d6 0%, #f6c453 55%, #c98a00 100%);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/** A light sheet's content on the dark page (the confirm sheet renders in a portal, but say it anyway). */
export const LightArea = styled.div`
  ${lightSurface}
`;

/** Skeletons while the server answers, announced as loading (the skeletons themselves are hidden from screen readers). */
export const Loading = styled.div.attrs({ role: 'status', 'aria-busy': true })`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
`;

const Track = styled.div`
  width: 86%;
  height: ${px(10)};
  overflow: hidden;
  border-radius: ${px(5)};
  background: rgba(255, 255, 255, 0.12);
  box-shadow: inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.35);
`;

const Fill = styled.div<{ $share: number; $fill: string }>`
  width: ${({ $share }) => `${Math.round($share * 1000) / 10}%`};
  height: 100%;
  border-radius: inherit;
  background: ${({ $fill }) => $fill};
  box-shadow: 0 0 ${px(8)} rgba(255, 232, 160, 0.7);
`;

const GOLD_FILL = 'linear-gradient(90deg, #c98a00 0%, #f6c453 60%, #fff3b0 100%)';

/** A glowing progress bar on the stage: `share` 0–1, in gold unless another `fill` is given (a level band's colours). */
export function GlowBar({ share, label, fill = GOLD_FILL }: { share: number; label: string; fill?: string }) {
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
    >
      <Fill $share={share} $fill={fill} />
    </Track>
  );
}
