import { useId, type ReactNode } from 'react';
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

const TYRE = '#17171C';
const RIM = '#C9CED6';
const GLASS = '#2A3442';

/** One wheel: tyre and rim. Shared by every car so the art stays a few hundred bytes each. */
function Wheel({ x, y = 25, r = 5, rim = RIM }: { x: number; y?: number; r?: number; rim?: string }) {
  return (
    <>
      <circle cx={x} cy={y} r={r} fill={TYRE} />
      <circle cx={x} cy={y} r={r * 0.45} fill={rim} />
    </>
  );
}

/** A single-seat race car for the battle sides; only the livery differs. */
function RaceCar({ livery, trim }: { livery: string; trim: string }) {
  return (
    <>
      <path d="M2 8h10v3.5H2zM6 11h2.5v6H6z" fill={trim} />
      <path d="M4 25v-7h12l4-3h11l3-4h6l2 4h5l15 5.5V25z" fill={livery} />
      <path d="M18 20h20" stroke="#FFF" strokeWidth="1.6" />
      <circle cx="37" cy="11" r="2.6" fill="#FFF" />
      <path d="M36 10.2h3.6" stroke={GLASS} strokeWidth="1.2" />
      <Wheel x={13} y={24} r={6} />
      <Wheel x={52} y={25.5} r={5} />
    </>
  );
}

/**
 * The drawings, side view facing right, in a 64×32 grid with the road at y 30–31.
 * Silhouettes carry the car at 44×22 px: the tractor's big rear wheel, the truck's
 * box, the G's boxy roof, the Lamborghini's wedge, the Bugatti's C-line.
 */
