import { carriage, circle, glints, medal, moved, ring, star, type Part } from './paint';

/** The stars' prizes: the divine-star lottery and the starlit CP series. */
export const STAR_ART: Record<string, Part[]> = {
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
};
