/*
 * The lottery's prize art, drawn by hand on a 64-unit square, lit from the top left. A drawing is a list of paths:
 * [d, fill, stroke, stroke width, transform, dash]; a paint named in GRADIENTS is that gradient of this instance
 * (ids carry useId: a board shows many copies), '' is none.
 */
export type Part = [d: string, fill: string, stroke?: string, width?: number, transform?: string, dash?: string];

/** Stops spread evenly, top to bottom; `r`: from the centre out; `d`: from the bottom left corner. */
export const GRADIENTS: Record<string, string> = {
  gold: '#fff7c2 #ffcf3f #b8730c',
  red: '#ff8a70 #e0243a #8e0b1f',
  silver: '#fff #bcd0f2 #5b74b8',
  blue: '#9fdcff #3a7bf0 #1c2f9c',
  violet: '#f0d9ff #a560ff #5a1fb8',
  pink: '#ffd6ea #ff6fae #b8236a',
  yellow: '#fffbd1 #ffe14d #e0940e',
  green: '#d4ffa8 #4fcf5a #17702f',
  brown: '#d08a4c #7a3c16 #3a1806',
  fire: '#ff3d1a #ff8c1a #ffe27a',
  film: 'd#8ff6ffcc #fff4 #ff9ad5cc',
  iris: '#8ff6ff #ff9ad5 #fff48a',
  halo: 'r#fff3b8aa #fff3b800',
  pearl: 'r#fffbe6 #ffd04a #f07a12 #a8300a',
  trail: 'd#ffe27a00 #ffe27a',
  mist: 'd#9ff4ff00 #fff',
  aqua: '#d8fffa #35d6c8 #0a7f8f',
  shade: '#2a0830 #8e1650 #ff8ac0',
  paper: '#fff #ffe6f1 #ffb8d6',
  orb: 'r#0000 #0000 #0005',
};