const CARS: Record<EntryId, ReactNode> = {
  tractor: (
    <>
      <path d="M8 16V3h21l2.5 13z" fill="#2E9E44" />
      <path d="M11 5h15l1.8 9H11z" fill={GLASS} />
      <path d="M22 14h30l6 4v8H22z" fill="#2E9E44" />
      <path d="M44 6h2.4v8H44zM55.5 18.5h2v6h-2z" fill="#1D5E2B" />
      <Wheel x={18} y={21} r={10} rim="#F6C453" />
      <Wheel x={50} y={26} r={5} rim="#F6C453" />
    </>
  ),
  truck: (
    <>
      <rect x="2" y="3" width="39" height="21" rx="1.5" fill="#EEF1F5" />
      <path d="M2 15h39v3H2z" fill="#6D44C8" />
      <path d="M42 24V9h11l6.5 7.5V24z" fill="#6D44C8" />
      <path d="M47 11h5.2l4.6 5H47z" fill={GLASS} />
      <path d="M2 23h59v3H2z" fill="#3A3A44" />
      <Wheel x={10} y={26} />
      <Wheel x={21} y={26} />
      <Wheel x={52} y={26} />
    </>
  ),
  tesla: (
    <>
      <path
        d="M3 24v-2c0-3 1-5 4-5.5l10-2C22 9.5 28 8 36 8c7 0 12 3 16 7l7 1.5c2 .5 3 2 3 4V24z"
        fill="#F4F6F9"
        stroke="#AEB8C6"
        strokeWidth=".8"
      />
      <path d="M20 14.5c4-3.8 9-5.3 16-5.3 5 0 9 1.8 12 5.3z" fill={GLASS} />
      <Wheel x={15} y={24} />
      <Wheel x={50} y={24} />
    </>
  ),
  mustang: (
    <>
      <path d="M2 24v-6l3-2 13-1 8-6h14l8 6 12 1.5 2 2.5v4z" fill="#D7262E" />
      <path d="M27 10.5h12l5.5 4.5H22z" fill={GLASS} />
      <path d="M5 19h56" stroke="#FFF" strokeWidth="1.4" />
      <Wheel x={14} y={24} r={5.2} />
      <Wheel x={50} y={24} r={5.2} />
    </>
  ),
  porsche: (
    <>
      <path d="M3 24v-1c0-4 2-6 6-7 4-4 9-8 18-8 6 0 11 2 15 6l12 2c4 .8 6 2.5 6 5v3z" fill="#FFC400" />
      <path d="M16 15c3-3 7-5 11-5s8 1.5 11 5z" fill={GLASS} />
      <path d="M3 18.6l5.6-2.3.8 1.9H3.5z" fill="#D9A300" />
      <circle cx="56.5" cy="17.6" r="1.6" fill="#FFF7D6" />
      <Wheel x={15} y={24} />
      <Wheel x={49} y={24} />
    </>
  ),
  gclass: (
    <>
      <circle cx="3.5" cy="16" r="3.6" fill={TYRE} stroke="#6E7784" strokeWidth=".8" />
      <path d="M3 25V6.5L5 3h34l4 7h15.5l1.5 2v13z" fill="#1F2126" stroke="#6E7784" strokeWidth=".8" />
      <path d="M7 5h13v6H7zM22 5h15.5l3 6H22z" fill="#5B6C80" />
      <path d="M3 21h57" stroke="#8A929C" strokeWidth="1" />
      <Wheel x={14} y={25} r={5.5} />
      <Wheel x={48} y={25} r={5.5} />
    </>
  ),
  mclaren: (
    <>
      <path d="M2 24v-4c0-1.5 1-2.5 3-3l9-2c5-4 10-6 17-6 6 0 10 1.5 14 5l13 3c2 .5 3 1.5 3 3v4z" fill="#FF8000" />
      <path d="M19 15c4-3 8-4.5 12-4.5s7 1.5 10 4.5z" fill={GLASS} />
      <path d="M22 18h12l-3 4h-8z" fill="#1B1B1B" />
      <Wheel x={14} y={24} />
      <Wheel x={50} y={24} />
    </>
  ),
  lamborghini: (
    <>
      <path d="M2 24v-5l5-2 14-4 9-5h5l23 8.5 4 2V24z" fill="#9BE10F" />
      <path d="M22 13.4l8-4h4.5l9 3.2z" fill={GLASS} />
      <path d="M28 18l10-2-2 5h-9z" fill="#1B1B1B" />
      <Wheel x={14} y={24} />
      <Wheel x={50} y={24} />
    </>
  ),
  // Two-tone: dark blue body, light blue front, split by the chrome C-line.
  bugatti: (
    <>
      <path d="M2 24v-1c0-3 1.5-5 5-6l10-2.5c5-4 10-6 16-6 7 0 12 2.5 16 6l9 2c3 .7 4 2.5 4 5V24z" fill="#0E2A66" />
      <path d="M33 8.5c7 0 12 2.5 16 6l9 2c3 .7 4 2.5 4 5V24H31C22 20 24 11 33 8.5z" fill="#3D8BFF" />
      <path d="M19 14.5c4-3 8.5-4.5 13.5-4.5 5 0 9 1.5 12.5 4.5z" fill={GLASS} />
      <path d="M31 23.5C22.5 20 24 12 32 9.6" fill="none" stroke="#DDE6F2" strokeWidth="1.3" />
      <Wheel x={15} y={24} />
      <Wheel x={50} y={24} />
    </>
  ),
  red: <RaceCar livery="#E0262F" trim="#8E1218" />,
  blue: <RaceCar livery="#1E6FE8" trim="#0B3A86" />,
};

const Svg = styled.svg<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size / 2)};
  vertical-align: middle;
  overflow: visible;
`;

/** Side view of a car (facing right) or a battle side's race car, drawn inline: no image requests. */
export function CarArt({ entry, size = 44, title, className }: CarArtProps) {
  const titleId = `t${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Svg
      $size={size}
      viewBox="0 0 64 32"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
      data-entry={entry}
    >
      {title && <title id={titleId}>{title}</title>}
      {CARS[entry]}
    </Svg>
  );
}
