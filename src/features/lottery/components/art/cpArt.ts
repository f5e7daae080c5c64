import { WING, band, circle, glints, heart, moved, ring, rose, type Part } from './paint';

/** The sweetheart CP series. */
export const CP_ART: Record<string, Part[]> = {
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
