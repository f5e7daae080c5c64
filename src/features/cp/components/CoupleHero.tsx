import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { openInApp } from '../../../platform/bridge/openInApp';
import { focusRing } from '../../../ui/interaction';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { CpPerson } from '../contract';

const beat = keyframes`
  0%, 100% { transform: scale(1); }
  15% { transform: scale(1.18); }
  30% { transform: scale(0.96); }
  45% { transform: scale(1.1); }
`;

const Hero = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  /* The two faces on one line, whatever is written under each; the heart between them. */
  align-items: start;
  gap: ${px(6)};
  padding: ${px(22)} ${px(12)} ${px(16)};
  border-radius: ${px(24)};
  background:
    radial-gradient(60% 80% at 50% 30%, rgba(255, 111, 165, 0.45) 0%, rgba(255, 111, 165, 0) 70%),
    radial-gradient(circle at 12% 20%, rgba(255, 199, 221, 0.5) 0 ${px(2)}, transparent ${px(3)}),
    radial-gradient(circle at 88% 30%, rgba(255, 199, 221, 0.5) 0 ${px(2)}, transparent ${px(3)}),
    radial-gradient(circle at 70% 85%, rgba(255, 199, 221, 0.4) 0 ${px(1.5)}, transparent ${px(2.5)}),
    linear-gradient(160deg, #5b1a63 0%, #3a0f3f 100%);
  box-shadow: 0 ${px(10)} ${px(26)} rgba(0, 0, 0, 0.35), inset 0 0 0 ${px(1)} rgba(255, 156, 194, 0.35);
`;

const Person = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  min-width: 0;
  padding: ${px(4)};
  border: 0;
  border-radius: ${px(16)};
  background: none;
  color: #fff;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
  &:disabled {
    cursor: default;
  }
  strong {
    max-width: 100%;
    overflow: hidden;
    font-size: ${px(15)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: #ffc7dd;
    font-size: ${px(11)};
  }
`;

const Ring = styled.span<{ $faded: boolean }>`
  padding: ${px(3)};
  border-radius: 50%;
  background: linear-gradient(135deg, #ffc7dd, #ff3d7f 60%, #c93bff);
  opacity: ${({ $faded }) => ($faded ? 0.7 : 1)};
`;

const Heart = styled.span<{ $beating: boolean }>`
  align-self: start;
  display: grid;
  margin-top: ${px(16)};
  place-items: center;
  width: ${px(52)};
  height: ${px(52)};
  ${({ $beating }) =>
    $beating &&
    css`
      animation: ${beat} 1.6s ease-in-out infinite;
    `}
  ${whenReducedMotion(css`
    animation: none;
  `)}
  svg {
    width: 100%;
    filter: drop-shadow(0 ${px(4)} ${px(10)} rgba(255, 61, 127, 0.6));
  }
`;

const Face = styled.span<{ $size: number }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  overflow: hidden;
  border-radius: 50%;
  background: linear-gradient(135deg, #ffe3ee, #ffc7dd);
  color: #8a1f4f;
  font-size: ${({ $size }) => px(Math.round($size * 0.4))};
  font-weight: 800;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A person's round picture, or their initial when there is none or it fails. Hand-written rather than ui/Avatar:
 * sharing Avatar's chunk with the rank boards split it and made their first visit heavier (docs/areas/cp.md). The
 * hall and the matchmaker board use it too (from this module, so the CP pages keep sharing one chunk).
 */
export function Portrait({ src, name, size = 76 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Face $size={size}>
      {src && !failed ? (
        <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} />
      ) : (
        Array.from(name)[0]
      )}
    </Face>
  );
}

export interface CoupleHeroProps {
  people: readonly [CpPerson, CpPerson];
  /** A formed pair: a full heart that beats; forming: a heart still being filled (`progress` 0–1). */
  formed: boolean;
  progress?: number;
  /** Under each name: "me" / "anchor". */
  captions?: readonly [string, string];
}

/** The two of them and a heart between: tap a person to open their home in the app. */
export function CoupleHero({ people, formed, progress = 1, captions }: CoupleHeroProps) {
  const { t } = useTranslation('cp');
  const fill = Math.max(0, Math.min(1, formed ? 1 : progress));
  return (
    <Hero>
      {people.map((person, index) => (
        <Person
          key={person.public_id || index}
          type="button"
          disabled={!person.public_id}
          onClick={() =>
            openInApp({ target_name: 'user_home', params: { user_id: person.public_id } }, t('common:bridge.notInApp'))
          }
          style={{ gridColumn: index === 0 ? 1 : 3 }}
        >
          <Ring $faded={!formed && index === 1}>
            <Portrait src={person.avatar} name={person.nickname} />
          </Ring>
          <strong>{person.nickname}</strong>
          {captions?.[index] && <small>{captions[index]}</small>}
          {/* Named by what is seen (the name), with where it goes after it. */}
          <VisuallyHidden>{t('hero.openHome')}</VisuallyHidden>
        </Person>
      ))}
      <Heart $beating={formed} style={{ gridColumn: 2, gridRow: 1 }} aria-hidden="true">
        <svg viewBox="0 0 48 44">
          <defs>
            <linearGradient id="cp-heart-fill" x1="0" y1="1" x2="0" y2="0">
              <stop offset={fill} stopColor="#FF3D7F" />
              <stop offset={fill} stopColor="rgba(255,255,255,0.18)" />
            </linearGradient>
          </defs>
          <path
            d="M24 42S3 29.6 3 15.2A10.8 10.8 0 0 1 24 9.6a10.8 10.8 0 0 1 21 5.6C45 29.6 24 42 24 42Z"
            fill="url(#cp-heart-fill)"
            stroke="#FFC7DD"
            strokeWidth="2"
          />
          <path
            d="M12 13c2-3 6-4 8-2"
            stroke="#fff"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
            opacity="0.8"
          />
        </svg>
      </Heart>
    </Hero>
  );
}
