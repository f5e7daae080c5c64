import { Drawing } from './Drawing';
import { circle, glints, type Part, shine, starPath as star } from './giftPaint';

export type RewardKind = 'medal' | 'vehicle' | 'frame' | 'title' | 'coins' | 'bubble' | 'entrance';

export const REWARD_KINDS: readonly RewardKind[] = [
  'medal',
  'vehicle',
  'frame',
  'title',
  'coins',
  'bubble',
  'entrance',
];

/*
 * The rewards by kind, drawn on a 64-unit square (the gifts' renderer, ./Drawing), in gold, silver and gem colours that
 * sit on any festival's theme.
 */
const SHADOW: Part = [circle(32, 60, 18, 2.5), '#0003'];

const coin = (x: number, y: number): Part[] => [
  [`M${x - 14} ${y}v4a14 5 0 0 0 28 0v-4z`, '#c27c0e', '#7a4506', 1],
  [circle(x, y, 14, 5), 'gold', '#fff1a6', 1],
  [circle(x, y, 9, 3), '', '#c98a1a', 1],
];

/** A feathered wing beside the frame, drawn on the left and mirrored (side -1) on the right. */
const wing = (side: number): Part[] => {
  const x = (v: number) => 32 + side * (v - 32);
  return [
    [
      `M${x(18)} 24C${x(10)} 14 ${x(4)} 11 ${x(1)} 13C${x(2)} 19 ${x(5)} 23 ${x(8)} 26C${x(3)} 26 ${x(0)} 28 ${x(0)} 31C${x(4)} 34 ${x(8)} 35 ${x(11)} 35C${x(6)} 38 ${x(4)} 42 ${x(6)} 44C${x(10)} 45 ${x(15)} 43 ${x(18)} 40z`,
      'silver',
      '#6a7bae',
      1,
    ],
    [`M${x(16)} 27L${x(6)} 19M${x(14)} 31L${x(4)} 30M${x(14)} 36L${x(8)} 40`, '', '#6a7bae', 1],
  ];
};

const ART: Record<RewardKind, Part[]> = {
  medal: [
    SHADOW,
    ['M14 2h12l10 26H24z', 'red'],
    ['M50 2H38L28 28h12z', 'blue'],
    ['M17 2h3l10 26h-3zM47 2h-3L34 28h3z', '#fffa'],
    [circle(32, 42, 17), 'gold', '#8a5206', 1.2],
    [circle(32, 42, 12.5), '', '#fff6c4', 1.6],
    [star(32, 42, 9), '#fff6c4', '#b8700c', 1],
    shine('M19 36q3-7 9-9', 2.5),
    glints([52, 36, 4], [12, 54, 3]),
  ],
  vehicle: [
    [circle(32, 50, 28, 5), 'halo'],
    ['M2 32h10M0 39h8M3 46h2', '', '#7fe3ff', 2.5],
    ['M4 48c0-6 2-9 8-10l14-3l8-6c6-3 14-3 20 1l6 5c3 1 4 4 4 8l-1 5H5z', 'violet', '#2a1a7a', 1.2],
    ['M28 35l7-5c5-2 11-2 15 1l4 4z', '#bff4ff', '#fff', 1.2],
    ['M42 29v6', '', '#7b5cff', 2],
    ['M58 37l4-7h-9', 'violet', '#2a1a7a', 1],
    ['M8 44h54', '', '#ffc83d', 2.5],
    shine('M12 41l12-3', 2),
    [`${circle(17, 50, 6.5)}${circle(51, 50, 6.5)}`, '#1a1a2e'],
    [`${circle(17, 50, 3)}${circle(51, 50, 3)}`, 'gold'],
    glints([58, 22, 4], [24, 20, 3]),
  ],
  frame: [
    ...wing(1),
    ...wing(-1),
    [circle(32, 34, 18), '#fff2'],
    [circle(32, 34, 18), '', '#8a5206', 8],
    [circle(32, 34, 18), '', 'gold', 6],
    [circle(32, 34, 18), '', '#fff8', 1],
    ['M23 16l2-11 7 6 7-6 2 11z', 'gold', '#8a5206', 1],
    [circle(32, 15, 4, 5), 'pink', '#fff', 1],
    [`${circle(14, 34, 3)}${circle(50, 34, 3)}`, 'blue', '#fff', 1],
    [circle(32, 52, 3.5), 'red', '#fff', 1],
    glints([54, 12, 4], [10, 56, 3]),
  ],
  title: [
    ['M4 22l8 10-8 10h12V22zM60 22l-8 10 8 10H48V22z', 'red', '#8e0b1f', 1],
    ['M10 20h44l4 12-4 12H10L6 32z', 'violet', 'gold', 3],
    ['M12 23h40l2 6H10z', '#fff4'],
    [star(17, 32, 6), 'gold', '#fff6c4', 1],
    ['M27 29h20M27 35h14', '', '#fff8', 2.5],
    [circle(32, 16, 4), 'gold', '#8a5206', 1],
    glints([56, 14, 4], [8, 50, 3]),
  ],
  coins: [
    SHADOW,
    ...[52, 46, 40, 34].flatMap((y) => coin(22, y)),
    ...[52, 46].flatMap((y) => coin(42, y)),
    [circle(46, 26, 13), '#b8700c'],
    [circle(44, 25, 13), 'gold', '#fff1a6', 1],
    [circle(44, 25, 9), '', '#c98a1a', 1.4],
    [star(44, 25, 6), '#fff6c4'],
    shine('M35 20q2-5 6-6', 2),
    glints([10, 20, 4], [58, 44, 3]),
  ],
  bubble: [
    SHADOW,
    ['M14 10h36q10 0 10 10v16q0 10-10 10H30l-12 10 2-10h-6Q4 46 4 36V20q0-10 10-10z', 'pink', 'gold', 2.5],
    ['M14 13h36q6 0 7 6q-25-4-50 0q1-6 7-6z', '#fff6'],
    [`${circle(20, 28, 3.5)}${circle(32, 28, 3.5)}${circle(44, 28, 3.5)}`, '#fff'],
    glints([58, 6, 5], [6, 52, 3], [50, 54, 2.5]),
  ],
  entrance: [
    [circle(32, 32, 31), 'halo'],
    ['M32 30L4 4h9zM32 30L60 4h-9zM32 30L0 26v8zM32 30l32-4v8z', 'halo'],
    ['M8 58a24 4 0 0 0 48 0a24 4 0 0 0-48 0z', 'light'],
    ['M12 58V26a20 20 0 0 1 40 0v32z', 'gold', '#8a5206', 1.2],
    ['M17 58V27a15 15 0 0 1 30 0v31z', '#bff4ff'],
    ['M17 58V27a15 15 0 0 1 30 0v31z', 'light'],
    [circle(32, 8, 4), 'pink', '#fff', 1],
    shine('M15 28q1-10 9-15', 2),
    glints([32, 34, 7], [56, 12, 3.5], [8, 14, 3]),
  ],
};

/** A reward's picture by its kind, `size` design units square; decorative (the reward's name is written beside it). */
export function RewardArt({ kind, size = 48 }: { kind: RewardKind; size?: number }) {
  return <Drawing parts={ART[kind]} size={size} />;
}
