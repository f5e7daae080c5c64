import { useId } from 'react';
import { px } from '../../../ui/px';
import { circle, heart, type Part } from './art/paint';
import { PartPaths } from './PrizeArt';

/*
 * A blind box in three-quarter view on a 100-unit square. Each face is drawn on its own 100-unit square mapped onto
 * the box by `plane`. Paints named face, tile, glow and ray are this instance's (ids carry useId).
 */
type Series = 'dragon' | 'summer' | 'love' | 'star';
type P3 = [number, number, number];

const f = (v: number) => +v.toFixed(1);

/** The point r from (x, y) at `deg` clockwise from up. */
const polar = (x: number, y: number, r: number, deg: number) =>
  `${f(x + r * Math.sin(deg / 57.3))} ${f(y - r * Math.cos(deg / 57.3))}`;

const star = (x: number, y: number, R: number) =>
  `M${Array.from({ length: 10 }, (_, i) => polar(x, y, i % 2 ? R * 0.45 : R, i * 36)).join('L')}z`;

/** The box: its front top left corner, then its width, depth and height. */
const O = [13, 44] as const;
const U = [46, 8] as const;
const V = [26, -10] as const;
const W = [0, 38] as const;
const at = ([a, b, c]: P3, o: readonly number[] = O) =>
  ([0, 1] as const).map((i) => f((o[i] ?? 0) + a * U[i] + b * V[i] + c * W[i]));
/** The transform drawing a 100-unit square from box point o along box vectors x and y. */
const plane = (o: P3, x: P3, y: P3) =>
  `matrix(${[...at(x, []), ...at(y, [])].map((v) => f(v / 100)).join(' ')} ${at(o).join(' ')})`;
const FRONT = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
const QUESTION = 'M38 44a12 12 0 1 1 17 11q-5 3-5 9v3';

const FACE = 'M0 0h100v100H0z';
const LID = -0.06;
const BAND = 0.3;
const DRAGON = 'M44 44C88 46 86 68 50 70S18 90 72 92';
const CLOUD = 'M-9 4a3.5 3.5 0 0 1 1-7a5 5 0 0 1 9-2a4 4 0 0 1 7 3a3.5 3.5 0 0 1 0 6z';

/** face: the lacquer, light to dark; trim: ribbon and emblem; tile: a 20-unit pattern; motif: the side's picture. */
interface Look {
  face: string;
  trim: string;
  ink: string;
  tile: Part;
  motif: Part[];
}

const LOOKS: Record<Series, Look> = {
  dragon: {
    face: '#ff6a4d #d3182f #6e0615',
    trim: '#ffd24a',
    ink: '#4a0410',
    tile: ['M0 0a10 10 0 0 0 20 0M-10 10a10 10 0 0 0 20 0m0 0a10 10 0 0 0 20 0', '', '#ffd24a55', 1.5],
    motif: [
      [CLOUD, '#ffd24a', '#8a5206', 0.4, 'translate(76 42) scale(2)'],
      [DRAGON, '', '#6e0615', 24, '', '3 5'],
      [DRAGON, '', '#6e0615', 17],
      [DRAGON, '', '#ffd24a', 13],
      [DRAGON, '', '#e0243a', 4, '', '3 4'],
      ['M74 92l12-6-4 10 8 2-14 4z', '#ff8c1a'],
      ['M46 36l8-14m-4 6l7-1M40 35v-13m0 6l-6-4M14 46q-10 4-4 16M18 48q-2 10 8 12', '', '#ffd24a', 3],
      ['M48 38q-8-8-24-4l-12 6 6 2-4 4 10 0q2 8 10 6 9-1 14-8z', '#ffd24a', '#6e0615', 2],
      [circle(34, 40, 2.5), '#6e0615'],
    ],
  },
  summer: {
    face: '#9ff7ee #22c3c0 #0a6f86',
    trim: '#ffe14d',
    ink: '#074a5a',
    tile: ['M0 5q5-5 10 0t10 0M0 15q5-5 10 0t10 0', '', '#fff5', 1.5],
    motif: [
      [[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `M${polar(50, 45, 24, a)}L50 45`).join(''), '', '#ffe14d', 6],
      [circle(50, 45, 16), '#ffe14d', '#ff9a1a', 3],
      ['M0 82q12-10 25 0t25 0 25 0 25 0V100H0z', '#fff9'],
    ],
  },
  love: {
    face: '#ffc6e0 #ff5fa2 #a81a5c',
    trim: '#fff',
    ink: '#6e0a3a',
    tile: [heart(5, 5, 3) + heart(15, 15, 3), '#fff4'],
    motif: [
      [heart(52, 52, 32), '#6e0a3a55', '', 0, 'translate(3 3)'],
      [heart(50, 50, 32), '#ff2e63', '#fff', 4],
      ['M30 40a10 10 0 0 1 10-10', '', '#fff', 5],
    ],
  },
  star: {
    face: '#8f82ff #4b35d6 #150e55',
    trim: '#ffd24a',
    ink: '#120a40',
    tile: [star(5, 5, 3) + circle(15, 14, 1), '#fff8'],
    motif: [
      ['M42 14a34 34 0 1 0 36 50A27 27 0 1 1 42 14z', '#ffd24a', '#fff6c0', 2],
      [star(70, 30, 14), '#fff6c0'],
    ],
  },
};