export const circle = (x: number, y: number, rx: number, ry = rx) =>
  `M${x - rx} ${y}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;

/** A five-pointed star around (x, y). */
export function star(x: number, y: number, R: number) {
  const at = (i: number) => {
    const l = i % 2 ? R * 0.45 : R;
    return `${(x + l * Math.sin((i * Math.PI) / 5)).toFixed(1)} ${(y - l * Math.cos((i * Math.PI) / 5)).toFixed(1)}`;
  };
  return `M${Array.from({ length: 10 }, (_, i) => at(i)).join('L')}z`;
}

/** White four-pointed glints, each [x, y, r]. */
export const glints = (...at: number[][]): Part => [
  at
    .map(
      ([x = 0, y = 0, r = 3]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join(''),
  '#fff',
];

/** A heart of half-width r around (x, y), its tip at y + r. */
export function heart(x: number, y: number, r: number) {
  const p = (a: number, b: number) => `${+(x + a * r).toFixed(1)} ${+(y + b * r).toFixed(1)}`;
  const a = `A${r / 2} ${r / 2} 0 0 1 `;
  return `M${p(0, 1)}C${p(-0.3, 0.7)} ${p(-1, 0.25)} ${p(-1, -0.3)}${a}${p(0, -0.3)}${a}${p(1, -0.3)}C${p(1, 0.25)} ${p(0.3, 0.7)} ${p(0, 1)}z`;
}

export const HALO: Part = [circle(32, 32, 31), 'halo'];

/** Parts moved as one. */
export const moved = (t: string, parts: Part[]): Part[] =>
  parts.map(([d, f, s, w, t2 = '', dash]) => [d, f, s, w, `${t} ${t2}`, dash]);

export const stackedCoin = (x: number, y: number): Part[] => [
  [`M${x - 14} ${y}v4a14 5 0 0 0 28 0v-4z`, '#c27c0e', '#7a4506'],
  [circle(x, y, 14, 5), 'gold', '#fff1a6'],
  [circle(x, y, 9, 3), '', '#c98a1a'],
];

export const medal = (disc: string, ribbon: string): Part[] => [
  ['M12 2h12l10 24H22z', ribbon],
  ['M52 2H40L30 26h12z', ribbon],
  ['M52 2H40L30 26h12z', '#0003'],
  ['M16 2h3l10 24h-3zM48 2h-3L35 26h3z', '#fffd'],
  [circle(33, 43, 17), '#0005'],
  [circle(32, 42, 16), disc, '#fffb', 2.5, '', '2 1.5'],
  [circle(32, 42, 11.5), '', '#0003'],
  [star(33, 43, 9), '#0004'],
  [star(32, 42, 9), '#fff'],
  ['M19 37a14 14 0 0 1 8-8', '', '#fff', 2],
];

export const TICKET = 'M6 19h52v8a5 5 0 0 0 0 10v8H6V37a5 5 0 0 0 0-10z';
export const ticket = (fill: string, line: string, motif: Part[]): Part[] =>
  moved('rotate(-12 32 32)', [
    [TICKET, '#0005', '', 0, 'translate(1.5 2)'],
    [TICKET, fill, line, 2],
    ['M12 22.5h40q2 0 2 2v15q0 2-2 2H12q-2 0-2-2v-15q0-2 2-2', '', line],
    ['M22 23v18', '', line, 1.2, '', '1.5 2'],
    ['M8 21h48', '', '#fff9'],
    ...motif,
  ]);

/** An auspicious cloud. */
export const cloud = (fill: string, t: string): Part[] =>
  moved(t, [
    ['M-9 4a3.5 3.5 0 0 1 1-7a5 5 0 0 1 9-2a4 4 0 0 1 7 3a3.5 3.5 0 0 1 0 6z', fill, '#0003'],
    ['M-3 1a2 2 0 1 1 3 1M5 1.5a1.6 1.6 0 1 0-2.5-1', '', '#0004'],
  ]);

/** A piece of a broken bubble or crystal: a curved outer edge and a jagged break. */
export const shards = (fill: string, line: string): Part[] =>
  [
    'translate(24 30) rotate(-20) scale(1.4)',
    'translate(50 20) rotate(35) scale(.85)',
    'translate(44 48) rotate(165)',
  ].flatMap((t) =>
    moved(t, [
      ['M-12 2A12 12 0 0 1 12 2l-3 3-2-2-3 4-3-3-2 4-3-3-3 3-2-3z', fill, line, 2],
      ['M-8-2a8 8 0 0 1 6-6M6-6l1 1', '', '#fff', 2],
    ]),
  );

/** An avatar frame's round. */
export const ring = (paint: string): Part[] => [
  [circle(33, 35.5, 20), '', '#0006', 7],
  [circle(32, 34, 20), '', paint, 6],
  [circle(32, 34, 23), '', '#fff8'],
  [circle(32, 34, 17), '', '#0004'],
  ['M15 28a18 18 0 0 1 10-11', '', '#fff', 1.8],
];

/** A finger ring seen from above the front. */
export const band = (x: number, y: number, r: number, paint: string): Part[] => [
  [circle(x + 0.8, y + 1.2, r, r * 0.85), '', '#0005', 5],
  [circle(x, y, r, r * 0.85), '', paint, 4],
  [`M${x - r * 0.94} ${y - r * 0.3}a${r} ${r * 0.85} 0 0 1 ${r * 0.44} ${-r * 0.45}`, '', '#fff', 1.3],
];

/** A left wing whose root is at (0, 0). */
export const WING = 'M0 0C-3-6-10-9-16-7q3 2 3 3q-4 0-6 2q4 0 5 2q-3 1-4 3q6 2 18-3z';

export const rose = (x: number, y: number, paint: string): Part[] => [
  [circle(x, y, 7.5), paint, '#5a0a14'],
  [
    `M${x - 6.5} ${y - 1}q1 7.5 6.5 7.5t6.5-7.5M${x - 4} ${y - 2}q4 6 8 0M${x - 2.5} ${y - 3.5}a2.5 2 0 1 1 4 1.5`,
    '',
    '#7a0a1c',
    1.2,
  ],
];

export const BOARD = 'M32 2C47 16 45 46 40 58Q32 63 24 58C19 46 17 16 32 2z';
export const POP = 'M20 15a12 12 0 0 1 24 0v29q0 3-3 3H23q-3 0-3-3z';
export const MELON = 'M4 24a28 28 0 0 0 56 0z';

export const wheels = (rim: string, xs: number[]): Part[] =>
  xs.flatMap((x) => [
    [circle(x, 50, 8), '#2a1633', rim, 2.5],
    [`M${x} 44v12M${x - 6} 50h12`, '', rim],
    [circle(x, 50, 2.5), rim],
  ]);

/** A round-topped carriage on wheels. */
export const carriage = (body: string, trim: string, wheel: string, deco: Part[]): Part[] => [
  ['M14 45q-2-24 20-24t20 24z', body, trim, 2],
  ...deco,
  ['M11 43h46a2.5 2.5 0 0 1 0 5H11a2.5 2.5 0 0 1 0-5', trim],
  ...wheels(wheel, [20, 48]),
];

export const gift = (box: string, ribbon: string): Part[] => [
  ['M12 30h40v27H12z', box, '#0004'],
  ['M9 22h46v10H9z', box, '#fff8'],
  ['M29 22h6v35h-6z', ribbon],
  ['M12 32h40', '', '#0004', 2],
  ['M32 22c-6-12-19-9-13-1zM32 22c6-12 19-9 13-1z', ribbon, '#0003'],
  [circle(32, 21, 3.5), ribbon, '#0003'],
  ['M13 25h10', '', '#fff', 1.6],
];

export const FLAME = 'M-8 0C-10-8-4-12-2-20c1 5 4 6 4 10c2-3 2-5 1-8c5 5 8 12 5 18z';
