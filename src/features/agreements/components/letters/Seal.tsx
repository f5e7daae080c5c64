import { useId } from 'react';
import styled, { css } from 'styled-components';
import { scaleIn, whenReducedMotion } from '../../../../ui/motion';
import { px } from '../../../../ui/px';

const Svg = styled.svg<{ $size: number; $stamped: boolean }>`
  display: block;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  ${({ $stamped }) =>
    $stamped &&
    css`
      animation: ${scaleIn} var(--motion-scale-in) cubic-bezier(0.2, 1.6, 0.4, 1) both;
      ${whenReducedMotion(css`
        animation: none;
      `)}
    `}
`;

/** The arc's length in the seal's units (a half circle of radius 38, less a margin at each end). */
const ARC_ROOM = 112;
/** A rough width of `text` at the arc's size: wide for CJK and Hangul, narrower for Latin. */
const roughWidth = (text: string) =>
  Array.from(text).reduce((sum, character) => sum + (/[\u1100-\uffff]/.test(character) ? 12.7 : 8.4), 0);

/** Cinnabar, the colour of a company chop. */
const INK = '#C8102E';

/**
 * The red seal of a signed letter, as a company chop is pressed on a paper contract: a double ring, the text round
 * the top (`arc`), a five-pointed star, the word in the middle (`center`) and the day at the foot. The ink is
 * roughened with a fixed-seed noise so it reads as pressed, not drawn (deterministic: screenshots stay stable).
 */
export function Seal({
  arc,
  center,
  date,
  label,
  size = 112,
  stamped = false,
}: {
  arc: string;
  center: string;
  /** 'YYYY.MM.DD'. */
  date: string;
  /** What a screen reader hears. */
  label: string;
  size?: number;
  /** Just pressed: it lands with a bounce. */
  stamped?: boolean;
}) {
  const id = useId().replace(/:/g, '');
  return (
    <Svg viewBox="0 0 120 120" role="img" aria-label={label} $size={size} $stamped={stamped}>
      <defs>
        <filter id={`${id}-ink`} x="-5%" y="-5%" width="110%" height="110%">
          <feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" seed="7" result="noise" />
          <feColorMatrix
            in="noise"
            type="matrix"
            values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.5 1.62"
            result="speckle"
          />
          <feComposite in="SourceGraphic" in2="speckle" operator="in" result="inked" />
          <feDisplacementMap in="inked" in2="noise" scale="1.2" />
        </filter>
        <path id={`${id}-arc`} d="M 22 62 A 38 38 0 1 1 98 62" />
      </defs>
      <g filter={`url(#${id}-ink)`} fill={INK} stroke={INK} opacity="0.92" transform="rotate(-14 60 60)">
        <circle cx="60" cy="60" r="55" fill="none" strokeWidth="4.2" />
        <circle cx="60" cy="60" r="49.5" fill="none" strokeWidth="1.1" />
        <text
          fontSize="11.5"
          fontWeight="800"
          letterSpacing="1.2"
          stroke="none"
          textAnchor="middle"
          fontFamily="'Noto Serif TC', 'Songti TC', 'STSong', serif"
        >
          <textPath
            href={`#${id}-arc`}
            startOffset="50%"
            {...(roughWidth(arc) > ARC_ROOM ? { textLength: ARC_ROOM, lengthAdjust: 'spacingAndGlyphs' } : {})}
          >
            {arc}
          </textPath>
        </text>
        <path d="M60 38.5l4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2-8.2-4.3-8.2 4.3 1.6-9.2-6.7-6.5 9.2-1.3z" stroke="none" />
        <text
          x="60"
          y="82"
          fontSize="13"
          fontWeight="900"
          letterSpacing="1.5"
          stroke="none"
          textAnchor="middle"
          fontFamily="'Noto Serif TC', 'Songti TC', 'STSong', serif"
        >
          {center}
        </text>
        <path d="M34 89h52" strokeWidth="0.9" />
        <text x="60" y="99.5" fontSize="8.6" fontWeight="700" letterSpacing="0.6" stroke="none" textAnchor="middle">
          {date}
        </text>
      </g>
    </Svg>
  );
}
