import styled from 'styled-components';
import { starPath, useSvgIds } from '../../../../ui/icons/Icon';
import { px } from '../../../../ui/px';
import type { Grade } from '../../rating';

/**
 * Each grade's metal: A gold, B rose, C sky, D slate. `ink` is the letter's outline and the table's chip text
 * (≥ 4.5:1 on white); `soft` the chip's background.
 */
export const GRADE_ART: Record<Grade, { light: string; mid: string; dark: string; ink: string; soft: string }> = {
  A: { light: '#FFF3BF', mid: '#F6C453', dark: '#B9801F', ink: '#7A4E00', soft: '#FFF4D6' },
  B: { light: '#FFD6E4', mid: '#F0628F', dark: '#A3164A', ink: '#A3164A', soft: '#FFE8EF' },
  C: { light: '#D6E9FF', mid: '#5C9DF5', dark: '#2456B0', ink: '#1F4E9E', soft: '#E7F1FF' },
  D: { light: '#EEF1F5', mid: '#A3ADBD', dark: '#5A6578', ink: '#4A5466', soft: '#EEF1F5' },
};

/** Leaves of the left branch (centre and angle); the right branch mirrors them. */
const LAUREL: [number, number, number][] = [
  [22, 44, -70],
  [16, 58, -95],
  [15, 73, -110],
  [19, 87, -130],
  [27, 99, -150],
  [32, 46, -20],
  [26, 60, -10],
  [25, 75, 10],
  [29, 88, 30],
  [38, 98, 45],
];

/** Stars over the shield: A three, B two, C one, D none. */
const STARS: Record<Grade, number> = { A: 3, B: 2, C: 1, D: 0 };

const Svg = styled.svg<{ $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  overflow: visible;
`;

/**
 * A grade's emblem, drawn by hand: a faceted shield in the grade's metal with its letter, stars above it, and for
 * the top two grades a laurel (and a crown for A). `label` names it for assistive technology; without one it is
 * decorative.
 */
export function GradeEmblem({ grade, size = 48, label }: { grade: Grade; size?: number; label?: string }) {
  const id = useSvgIds();
  const art = GRADE_ART[grade];
  const stars = STARS[grade];
  const starXs = stars === 3 ? [38, 60, 82] : stars === 2 ? [49, 71] : stars === 1 ? [60] : [];
  return (
    <Svg
      $size={size}
      viewBox="0 0 120 120"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={id('face')} x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor={art.light} />
          <stop offset="0.5" stopColor={art.mid} />
          <stop offset="1" stopColor={art.dark} />
        </linearGradient>
        <linearGradient id={id('rim')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFFFFF" stopOpacity="0.95" />
          <stop offset="0.5" stopColor={art.mid} />
          <stop offset="1" stopColor={art.dark} />
        </linearGradient>
        <radialGradient id={id('shine')} cx="0.35" cy="0.25" r="0.6">
          <stop offset="0" stopColor="#FFFFFF" stopOpacity="0.75" />
          <stop offset="1" stopColor="#FFFFFF" stopOpacity="0" />
        </radialGradient>
      </defs>
      {(grade === 'A' || grade === 'B') && (
        <g>
          {/* Laurel branches either side of the shield, leaves on both sides of each stem. */}
          <path
            d="M30 36C16 52 16 78 32 96c8 9 18 13 26 15M90 36c14 16 14 42-2 60-8 9-18 13-26 15"
            fill="none"
            stroke={grade === 'A' ? '#D9A23A' : '#D94C7A'}
            strokeWidth="2.4"
            strokeLinecap="round"
          />
          {LAUREL.map(([cx, cy, angle]) => (
            <g key={`${cx}-${cy}`} fill={grade === 'A' ? '#FFD66B' : '#FF9DBB'}>
              <ellipse cx={cx} cy={cy} rx="7.5" ry="3.3" transform={`rotate(${angle} ${cx} ${cy})`} />
              <ellipse cx={120 - cx} cy={cy} rx="7.5" ry="3.3" transform={`rotate(${180 - angle} ${120 - cx} ${cy})`} />
            </g>
          ))}
        </g>
      )}
      {/* Shadow, rim, face, inner dashed line: a shield with a pointed foot. */}
      <path
        d="M60 24 92 34v30c0 20-14 35-32 44-18-9-32-24-32-44V34z"
        fill={art.dark}
        opacity="0.35"
        transform="translate(0 4)"
      />
      <path d="M60 22 93 32.5V64c0 21-14.5 36.5-33 46-18.5-9.5-33-25-33-46V32.5z" fill={`url(#${id('rim')})`} />
      <path d="M60 29 87 37.5V64c0 17.5-11.5 30.5-27 39-15.5-8.5-27-21.5-27-39V37.5z" fill={`url(#${id('face')})`} />
      <path
        d="M60 34.5 82 41.5V64c0 14.5-9.5 25.5-22 33-12.5-7.5-22-18.5-22-33V41.5z"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.55"
        strokeWidth="1.4"
        strokeDasharray="3 2.6"
      />
      <path d="M60 29 87 37.5V50C75 44 58 44 33 52V37.5z" fill={`url(#${id('shine')})`} />
      <text
        x="60"
        y="80"
        textAnchor="middle"
        fontSize="40"
        fontWeight="900"
        fontFamily="Arial Black, Helvetica Neue, Arial, sans-serif"
        fill="#FFFFFF"
        stroke={art.ink}
        strokeWidth="3"
        paintOrder="stroke"
      >
        {grade}
      </text>
      {grade === 'A' && (
        <g>
          {/* The crown of the top grade. */}
          <path
            d="M44 20 48 6l7 8 5-11 5 11 7-8 4 14z"
            fill="#FFD66B"
            stroke="#B9801F"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
          <circle cx="60" cy="3" r="2.4" fill="#EE3A62" />
          <circle cx="48" cy="6" r="1.8" fill="#FFF3BF" />
          <circle cx="72" cy="6" r="1.8" fill="#FFF3BF" />
        </g>
      )}
      {starXs.map((x) => (
        <path
          key={x}
          d={starPath(x, grade === 'A' ? 116 : 114, 5.6, 2.4)}
          fill="#FFE7A3"
          stroke={art.dark}
          strokeWidth="1"
          strokeLinejoin="round"
        />
      ))}
    </Svg>
  );
}
