import { carriage, circle, type Part } from './paint';

/** The April Fools' prizes. */
export const FOOL_ART: Record<string, Part[]> = {
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
};
