import { useId } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';

/**
 * Gold coins, hand-drawn (no image files): a single coin for the smallest package, growing through stacks to a
 * heap with sparkles for the largest, so the grid reads bigger-is-more at a glance. Decorative: the coins are
 * always said in text beside it.
 */
export type CoinPile = 1 | 2 | 3 | 4 | 5 | 6;

const Svg = styled.svg<{ $width: number }>`
  display: block;
  width: ${({ $width }) => px($width)};
  height: auto;
  overflow: visible;
`;

/** A coin lying flat: its rim, then its face, `y` is the face's centre. */
function FlatCoin({ x, y, id }: { x: number; y: number; id: string }) {
  return (
    <g>
      <ellipse cx={x} cy={y + 2.4} rx={11} ry={4.2} fill={`url(#${id}-rim)`} />
      <ellipse cx={x} cy={y} rx={11} ry={4.2} fill={`url(#${id}-face)`} stroke="#B9801F" strokeWidth={0.6} />
      <ellipse cx={x} cy={y} rx={7.2} ry={2.6} fill="none" stroke="#D99A2B" strokeWidth={0.8} />
    </g>
  );
}

/** A coin standing, facing us, with its star. */
function UprightCoin({ x, y, r, id }: { x: number; y: number; r: number; id: string }) {
  const star = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? r * 0.42 : r * 0.18;
    return `${(x + Math.cos(angle) * radius).toFixed(2)},${(y + Math.sin(angle) * radius).toFixed(2)}`;
  }).join(' ');
  return (
    <g>
      <circle cx={x + r * 0.12} cy={y + r * 0.1} r={r} fill="#9A6514" />
      <circle cx={x} cy={y} r={r} fill={`url(#${id}-face)`} stroke="#B9801F" strokeWidth={0.8} />
      <circle cx={x} cy={y} r={r * 0.74} fill={`url(#${id}-inner)`} stroke="#E3A93A" strokeWidth={0.9} />
      <polygon points={star} fill="#FFF4C7" stroke="#C98A22" strokeWidth={0.6} strokeLinejoin="round" />
      <path
        d={`M ${x - r * 0.62} ${y - r * 0.38} A ${r * 0.8} ${r * 0.8} 0 0 1 ${x - r * 0.1} ${y - r * 0.76}`}
        stroke="#FFFDF0"
        strokeWidth={r * 0.12}
        strokeLinecap="round"
        fill="none"
        opacity={0.85}
      />
    </g>
  );
}

function Stack({ x, base, count, id }: { x: number; base: number; count: number; id: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <FlatCoin key={index} x={x} y={base - index * 3.6} id={id} />
      ))}
    </>
  );
}

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <path
      d={`M ${x} ${y - size} Q ${x} ${y} ${x + size} ${y} Q ${x} ${y} ${x} ${y + size} Q ${x} ${y} ${x - size} ${y} Q ${x} ${y} ${x} ${y - size} Z`}
      fill="#FFF8D6"
    />
  );
}

export function CoinArt({ pile, width = 64 }: { pile: CoinPile; width?: number }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <Svg viewBox="0 0 64 52" $width={width} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-face`} cx="35%" cy="30%" r="80%">
          <stop offset="0" stopColor="#FFF6C9" />
          <stop offset="0.45" stopColor="#FFD45C" />
          <stop offset="1" stopColor="#E09A1F" />
        </radialGradient>
        <radialGradient id={`${id}-inner`} cx="60%" cy="65%" r="80%">
          <stop offset="0" stopColor="#FFE07A" />
          <stop offset="1" stopColor="#F0AE2E" />
        </radialGradient>
        <linearGradient id={`${id}-rim`} x1="0" x2="1">
          <stop offset="0" stopColor="#B7771A" />
          <stop offset="0.5" stopColor="#E7A834" />
          <stop offset="1" stopColor="#9A6514" />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="50%" cy="55%" r="50%">
          <stop offset="0" stopColor="#FFE8A0" stopOpacity="0.9" />
          <stop offset="1" stopColor="#FFE8A0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx={32} cy={30} rx={30} ry={22} fill={`url(#${id}-glow)`} />
      <ellipse cx={32} cy={47} rx={pile >= 4 ? 26 : 18} ry={3} fill="#7A4B0C" opacity={0.18} />
      {pile === 1 && <UprightCoin x={32} y={27} r={15} id={id} />}
      {pile === 2 && (
        <>
          <UprightCoin x={25} y={30} r={13} id={id} />
          <UprightCoin x={39} y={26} r={14} id={id} />
        </>
      )}
      {pile === 3 && (
        <>
          <Stack x={22} base={42} count={4} id={id} />
          <UprightCoin x={39} y={30} r={14} id={id} />
        </>
      )}
      {pile === 4 && (
        <>
          <Stack x={16} base={43} count={4} id={id} />
          <Stack x={48} base={43} count={5} id={id} />
          <UprightCoin x={32} y={31} r={14} id={id} />
        </>
      )}
      {pile === 5 && (
        <>
          <Stack x={14} base={44} count={5} id={id} />
          <Stack x={50} base={44} count={6} id={id} />
          <Stack x={32} base={40} count={4} id={id} />
          <UprightCoin x={24} y={31} r={12} id={id} />
          <UprightCoin x={41} y={29} r={13} id={id} />
        </>
      )}
      {pile === 6 && (
        <>
          <Stack x={12} base={45} count={6} id={id} />
          <Stack x={52} base={45} count={7} id={id} />
          <Stack x={32} base={43} count={7} id={id} />
          <UprightCoin x={20} y={30} r={12} id={id} />
          <UprightCoin x={44} y={28} r={13} id={id} />
          <UprightCoin x={32} y={21} r={11} id={id} />
          <Sparkle x={56} y={10} size={4} />
          <Sparkle x={8} y={16} size={3} />
        </>
      )}
      {pile >= 4 && pile < 6 && <Sparkle x={54} y={12} size={3.5} />}
    </Svg>
  );
}

/** The pile for the `index`-th of `count` packages, smallest first (six sizes spread over any number). */
export const pileFor = (index: number, count: number): CoinPile =>
  Math.min(6, 1 + Math.floor((index * 6) / Math.max(count, 1))) as CoinPile;
