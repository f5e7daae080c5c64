import { BOARD, MELON, POP, circle, heart, moved, type Part } from './paint';

/** The summer blind box series (campaign 142). */
export const SUMMER_ART: Record<string, Part[]> = {
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
};
