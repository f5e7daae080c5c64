import { useId } from 'react';
import styled from 'styled-components';
import { px } from '../px';
import { NOBLE_ART, type NobleRank, nobleStep } from './nobleArt';

export interface NobleBadgeProps {
  rank: NobleRank;
  /** Width in design units (the badge is square); defaults to 48. */
  size?: number;
  /** The tier's name for screen readers; without it the badge is decorative (the name is printed beside it). */
  label?: string;
  /** A soft halo in the tier's colour (heroes, the current card). */
  glow?: boolean;
  className?: string;
}

const Svg = styled.svg<{ $glow: string | null }>`
  display: block;
  flex: none;
  overflow: visible;
  filter: ${({ $glow }) => ($glow ? `drop-shadow(0 0 ${px(10)} ${$glow})` : 'none')};
`;

const SHIELD = 'M32 10 L50 16 V31 C50 43 42 51 32 56 C22 51 14 43 14 31 V16 Z';
const WING = 'M14 22 C6 20 2 26 3 33 C7 31 9 32 11 34 C8 36 8 40 9 43 C12 40 14 40 16 41';
const CROWN = 'M19 12 L23 2 L28 9 L32 0 L36 9 L41 2 L45 12 Z';

/**
 * A noble tier's emblem, hand-drawn: a shield in the tier's metal, wings from the earl up, a crown from the
 * prince up, and one to three gems within each group of three. Same art as the Avatar's noble frame.
 */
export function NobleBadge({ rank, size = 48, label, glow = false, className }: NobleBadgeProps) {
  const art = NOBLE_ART[rank];
  const step = nobleStep(rank);
  const gems = (step % 3) + 1;
  const id = useId().replace(/:/g, '');
  const metal = `nb-metal-${id}`;
  const shine = `nb-shine-${id}`;
  return (
    <Svg
      viewBox="-2 -4 68 66"
      width={px(size)}
      height={px(size)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      $glow={glow ? art.glow : null}
      className={className}
      data-rank={rank}
    >
      <defs>
        <linearGradient id={metal} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={art.light} />
          <stop offset="1" stopColor={art.dark} />
        </linearGradient>
        <linearGradient id={shine} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.75" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      {step >= 3 && (
        <g fill={`url(#${metal})`} stroke={art.rim} strokeWidth="1.6" strokeLinejoin="round">
          <path d={WING} />
          <path d={WING} transform="translate(64 0) scale(-1 1)" />
        </g>
      )}
      <path d={SHIELD} fill={`url(#${metal})`} stroke={art.rim} strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M32 14 L46 19 V31 C46 40 40 47 32 51 Z" fill={`url(#${shine})`} opacity="0.55" />
      {/* The tier's mark: a cross (shields), a star (winged), a fleur (crowned). */}
      {step < 3 ? (
        <path d="M29 22 H35 V28 H41 V34 H35 V44 H29 V34 H23 V28 H29 Z" fill={art.rim} opacity="0.92" />
      ) : step < 6 ? (
        <path d="M32 20 L35 28 L43 28 L37 33 L39 41 L32 36 L25 41 L27 33 L21 28 L29 28 Z" fill={art.rim} />
      ) : (
        <path
          d="M32 19 C36 24 36 28 32 32 C28 28 28 24 32 19 Z M32 32 C37 29 42 30 42 35 C38 35 35 34 32 32 Z M32 32 C27 29 22 30 22 35 C26 35 29 34 32 32 Z M30 32 H34 V44 H30 Z"
          fill={art.rim}
        />
      )}
      {Array.from({ length: gems }, (_, index) => (
        <circle
          key={index}
          cx={32 + (index - (gems - 1) / 2) * 7}
          cy={48 - Math.abs(index - (gems - 1) / 2) * 1.5}
          r="2.4"
          fill={art.gem}
          stroke="#fff"
          strokeWidth="0.8"
        />
      ))}
      {step >= 6 && (
        <path
          d={CROWN}
          transform="translate(0 1)"
          fill={`url(#${metal})`}
          stroke={art.rim}
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      )}
      {step >= 6 && <circle cx="32" cy="7" r="2" fill={art.gem} />}
    </Svg>
  );
}
