/** The gifts' drawing kit: a drawing is a list of paths [d, fill, stroke, width, transform]; a fill named in the
 * renderer's gradients (GiftArt.tsx) is that gradient of the instance. Shapes many gifts share are here. */
export type Part = [d: string, fill: string, stroke?: string, width?: number, transform?: string];

/** A gift's drawing: a function giving its paths (made when drawn). */
export type GiftDrawing = () => readonly Part[];

export const circle = (x: number, y: number, r: number, ry = r) =>
  `M${x - r} ${y}a${r} ${ry} 0 1 0 ${2 * r} 0a${r} ${ry} 0 1 0 ${-2 * r} 0z`;

/** A five-pointed star around (x, y), its inner points at k of its radius. */
export const starPath = (x: number, y: number, R: number, k = 0.45) =>
  `M${Array.from({ length: 10 }, (_, i) => {
    const l = i % 2 ? R * k : R;
    const a = (i * Math.PI) / 5;
    return `${(x + l * Math.sin(a)).toFixed(1)} ${(y - l * Math.cos(a)).toFixed(1)}`;
  }).join('L')}z`;

/** A heart of half-width r around (x, y). */
export const heartPath = (x: number, y: number, r: number) =>
  `M${x} ${y + r}C${x - r * 0.4} ${y + r * 0.6} ${x - r} ${y + r * 0.2} ${x - r} ${y - r * 0.3}A${r / 2} ${r / 2} 0 0 1 ${x} ${y - r * 0.3}A${r / 2} ${r / 2} 0 0 1 ${x + r} ${y - r * 0.3}C${x + r} ${y + r * 0.2} ${x + r * 0.4} ${y + r * 0.6} ${x} ${y + r}z`;

/** White four-pointed glints, each [x, y, r]. */
export const glints = (...at: number[][]): Part => [
  at
    .map(
      ([x = 0, y = 0, r = 3]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join(''),
  '#fffbe6',
  '#ffb020',
  0.8,
];

/** A soft shadow the gift stands on, and a glossy streak (white, see-through). */
export const SHADOW: Part = [circle(32, 60, 17, 2.5), '#0003'];
export const shine = (d: string, width = 3): Part => [d, '', '#fffc', width];

/** A rose seen from above: a round bloom with its spiral. */
export const bloom = (x: number, y: number, r: number, paint = 'red'): Part[] => [
  [circle(x, y, r), paint, '#8e0b1f', 1],
  [
    `M${x - r * 0.5} ${y + r * 0.4}c${-r * 0.4} ${-r * 0.9} ${r * 0.4} ${-r * 1.2} ${r * 0.8} ${-r * 0.6}s${-r * 0.1} ${r * 0.8} ${-r * 0.5} ${r * 0.4}M${x - r * 0.8} ${y - r * 0.1}c0 ${r} ${r * 1.2} ${r * 1.1} ${r * 1.6} ${r * 0.3}`,
    '',
    '#8e0b1f',
    1.4,
  ],
];

export const balloonParts = (x: number, y: number, r: number, paint: string): Part[] => [
  [`${circle(x, y, r, r * 1.15)}M${x - 2} ${y + r * 1.25}h4l-2-3z`, paint],
  shine(`M${x - r * 0.6} ${y - r * 0.3}q${r * 0.1} ${-r * 0.5} ${r * 0.5} ${-r * 0.6}`),
];

/**
 * A gift's drawing: a function giving its paths — made when drawn, so a festival's page carries the drawings of its own
 * gifts only (an unused function is left out of the bundle; a module-level array with calls in it would not be).
 */
