import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { px } from '../../../ui/px';

const twinkle = keyframes`
  0%, 100% { opacity: 0.35; transform: scale(0.8); }
  50% { opacity: 1; transform: scale(1); }
`;

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${px(28)} ${px(20)} ${px(88)};
  background:
    radial-gradient(circle at 85% 10%, rgba(246, 196, 83, 0.55) 0, rgba(246, 196, 83, 0) ${px(140)}),
    radial-gradient(circle at 0% 100%, rgba(139, 92, 246, 0.55) 0, rgba(139, 92, 246, 0) ${px(200)}),
    linear-gradient(150deg, #ff6a3d 0%, #ee3a62 45%, #8b2bc4 100%);
  color: #fff;
`;

/* Sparkles: transform and opacity only; reduced motion stops them (GlobalStyle). */
const Sparkle = styled.span<{ $x: number; $y: number; $size: number; $delay: number }>`
  position: absolute;
  left: ${({ $x }) => px($x)};
  top: ${({ $y }) => px($y)};
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  background: #fff;
  clip-path: polygon(50% 0, 62% 38%, 100% 50%, 62% 62%, 50% 100%, 38% 62%, 0 50%, 38% 38%);
  animation: ${twinkle} 2.4s ease-in-out ${({ $delay }) => $delay}s infinite;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${px(44)};
  height: ${px(44)};
  border-radius: ${px(14)};
  background: linear-gradient(145deg, #fff 0%, #ffe7a3 100%);
  box-shadow: 0 ${px(6)} ${px(16)} rgba(90, 10, 40, 0.35);
  svg {
    width: ${px(28)};
    height: ${px(28)};
  }
`;

const Brand = styled.p`
  display: flex;
  gap: ${px(10)};
  align-items: center;
  margin: 0;
  font-size: ${px(15)};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Headline = styled.h2`
  position: relative;
  margin: ${px(18)} 0 0;
  font-size: ${px(26)};
  font-weight: 800;
  line-height: 1.3;
  white-space: pre-line;
  text-shadow: 0 ${px(2)} ${px(8)} rgba(80, 0, 40, 0.3);
`;

const Tagline = styled.p`
  position: relative;
  max-width: ${px(300)};
  margin: ${px(8)} 0 0;
  font-size: ${px(14)};
  line-height: 1.6;
  opacity: 0.95;
`;

const SPARKLES = [
  { x: 300, y: 36, size: 14, delay: 0 },
  { x: 250, y: 92, size: 9, delay: 0.8 },
  { x: 338, y: 128, size: 10, delay: 1.5 },
  { x: 196, y: 24, size: 7, delay: 1.1 },
] as const;

/** The official home's festival band: who we are and what the app is for. */
export function HomeHero() {
  const { t } = useTranslation('official');
  return (
    <Band aria-labelledby="home-headline">
      {SPARKLES.map((sparkle) => (
        <Sparkle
          key={`${sparkle.x}-${sparkle.y}`}
          aria-hidden="true"
          $x={sparkle.x}
          $y={sparkle.y}
          $size={sparkle.size}
          $delay={sparkle.delay}
        />
      ))}
      <Brand>
        <Mark aria-hidden="true">
          {/* a microphone with a heart: voice rooms and gifting */}
          <svg viewBox="0 0 28 28">
            <rect x="9" y="3" width="10" height="15" rx="5" fill="#ee3a62" />
            <path d="M6 13a8 8 0 0 0 16 0" fill="none" stroke="#c81e4b" strokeWidth="2.2" strokeLinecap="round" />
            <path d="M14 21v4" stroke="#c81e4b" strokeWidth="2.2" strokeLinecap="round" />
            <path d="M14 12.6 11.6 10.3a1.5 1.5 0 0 1 2.4-1.8 1.5 1.5 0 0 1 2.4 1.8z" fill="#fff" />
          </svg>
        </Mark>
        {t('home.brand')}
      </Brand>
      <Headline id="home-headline">{t('home.headline')}</Headline>
      <Tagline>{t('home.tagline')}</Tagline>
    </Band>
  );
}
