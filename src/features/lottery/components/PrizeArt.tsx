import { useId } from 'react';
import { px } from '../../../ui/px';
import type { PrizeKind } from '../model';

/*
 * The lottery's prize art, drawn by hand on a 64-unit square, lit from the top left. A drawing is a list of paths:
 * [d, fill, stroke, stroke width, transform, dash]; a paint named in GRADIENTS is that gradient of this instance
 * (ids carry useId: a board shows many copies), '' is none.
 */
type Part = [d: string, fill: string, stroke?: string, width?: number, transform?: string, dash?: string];

/** Stops spread evenly, top to bottom; `r`: from the centre out; `d`: from the bottom left corner. */
const GRADIENTS: Record<string, string> = {
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

const circle = (x: number, y: number, rx: number, ry = rx) =>
  `M${x - rx} ${y}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;

/** A five-pointed star around (x, y). */
function star(x: number, y: number, R: number) {
  const at = (i: number) => {
    const l = i % 2 ? R * 0.45 : R;
    return `${(x + l * Math.sin((i * Math.PI) / 5)).toFixed(1)} ${(y - l * Math.cos((i * Math.PI) / 5)).toFixed(1)}`;
  };
  return `M${Array.from({ length: 10 }, (_, i) => at(i)).join('L')}z`;
}

/** White four-pointed glints, each [x, y, r]. */
const glints = (...at: number[][]): Part => [
  at
    .map(
      ([x = 0, y = 0, r = 3]) =>
        `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}`,
    )
    .join(''),
  '#fff',
];

/** A heart of half-width r around (x, y), its tip at y + r. */
function heart(x: number, y: number, r: number) {
  const p = (a: number, b: number) => `${+(x + a * r).toFixed(1)} ${+(y + b * r).toFixed(1)}`;
  const a = `A${r / 2} ${r / 2} 0 0 1 `;
  return `M${p(0, 1)}C${p(-0.3, 0.7)} ${p(-1, 0.25)} ${p(-1, -0.3)}${a}${p(0, -0.3)}${a}${p(1, -0.3)}C${p(1, 0.25)} ${p(0.3, 0.7)} ${p(0, 1)}z`;
}

const HALO: Part = [circle(32, 32, 31), 'halo'];

/** Parts moved as one. */
const moved = (t: string, parts: Part[]): Part[] =>
  parts.map(([d, f, s, w, t2 = '', dash]) => [d, f, s, w, `${t} ${t2}`, dash]);

const stackedCoin = (x: number, y: number): Part[] => [
  [`M${x - 14} ${y}v4a14 5 0 0 0 28 0v-4z`, '#c27c0e', '#7a4506'],
  [circle(x, y, 14, 5), 'gold', '#fff1a6'],
  [circle(x, y, 9, 3), '', '#c98a1a'],
];

const medal = (disc: string, ribbon: string): Part[] => [
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

const TICKET = 'M6 19h52v8a5 5 0 0 0 0 10v8H6V37a5 5 0 0 0 0-10z';
const ticket = (fill: string, line: string, motif: Part[]): Part[] =>
  moved('rotate(-12 32 32)', [
    [TICKET, '#0005', '', 0, 'translate(1.5 2)'],
    [TICKET, fill, line, 2],
    ['M12 22.5h40q2 0 2 2v15q0 2-2 2H12q-2 0-2-2v-15q0-2 2-2', '', line],
    ['M22 23v18', '', line, 1.2, '', '1.5 2'],
    ['M8 21h48', '', '#fff9'],
    ...motif,
  ]);

/** An auspicious cloud. */
const cloud = (fill: string, t: string): Part[] =>
  moved(t, [
    ['M-9 4a3.5 3.5 0 0 1 1-7a5 5 0 0 1 9-2a4 4 0 0 1 7 3a3.5 3.5 0 0 1 0 6z', fill, '#0003'],
    ['M-3 1a2 2 0 1 1 3 1M5 1.5a1.6 1.6 0 1 0-2.5-1', '', '#0004'],
  ]);

/** A piece of a broken bubble or crystal: a curved outer edge and a jagged break. */
const shards = (fill: string, line: string): Part[] =>
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
const ring = (paint: string): Part[] => [
  [circle(33, 35.5, 20), '', '#0006', 7],
  [circle(32, 34, 20), '', paint, 6],
  [circle(32, 34, 23), '', '#fff8'],
  [circle(32, 34, 17), '', '#0004'],
  ['M15 28a18 18 0 0 1 10-11', '', '#fff', 1.8],
];

/** A finger ring seen from above the front. */
const band = (x: number, y: number, r: number, paint: string): Part[] => [
  [circle(x + 0.8, y + 1.2, r, r * 0.85), '', '#0005', 5],
  [circle(x, y, r, r * 0.85), '', paint, 4],
  [`M${x - r * 0.94} ${y - r * 0.3}a${r} ${r * 0.85} 0 0 1 ${r * 0.44} ${-r * 0.45}`, '', '#fff', 1.3],
];

/** A left wing whose root is at (0, 0). */
const WING = 'M0 0C-3-6-10-9-16-7q3 2 3 3q-4 0-6 2q4 0 5 2q-3 1-4 3q6 2 18-3z';

const rose = (x: number, y: number, paint: string): Part[] => [
  [circle(x, y, 7.5), paint, '#5a0a14'],
  [
    `M${x - 6.5} ${y - 1}q1 7.5 6.5 7.5t6.5-7.5M${x - 4} ${y - 2}q4 6 8 0M${x - 2.5} ${y - 3.5}a2.5 2 0 1 1 4 1.5`,
    '',
    '#7a0a1c',
    1.2,
  ],
];

const BOARD = 'M32 2C47 16 45 46 40 58Q32 63 24 58C19 46 17 16 32 2z';
const POP = 'M20 15a12 12 0 0 1 24 0v29q0 3-3 3H23q-3 0-3-3z';
const MELON = 'M4 24a28 28 0 0 0 56 0z';

const wheels = (rim: string, xs: number[]): Part[] =>
  xs.flatMap((x) => [
    [circle(x, 50, 8), '#2a1633', rim, 2.5],
    [`M${x} 44v12M${x - 6} 50h12`, '', rim],
    [circle(x, 50, 2.5), rim],
  ]);

/** A round-topped carriage on wheels. */
const carriage = (body: string, trim: string, wheel: string, deco: Part[]): Part[] => [
  ['M14 45q-2-24 20-24t20 24z', body, trim, 2],
  ...deco,
  ['M11 43h46a2.5 2.5 0 0 1 0 5H11a2.5 2.5 0 0 1 0-5', trim],
  ...wheels(wheel, [20, 48]),
];

const gift = (box: string, ribbon: string): Part[] => [
  ['M12 30h40v27H12z', box, '#0004'],
  ['M9 22h46v10H9z', box, '#fff8'],
  ['M29 22h6v35h-6z', ribbon],
  ['M12 32h40', '', '#0004', 2],
  ['M32 22c-6-12-19-9-13-1zM32 22c6-12 19-9 13-1z', ribbon, '#0003'],
  [circle(32, 21, 3.5), ribbon, '#0003'],
  ['M13 25h10', '', '#fff', 1.6],
];

const FLAME = 'M-8 0C-10-8-4-12-2-20c1 5 4 6 4 10c2-3 2-5 1-8c5 5 8 12 5 18z';

const ART: Record<string, Part[]> = {
  coins: [
    HALO,
    ...[50, 45, 40, 35, 30, 25].flatMap((y) => stackedCoin(24, y)),
    ...[52, 47, 42].flatMap((y) => stackedCoin(42, y)),
    glints([14, 22], [52, 30, 4]),
  ],
  wish_ticket: ticket('red', '#ffd24a', [
    ['M11 27q2 3 4 0q2 3 4 0M12 32q2 3 4 0M11 37q2 3 4 0q2 3 4 0', '', '#ffd24a'],
    ...cloud('gold', 'translate(38 32) scale(1.2)'),
  ]),
  bubble_fragment: [...shards('film', 'iris'), glints([12, 50], [54, 42, 2.5])],
  dragon_pearl: [
    HALO,
    [FLAME, 'fire', '', 0, 'translate(32 28) scale(1.3)'],
    [FLAME, 'fire', '', 0, 'translate(20 38) rotate(-40)'],
    [FLAME, 'fire', '', 0, 'translate(44 38) rotate(40) scale(-1 1)'],
    [circle(32, 40, 15), 'pearl'],
    ['M20 44q12 8 24-4', '', '#fff6', 1.5],
    [circle(27, 34, 5, 3), '#fffe', '', 0, 'rotate(-35 27 34)'],
    glints([52, 54], [10, 20, 2.5]),
  ],
  lantern: [
    HALO,
    ['M32 1v9', '', '#ffd24a', 2],
    [circle(32, 31, 20, 17), 'red', '#8e0b1f'],
    [`${circle(32, 31, 11, 17)}${circle(32, 31, 3.5, 17)}`, '', '#8e0b1f', 1.2],
    [
      'M23 10h18q2 0 2 2v2q0 2-2 2H23q-2 0-2-2v-2q0-2 2-2zm0 36h18q2 0 2 2v2q0 2-2 2H23q-2 0-2-2v-2q0-2 2-2z',
      'gold',
      '#8a5206',
    ],
    [circle(32, 31, 7), 'gold', '#8a5206'],
    ['M32 26l5 5-5 5-5-5z', '#e0243a'],
    ['M18 23q-3 8 0 16', '', '#fffb', 2.5],
    [circle(32, 54.5, 2.5), '#ffd24a'],
    ['M29.5 56h5l2 8h-9z', '#e0243a'],
    ['M32 56v8', '', '#ffd24a'],
  ],
  dragon_frame: [
    ...ring('gold'),
    ['M26 12Q18 10 16 2M19 7l-5 1M38 12q8-2 10-10M45 7l5 1', '', 'gold', 3],
    ['M23 12q9-7 18 0l-2 9q-7 5-14 0z', 'red', '#ffd24a', 1.5],
    [`${circle(28, 15, 1.6)}${circle(36, 15, 1.6)}`, '#fff36b'],
    ['M25 21q-6 2-9-1M39 21q6 2 9-1', '', '#ffd24a'],
    ...cloud('gold', 'translate(13 52) scale(1.1)'),
    ...cloud('gold', 'translate(51 52) scale(-1.1 1.1)'),
    [circle(32, 54, 4), 'red', '#fff'],
  ],
  dragon_chariot: [
    ...cloud('#fff', 'translate(28 57) scale(2.2 1.2)'),
    ['M6 34q-6-2-4-8q2-4 6-2', '', 'gold', 2.5],
    ['M8 32q-2-12 6-14q4 0 4 4v10z', 'red', '#ffd24a'],
    ['M42 40Q50 30 44 20', '', '#8a5206', 9],
    ['M42 40Q50 30 44 20', '', 'gold', 7],
    ['M6 32h40l6 6q-4 10-14 10H16Q8 48 6 32z', 'gold', '#8a5206'],
    ['M14 38q2 3 4 0q2 3 4 0q2 3 4 0q2 3 4 0', '', '#e0243a', 1.5],
    ...moved('translate(40 17)', [
      ['M0-2l-10-9M2-4l-6-11', '', '#ffd24a', 2.5],
      ['M0 0q-8-2-10 5q4-1 5 1q-5 3-3 9q3-4 8-3z', 'red'],
      ['M2 4h17l-3 4H6z', 'gold', '#8a5206'],
      ['M5 3h15l-2 2H5z', '#8e0b1f'],
      ['M-2 2q0-9 9-9q5 0 8 3l6 3q2 1 0 4H7z', 'gold', '#8a5206'],
      [`${circle(9, -2, 1.8)}${circle(18, -3, 0.6)}`, '#fff36b', '#8e0b1f'],
      ['M20 3q4 3 1 8', '', '#ffd24a'],
    ]),
    ...wheels('#ffd24a', [18, 40]),
  ],
  star_dust: [
    ['M28 12h8v11A16 16 0 1 1 28 23z', '#fff2', '#e8f0ff', 1.8],
    ['M17.6 40A14.5 14.5 0 0 0 46.4 40q-7-3-14.4 0t-14.4 0z', 'violet'],
    glints([26, 46, 2.5], [36, 50, 2], [38, 43, 1.5], [30, 54, 1.5], [46, 14], [52, 24, 2], [18, 14, 2]),
    ['M28.5 4h7q2 0 2 2v5q0 2-2 2h-7q-2 0-2-2v-5q0-2 2-2', 'brown'],
    ['M21 34a12 12 0 0 1 5-6', '', '#fff', 2],
  ],
  star_medal: medal('silver', 'blue'),
  shooting_star: [
    ['M50.4 26.4L37.6 13.6L4 60z', 'trail'],
    ['M47 23L41 17L12 54z', 'mist'],
    ['M34 10L37 13L14 34zM51 27L54 30L30 51z', 'mist'],
    [star(44, 20, 15), 'gold', '#fff6c0', 1.5],
    glints([20, 46, 2], [12, 30, 2.5]),
  ],
  star_frame: [
    ...ring('violet'),
    ...[30, 90, 150, 210, 270].map(
      (a): Part => [star(32 + 20 * Math.cos(a / 57.3), 34 + 20 * Math.sin(a / 57.3), 5), 'gold', '#fff6c0'],
    ),
    ['M22 4a15 15 0 1 0 14 21A12 12 0 1 1 22 4z', 'gold', '#fff6c0'],
  ],
  star_chariot: [
    ['M18 30Q4 34 0 56Q10 46 20 48z', 'trail'],
    ['M18 36Q8 40 4 52Q12 46 20 46z', 'mist'],
    glints([8, 44, 2], [14, 38, 1.5]),
    ...moved(
      'rotate(-12 34 40)',
      carriage('blue', '#ffd24a', '#e8f0ff', [
        [circle(34, 34, 6), '#1c2f9c', '#ffd24a'],
        [star(34, 34, 4.5), '#fff'],
        [star(34, 17, 6), 'gold', '#fff6c0'],
      ]),
    ),
    glints([10, 14, 2.5], [56, 12, 2]),
  ],
  jester_carriage: [
    ['M24 26Q14 22 10 12Q20 12 30 22zM44 26Q54 22 58 12Q48 12 38 22z', 'green', '#ffd24a'],
    ['M28 22Q28 8 34 2Q40 8 40 22z', 'yellow', '#ffd24a'],
    [`${circle(10, 12, 3)}${circle(34, 3, 3)}${circle(58, 12, 3)}`, 'gold', '#8a5206'],
    ...carriage('violet', '#ffd24a', '#4fcf5a', [
      ['M24 33l5 6-5 6-5-6zM44 33l5 6-5 6-5-6zM34 25l5 6-5 6-5-6z', '#ffe14d'],
    ]),
  ],
  whoopee_cushion: [
    [circle(30, 38, 24, 17), '#8e1650'],
    [circle(30, 34, 24, 17), 'pink', '#ffd6ea'],
    [circle(30, 34, 19, 12.5), '', '#b8236a66', 1.5, '', '3 3'],
    ['M50 33l9 1q3 1 3 4v2q0 3-3 3l-9-1z', 'pink', '#8e1650'],
    [circle(20, 26, 7, 3), '#fffb', '', 0, 'rotate(-15 20 26)'],
    [`${circle(58, 27, 2.5)}${circle(61, 20, 1.8)}`, '#fffa'],
  ],
  rubber_chicken: [
    ['M40 50l4 11m-4 1l4-1 4 1M50 46l8 9m-4 2l4-2h4', '', '#ff8c1a', 2.5],
    ['M28 44Q16 40 16 22', '', '#b86d0a', 9],
    ['M28 44Q16 40 16 22', '', '#ffe14d', 7],
    [circle(40, 40, 17, 11), 'yellow', '#b86d0a', 1.2, 'rotate(-25 40 40)'],
    [circle(17, 16, 7), 'yellow', '#b86d0a', 1.2],
    ['M12 10q-1-5 3-4q1-4 5-2q4-2 5 3z', '#e0243a'],
    ['M11 14L1 12l9 5zM11 19l-8 5 9-2z', '#ff8c1a', '#b8420a'],
    ['M12 21q-3 4 0 6q2-2 0-6', '#e0243a'],
    [circle(18, 14, 2.8), '#fff', '#2e1405'],
    [circle(18.8, 14, 1.2), '#2e1405'],
    [`${circle(34, 36, 1)}${circle(42, 33, 1)}${circle(46, 42, 1)}${circle(38, 44, 1)}`, '#e0940e'],
  ],
  fake_mustache: [
    ['M33 36l12 25', '', '#f5e1c0', 3],
    [
      'M32 28c4-5 11-6 16-1c3 3 7 4 10 0c2 6-3 11-9 10c-6-1-10-5-17-4c-7-1-11 3-17 4c-6 1-11-4-9-10c3 4 7 3 10 0c5-5 12-4 16 1z',
      'brown',
      '#ffd9a8',
      1,
      'matrix(1 0 0 1.4 0 -12)',
    ],
  ],
  surfboard: moved('rotate(38 32 32)', [
    [BOARD, '#0005', '', 0, 'translate(2 1.5)'],
    [BOARD, 'aqua'],
    ['M21.2 23h21.6v5H21.2zM20.5 31h23v2.5h-23z', '#ff6b3d'],
    ['M20.8 28h22.4v3H20.8z', '#ffe14d'],
    ['M32 4v56', '', '#0a7f8f66'],
    [BOARD, '', '#075563', 1.5],
    ['M26 12q-4 8-4.5 20', '', '#fff', 2],
  ]),
  sunglasses: [
    ['M7 26L2 21M57 26l5-5M29 26q3-3 6 0', '', '#7a1040', 4.5],
    ['M7 26L2 21M57 26l5-5M29 26q3-3 6 0', '', '#ff3d7f', 3],
    ...[18, 46].flatMap((x): Part[] => [
      [heart(x + 1, 33, 12), '#0005', '#0005', 3],
      [heart(x, 31, 12), 'shade', '#ff3d7f', 3],
      [`M${x - 8} 29l4-4`, '', '#fffb', 2],
    ]),
  ],
  watermelon: moved('rotate(-14 32 36)', [
    [MELON, '#0005', '', 0, 'translate(1.5 2)'],
    [MELON, 'green', '#0d4a1f'],
    ['M7 24a25 25 0 0 0 50 0z', '#eaffc8'],
    ['M9 24a23 23 0 0 0 46 0z', 'red'],
    [
      [20, 31, 32, 33, 44, 31, 26, 40, 38, 40, 32, 46]
        .map((v, i, a) => (i % 2 ? '' : circle(v, a[i + 1] ?? 0, 1.2, 2)))
        .join(''),
      '#2a0f14',
    ],
    ['M11 26.5h20', '', '#fff9', 2],
  ]),
  ice_pop: moved('rotate(12 32 32)', [
    ['M29 44h6v14a3 3 0 0 1-6 0z', '#f5cf8e', '#a0652a'],
    [POP, '#0005', '', 0, 'translate(1.5 1.5)'],
    [POP, 'yellow'],
    ['M20 15a12 12 0 0 1 24 0v16q-2 4-4 0q-2 4-4 0q-2 4-4 0q-2 4-4 0q-2 4-4 0q-2 4-4 0z', 'pink'],
    [POP, '', '#7a1040', 1.5],
    ['M25 12v16', '', '#fffb', 2.5],
  ]),
  beach_ball: [
    [circle(33.5, 36, 22), '#0005'],
    [circle(32, 34, 22), '#fff'],
    ...moved('rotate(-25 32 34)', [
      ['M32 12A22 22 0 0 0 32 56A10 22 0 0 1 32 12z', '#f23a3a'],
      ['M32 12V56A12 22 0 0 0 32 12z', '#ffd23a'],
      ['M32 12A22 22 0 0 1 32 56A12 22 0 0 0 32 12z', '#2f7bf0'],
    ]),
    [circle(32, 34, 22), 'orb', '#0004'],
    ['M16 28a17 17 0 0 1 9-11', '', '#fff', 2.5],
  ],
  coconut_drink: [
    [circle(33, 45, 18), '#0005'],
    ['M19.6 31A18 18 0 1 0 44.4 31z', 'brown', '#2a1005'],
    ['M20 40q3 8 9 12M24 36q1 10 8 18M44 40q-2 7-7 11', '', '#0003', 1.2],
    [circle(32, 31, 12.4, 4), '#fff7e6', '#2a1005'],
    [circle(32, 31.5, 10, 2.8), '#f0dcb4'],
    ['M33 31L44 9l6-3', '', '#fff', 3.2],
    ['M33 31L44 9l6-3', '', '#ff4d6d', 3.2, '', '2.5 2.5'],
    ...moved('translate(22 10) rotate(-25)', [
      ['M0-6l0 22', '', '#a0652a', 1.5],
      ['M-12 3A12 10 0 0 1 12 3q-3-2-6 0q-3-2-6 0q-3-2-6 0q-3-2-6 0z', 'pink', '#b8236a'],
      ['M0-7L-6 3M0-7L6 3M0-7V3', '', '#fffa'],
    ]),
    ['M23 38a11 11 0 0 0 4 9', '', '#ffffff55', 2],
  ],
  couple_frame: [
    ...ring('pink'),
    ...band(28, 55, 6, 'gold'),
    ...band(36, 55, 6, 'gold'),
    ['M28 49.9a6 5.1 0 0 1 6 5.1', '', 'gold', 4],
    [WING, '#fff', '#9fb8e8', 1, 'translate(25 11)'],
    [WING, '#fff', '#9fb8e8', 1, 'translate(39 11) scale(-1 1)'],
    [heart(32.8, 12, 8), '#0005'],
    [heart(32, 11, 8), 'red', '#fff', 1.5],
  ],
  couple_rings: [
    ...band(24, 42, 13, 'gold'),
    ...band(40, 40, 13, 'silver'),
    ['M24 31a13 11 0 0 1 13 11', '', 'gold', 4],
    ['M36 29h8l-1.5-3h-5z', '#bcd0f2', '#5b74b8'],
    ['M32 17l4-5h8l4 5-8 10z', 'silver', '#fff'],
    ['M32 17h16M36 12l4 15 4-15', '', '#5b74b888'],
    glints([52, 12, 3.5], [14, 20, 2.5]),
  ],
  heart_lock: [
    ['M21 30V20a11 11 0 0 1 22 0v10', '', '#0006', 7],
    ['M21 30V20a11 11 0 0 1 22 0v10', '', 'silver', 5],
    [heart(33, 40, 20), '#0005'],
    [heart(32, 38, 20), 'red', '#ffd24a', 2],
    [`${circle(32, 35, 3.5)}M30 37h4l1.5 8h-7z`, '#5a0a14'],
    ['M15 31a9 9 0 0 1 7-8', '', '#fff', 2.5],
    ...moved('translate(46 52) rotate(-35)', [
      ['M4 0h14v4M14 0v3', '', '#8a5206', 4],
      ['M4 0h14v4M14 0v3', '', 'gold', 2.5],
      [heart(0, 0, 5), 'gold', '#8a5206', 1.2, 'rotate(90)'],
    ]),
  ],
  rose_bouquet: [
    ['M4 24q6-10 16-6q-6 9-16 6zM60 24q-6-10-16-6q6 9 16 6z', 'green', '#17702f'],
    ['M6 28L32 62 58 28q-6-5-12 0-7-6-14 0-7-6-14 0-6-5-12 0z', 'paper', '#d9488a'],
    ...rose(21, 24, 'red'),
    ...rose(43, 24, 'red'),
    ...rose(32, 14, 'pink'),
    ...rose(32, 29, 'red'),
    ['M14 34L32 62 50 34q-6 5-12 1-6 5-12 0-6 4-12-1z', 'pink', '#b8236a'],
    ['M32 47c-8-7-14-1-8 4zM32 47c8-7 14-1 8 4zM32 47l-5 10M32 47l5 10', 'gold', '#8a5206', 1.2],
  ],
  love_letter: [
    ...moved('rotate(-8 32 38)', [
      ['M8 22h48v32H8z', '#0005', '', 0, 'translate(1.5 2)'],
      ['M8 22h48v32H8z', 'paper', '#d9488a'],
      ['M8 54l19-15m10 0l19 15', '', '#e58ab4'],
      ['M8 22l24 19 24-19z', '#ffd0e4', '#d9488a'],
      [heart(33, 41, 8), '#0005'],
      [heart(32, 40, 8), 'red', '#8e0b1f'],
      ['M27 38a3 3 0 0 1 3-3', '', '#fff', 1.5],
    ]),
    [`${heart(50, 12, 4)}${heart(58, 21, 2.5)}`, '#ff6fae', '#fff', 1],
  ],
  cupid_bow: moved('translate(-1 -3) rotate(-45 32 32)', [
    ['M20 6V58', '', '#fff', 1],
    ['M20 6Q52 32 20 58M20 6q-4-1-5 2M20 58q-4 1-5-2', '', '#8a5206', 7],
    ['M20 6Q52 32 20 58M20 6q-4-1-5 2M20 58q-4 1-5-2', '', 'gold', 4.5],
    ['M34 27v10', '', '#e0243a', 5],
    ['M8 32h40', '', '#8a5206', 3.2],
    ['M8 32h40', '', '#f5e1c0', 1.6],
    ['M4 32l5-8h7l-5 8zM4 32l5 8h7l-5-8z', 'pink', '#fff'],
    [heart(49, 32, 7.5), 'red', '#fff', 1.5, 'rotate(-90 49 32)'],
  ]),
};

const FALLBACK: Record<PrizeKind, Part[]> = {
  coins: [
    [circle(33, 34, 22), '#8a5206'],
    [circle(32, 32, 21), 'gold', '#d99a1f', 3, '', '2 1.6'],
    [circle(32, 32, 15), '', '#b8730c', 1.5],
    [star(33, 33, 10), '#b8730c'],
    [star(32, 32, 10), '#fff3b0'],
    ['M17 26a16 16 0 0 1 9-10', '', '#fff', 2.5],
  ],
  tickets: ticket('gold', '#b8730c', [[star(38, 32, 7), '#e0243a']]),
  fragments: shards('violet', '#f0d9ff'),
  gift: gift('red', 'gold'),
  prank: gift('violet', 'green'),
  vehicle: [
    ['M5 46q0-7 7-9l9-2 8-8h13q4 0 8 7l6 2q4 1 4 6v4H5z', 'red', '#0005'],
    ['M24 35l6-6h6v6zM39 29h3q2 0 5 6h-8z', '#bfe9ff', '#fff'],
    ['M8 41h50', '', '#fff9'],
    ...wheels('#ffe27a', [17, 47]),
  ],
  frame: [
    ...ring('gold'),
    [star(32, 13, 7), 'red', '#ffd24a', 1.5],
    [`${circle(12, 34, 3)}${circle(52, 34, 3)}`, '#3a7bf0', '#fff'],
    [circle(32, 54, 3.5), '#e0243a', '#fff'],
  ],
  medal: medal('gold', 'red'),
};

function Gradient({ id, spec }: { id: string; spec: string }) {
  const [, type, colors = ''] = /^([rd]?)(.*)$/.exec(spec) ?? [];
  const stops = colors
    .split(' ')
    .map((c, i, all) => <stop key={`${i}${c}`} offset={i / (all.length - 1)} stopColor={c} />);
  if (type === 'r') return <radialGradient id={id}>{stops}</radialGradient>;
  const d = type === 'd';
  return (
    <linearGradient id={id} x1={d ? 0 : 0.3} y1={d ? 1 : 0} x2={d ? 1 : 0.7} y2={d ? 0 : 1}>
      {stops}
    </linearGradient>
  );
}

/** The item keys drawn by name; any other item is drawn by its kind. */
export const KNOWN_ITEMS: readonly string[] = Object.keys(ART);

/** A prize's picture, `size` design units square; decorative (the prize's name is written beside it). */
export function PrizeArt({ item, kind, size = 48 }: { item: string; kind: PrizeKind; size?: number }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  const paint = (c = '') => (Object.hasOwn(GRADIENTS, c) ? `url(#${id}${c})` : c || 'none');
  const parts = (Object.hasOwn(ART, item) ? ART[item] : undefined) ?? FALLBACK[kind];
  return (
    <svg
      viewBox="0 0 64 64"
      width={px(size)}
      height={px(size)}
      aria-hidden="true"
      focusable="false"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        {Object.entries(GRADIENTS).map(([name, spec]) => (
          <Gradient key={name} id={id + name} spec={spec} />
        ))}
      </defs>
      {parts.map(([d, fill, stroke, width = 1, transform, dash], i) => (
        <path
          key={i}
          d={d}
          fill={paint(fill)}
          stroke={paint(stroke)}
          strokeWidth={width}
          transform={transform}
          strokeDasharray={dash}
        />
      ))}
    </svg>
  );
}