/** The ribbon over a lid band's 100-unit square, and its trim along the bottom. */
const ribbon = (trim: string, ink: string): Part[] => [
  [FACE, '', ink, 2],
  ['M43 0h14v100H43z', trim, ink, 1],
  ['M0 92h100', '', trim, 5],
];

/** A mystery box of a blind-box series; `open` lifts its lid on light. Decorative. */
export function BoxArt({ series, size = 160 }: { series: Series; size?: number }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const look = LOOKS[series];
  const paint = (c = '') => (['face', 'tile'].includes(c) ? `url(#${id}${c})` : c || 'none');
  const draw = (parts: Part[], transform?: string) => (
    <g transform={transform}>
      <PartPaths parts={parts} paint={paint} />
    </g>
  );
  const face = (...more: Part[]): Part[] => [[FACE, 'face'], [FACE, 'tile'], ...more];
  const stops = (colors: string[]) =>
    colors.map((c, i) => <stop key={`${i}${c}`} offset={i / (colors.length - 1)} stopColor={c} />);
  return (
    <svg
      viewBox="0 0 100 100"
      width={px(size)}
      height={px(size)}
      aria-hidden="true"
      focusable="false"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <linearGradient id={`${id}face`} x1="0.2" y1="0" x2="0.8" y2="1">
          {stops(look.face.split(' '))}
        </linearGradient>
        <pattern id={`${id}tile`} width="20" height="20" patternUnits="userSpaceOnUse">
          {draw([look.tile])}
        </pattern>
      </defs>
      {draw([[circle(52, 86, 38, 6), '#0004']])}
      {draw(
        face(
          [FACE, '', look.ink, 1.5],
          ['M0 0h100', '', '#fff8', 2],
          [circle(50, 58, 30), look.ink, look.trim, 4],
          [QUESTION, '', '#0006', 12, 'translate(2 3)'],
          [circle(52, 83, 6), '#0006'],
          [QUESTION, '', look.trim, 10],
          [circle(50, 80, 5.5), look.trim],
          ['M40 39a10 10 0 0 1 7-6', '', '#fff', 3],
        ),
        FRONT,
      )}
      {draw(face([FACE, '#0004', look.ink, 1.5], ...look.motif), plane([1, 0, 0], [0, 1, 0], [0, 0, 1]))}
      <g>
        {draw(
          face(['M0 0h100', '', '#fff8', 3], ...ribbon(look.trim, look.ink)),
          plane([-0.04, -0.04, LID], [1.08, 0, 0], [0, 0, BAND]),
        )}
        {draw(
          face([FACE, '#0004'], ...ribbon(look.trim, look.ink)),
          plane([1.04, -0.04, LID], [0, 1.08, 0], [0, 0, BAND]),
        )}
        {draw(
          face([FACE, '#fff3', look.ink, 2], ['M43 0h14v100H43zM0 43h100v14H0z', look.trim, look.ink, 1]),
          plane([-0.04, -0.04, LID], [1.08, 0, 0], [0, 1.08, 0]),
        )}
        {draw(
          [
            ['M0 0c-6-9-16-10-17-3s9 7 17 3zM0 0c6-9 16-10 17-3S8 4 0 0z', look.trim, look.ink, 1.2],
            ['M0 0l-7 12 3-1 1 3zM0 0l7 12-3-1-1 3z', look.trim, look.ink, 1],
            [circle(0, 0, 3.5), look.trim, look.ink, 1.2],
            ['M-13-4q3-3 7-1', '', '#fff', 1.5],
          ],
          `translate(${at([0.5, 0.5, LID]).join(' ')})`,
        )}
      </g>
    </svg>
  );
}
