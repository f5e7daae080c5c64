import { memo, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { EntryId } from '../model';

export interface CarArtProps {
  /** Which car (or horsepower-battle side) to draw. */
  entry: EntryId;
  /** Width in design units (375 grid); the height is half of it. Defaults to 44. */
  size?: number;
  /**
   * Accessible name (usually the translated car name). Without it the art is
   * decorative (aria-hidden): the text next to it already names the car.
   */
  title?: string;
  /** Class name for layout. */
  className?: string;
}

const TYRE = '#15151B';
const DARK = '#1A1B22';
const CHROME = '#E6EDF6';

/** One wheel: its arch in shadow, tyre, rim, hub. */
const wheel = (x: number, y: number, r: number, rim = '#C9D0DA') => (
  <g key={x}>
    <circle cx={x} cy={y} r={r + 1.3} opacity=".45" />
    <circle cx={x} cy={y} r={r} fill={TYRE} />
    <circle cx={x} cy={y} r={r * 0.6} fill={rim} />
    <circle cx={x} cy={y} r={r * 0.22} fill="#3A3F49" />
  </g>
);

/**
 * A car: painted panels (colour, path) that each get the shared light from the top-left,
 * then details drawn over them (a path without a fill is glass), then the wheels.
 */
type Car = [panels: [string, string][], details: ReactNode, wheels: ReactNode[]];

/** An open-wheel race car for the battle sides: livery, trim, stripe. */
const raceCar = (livery: string, trim: string, stripe: string): Car => [
  [[livery, 'M4 26v-7h12l4-3.5h10l3-4.5h6.5l2.5 4.5h4L60 20c1.6.5 2.6 1.6 2.6 3.2V26z']],
  <>
    <path d="M1.5 7h10v4.2h-10zM5.5 11h2.4v8H5.5zM54 24h9v2.2h-9z" fill={trim} />
    <path d="M10 21.6h46" stroke={stripe} strokeWidth="1.8" />
    <path d="M34.4 12.4a2.8 2.8 0 1 1 5.6 0z" fill="#fff" />
    <path d="M37.3 10.4h2.5l.2 1.8h-2.7z" fill={DARK} />
  </>,
  [wheel(13, 24, 6), wheel(52, 25, 5)],
];

/**
 * The drawings, side view facing right, on a 64×32 grid with the road at y 30. Each is
 * told apart by its shape: the tractor's big rear wheel and exhaust, the truck's box,
 * the Tesla's one smooth arc, the Mustang's long hood and fastback, the 911's round
 * back and frog-eye lamp, the G's box and spare wheel, the McLaren's low cabin and
 * teardrop window, the Lamborghini's wedge, the Bugatti's two tones and C-line.
 */
const CARS: Record<EntryId, Car> = {
  tractor: [
    [
      ['#3BAA4A', 'M8 22V5H6.5V2.5h23.5V5h-2l1.6 9H52c3 0 5 1.6 5.6 4.2l.6 3.8z'],
      ['#2B8A3A', 'M3 20.5a13 13 0 0 1 26 0h-3.2a9.8 9.8 0 0 0-19.6 0z'],
    ],
    <>
      <path d="M10.2 5h16.4l1.4 8.6H10.2z" />
      <path d="M43 5h2.4v9H43zM42.4 3.6h3.6v1.8h-3.6zM55.8 15.6h2.2l.5 5.4h-2.7z" fill={DARK} />
    </>,
    [wheel(16, 19.5, 10.5, '#F5C542'), wheel(51, 24.5, 5.5, '#F5C542')],
  ],
  truck: [
    [
      ['#F1F3F8', 'M1 4.5q0-1 1-1h38q1 0 1 1V24H1z'],
      ['#7048D0', 'M42 25V11q0-2 2-2h9l6.6 8.4q.9 1.1.9 2.6V25z'],
    ],
    <>
      <path d="M1 16h40v2.6H1z" fill="#7048D0" />
      <path d="M46.4 11h6.2l4.7 6.4H46.4z" />
      <path d="M1 23.5h61V26H1zM41.5 3.5H43V10h-1.5z" fill="#2E3038" />
    </>,
    [wheel(8, 25.5, 4.5), wheel(17.5, 25.5, 4.5), wheel(52, 25.5, 4.5)],
  ],
  tesla: [
    [
      [
        '#EEF2F7',
        'M3 26v-4c0-2.5 1-4 3.6-4.6L14 16c5-4.6 10-7 17-7 7.5 0 12.5 2.6 17 6.5l8.5 1.7c3.6.7 5.5 2.4 5.5 5.1V26z',
      ],
    ],
    <>
      <path d="M17 16c4.5-3.8 9-5.5 14-5.5 5.5 0 9.6 1.8 13.6 5.5z" />
      <path d="M57.4 18.4l4.3.9-.4 1-4.2-.8z" fill="#CFF0FF" />
      <path d="M3.2 20.3h2.6v1.6H3.2z" fill="#E0323C" />
    </>,
    [wheel(15, 25, 5, '#8C96A3'), wheel(50, 25, 5, '#8C96A3')],
  ],
  mustang: [
    [['#D92531', 'M2 26v-7.4c0-1.3 1-2.2 2.3-2.5L8 15.2l16-7h10.6l7.5 6.3 17.8 1.2c1.6.1 2.8 1.3 2.8 2.9V26z']],
    <>
      <path d="M25.4 9.7h8.6l5.5 4.8H15z" />
      <path d="M4 19.4h58.5v1.4H4z" fill="#fff" />
      <path d="M2 23.5h61V26H2zM2 14.8l5.4-1.2v1.6L2.3 16.4zM21.5 17.2l5-.8-2.2 1.8z" fill={DARK} />
    </>,
    [wheel(14, 24.8, 5.2), wheel(50, 24.8, 5.2)],
  ],
  porsche: [
    [
      [
        '#FFC21A',
        'M3 26v-4c0-3 1.5-5.5 4-7.5C12 10.5 18 8.5 25 8.5c6.5 0 10.5 2.5 14 6.2l14 1.8c4 .6 8.5 2.2 8.5 5.2V26z',
      ],
    ],
    <>
      <path d="M12.5 15C16 11.7 20 10 25 10s8.5 1.8 11.5 5z" />
      <circle cx="54" cy="16.6" r="2.7" fill="#FFC21A" />
      <circle cx="54.6" cy="16.6" r="1.6" fill="#FFF6CF" />
      <path d="M5.6 16.8h4.6M5 18.6h4.8" stroke={DARK} strokeWidth=".9" />
    </>,
    [wheel(15, 25, 5), wheel(49, 25, 5)],
  ],
  gclass: [
    [['#4A5361', 'M5 26V8.5L7 3.5h32L42 10h16.5c1.3 0 2 .7 2.2 2l.8 6.5V26z']],
    <>
      <path d="M9 5.5h13v6H9zM24 5.5h13.6l2.4 6H24z" />
      <path d="M5 19.4h56.5v1.4H5z" fill="#A9B2BE" />
      <path d="M57 8.5h2.6v1.5H57z" fill="#FFA53B" />
      <circle cx="3.6" cy="15.5" r="4.8" fill={TYRE} />
      <circle cx="3.6" cy="15.5" r="2.8" fill="#A9B2BE" />
      <circle cx="60.6" cy="12.2" r="1.4" fill="#FFF6CF" />
    </>,
    [wheel(15, 24.5, 5.5), wheel(49, 24.5, 5.5)],
  ],
  mclaren: [
    [
      [
        '#FF7A00',
        'M2 26v-5.4c0-1.2.7-2 1.8-2.3L8 17.2l14-4.8c3.3-1.1 6.6-1.7 10-1.7 4.2 0 7.8 1 11 3.2l15.6 4.3c2 .5 3.4 1.8 3.4 3.6V26z',
      ],
    ],
    <>
      <path d="M24 14.2c3-1.5 6-2.2 9.2-2.2 3.4 0 6.4.8 9 2.4l-9.8.8c-3 .2-5.6-.1-8.4-1z" />
      <path
        d="M18.5 17.6c3.2-.7 6.2-.4 8.7.8L25 22h-4.2zM1.6 13.4h8.4l.4 1.6H2.2zM5 15h1.4v2H5zM2 23.5h60V26H2z"
        fill={DARK}
      />
    </>,
    [wheel(14, 25, 5, '#434852'), wheel(50, 25, 5, '#434852')],
  ],
  lamborghini: [
    [['#A2E019', 'M2 26v-8.8l4-2.5 11-1.8 11.5-2.6h6.5L63 20.8V24l-2 2z']],
    <>
      <path d="M22.5 13.2l6.8-2.2h5.7l7.6 3.9z" />
      <path d="M26 17.2l11.5-1.7-3 4.7h-7.4zM2 23.4l60-.4V26H2z" fill={DARK} />
      <path d="M9 15.2l13-2.2" stroke="#6E9C0A" strokeWidth="1" />
    </>,
    [wheel(14, 25, 5, '#3A3F48'), wheel(50, 25, 5, '#3A3F48')],
  ],
  bugatti: [
    [
      ['#12307A', 'M2 26v-4c0-3 1.5-5 5-6l9-2.3c5-3.5 10-5.2 16-5.2 7 0 12 2.3 16 5.7l9 1.8c3 .7 5 2.6 5 5.3V26z'],
      ['#2F7BFF', 'M33 8.6c6.5.3 11.2 2.4 15 5.6l9 1.8c3 .7 5 2.6 5 5.3V26H30.5C21.5 22 23 12 33 8.6z'],
    ],
    <>
      <path d="M19.5 14.8c3.8-2.9 8-4.4 12.7-4.6 5.4 0 9.6 1.6 12.8 4.6z" />
      <path d="M30.5 25.5C22 21.5 23.5 12 32.5 9.4" fill="none" stroke={CHROME} strokeWidth="1.2" />
      <path d="M58.4 25.6v-2.8a1.7 1.7 0 0 1 3.4 0v2.8z" fill={DARK} stroke={CHROME} strokeWidth=".8" />
    </>,
    [wheel(15, 25, 5), wheel(50, 25, 5)],
  ],
  red: raceCar('#E0262F', '#8E1218', '#FFD34D'),
  blue: raceCar('#1E6FE8', '#0B3A86', '#fff'),
};

const Svg = styled.svg<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size / 2)};
  vertical-align: middle;
  overflow: visible;
`;

/**
 * Side view of a car (facing right) or a battle side's race car, drawn inline: no image requests.
 * One light for the whole set: from the top-left, a soft gloss on the upper panels, shade below.
 * Memoized: eighteen of these sit on a race board that renders every second for its clock, and redrawing their
 * paths each time was most of that render on a slow phone.
 */
export const CarArt = memo(function CarArt({ entry, size = 44, title, className }: CarArtProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [panels, details, wheels] = CARS[entry];
  return (
    <Svg
      $size={size}
      viewBox="0 0 64 32"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-labelledby={title ? `t${id}` : undefined}
      aria-hidden={title ? undefined : true}
      data-entry={entry}
    >
      {title && <title id={`t${id}`}>{title}</title>}
      <defs>
        <linearGradient id={`s${id}`} x2=".3" y2="1">
          <stop stopColor="#fff" stopOpacity=".6" />
          <stop offset=".3" stopColor="#fff" stopOpacity=".12" />
          <stop offset=".32" stopColor="#fff" stopOpacity="0" />
          <stop offset=".62" stopOpacity="0" />
          <stop offset="1" stopOpacity=".38" />
        </linearGradient>
        <linearGradient id={`g${id}`} x2="1" y2="1">
          <stop stopColor="#D3E4F5" />
          <stop offset=".38" stopColor="#50627C" />
          <stop offset="1" stopColor="#121A27" />
        </linearGradient>
      </defs>
      <ellipse cx="32" cy="30" rx="30" ry="2.2" opacity=".32" />
      {panels.map(([color, d]) => (
        <g key={d}>
          <path d={d} fill={color} />
          <path d={d} fill={`url(#s${id})`} />
        </g>
      ))}
      {/* details without a fill of their own are glass */}
      <g fill={`url(#g${id})`}>{details}</g>
      {wheels}
    </Svg>
  );
});
