import type { ReactNode } from 'react';
import type { HomeEntry } from '../homeEntries';

/*
 * The official home's key art: one small scene per event or game, drawn for its card (issue 30: an event hub, not
 * icons scaled up). One style for all of them: light from the top-left (a glow there, sheens on the upper-left of
 * shapes, shade on the lower-right), soft gradients, gold for what shines, white sparkles. Each picture sits on its
 * card's own gradient (`homeEntries.ts`), right of or above the words; all are decorative. Gradient ids are per
 * picture, and each picture is on the home once.
 */

/** A four-pointed sparkle centred on (x, y) with radius r, as path data. */
const sparkle = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;

/** Gold, lit from the top-left: the one metal of every picture. */
const Gold = ({ id }: { id: string }) => (
  <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stopColor="#FFF1C2" />
    <stop offset=".45" stopColor="#F6C453" />
    <stop offset="1" stopColor="#C98A1E" />
  </linearGradient>
);

/** A soft light behind the subject (a circle filled with it fades out before its edge). */
const Glow = ({ id }: { id: string }) => (
  <radialGradient id={id}>
    <stop offset="0" stopColor="#fff" stopOpacity=".32" />
    <stop offset="1" stopColor="#fff" stopOpacity="0" />
  </radialGradient>
);

function Art({ viewBox, children }: { viewBox: string; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMax meet"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A red racer flat out at night: speed lines, a chequered flag, the lights of the city behind. */
function RaceArt() {
  return (
    <Art viewBox="0 0 220 150">
      <defs>
        <Gold id="hk-race-g" />
        <linearGradient id="hk-race-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FF7A8A" />
          <stop offset=".5" stopColor="#EE3A62" />
          <stop offset="1" stopColor="#A8123A" />
        </linearGradient>
        <linearGradient id="hk-race-fade" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" stopOpacity="0" />
          <stop offset=".35" stopColor="#000" stopOpacity=".3" />
        </linearGradient>
        <pattern id="hk-race-check" width="10" height="10" patternUnits="userSpaceOnUse">
          <rect width="10" height="10" fill="#fff" />
          <path d="M0 0h5v5H0ZM5 5h5v5H5Z" fill="#1B1230" />
        </pattern>
      </defs>
      <path d="M40 96V80h14V66h12v10h10V56h16v24h10V70h14v26Z" fill="#fff" opacity=".08" />
      <path d="M120 96V74h12V60h14v14h8V50h18v46Z" fill="#fff" opacity=".08" />
      <g fill="#FFE7A3" opacity=".5">
        <rect x="80" y="62" width="3" height="3" />
        <rect x="86" y="70" width="3" height="3" />
        <rect x="160" y="58" width="3" height="3" />
        <rect x="138" y="66" width="3" height="3" />
      </g>
      <path d="M0 150V104c40-8 160-8 220 0v46Z" fill="url(#hk-race-fade)" />
      <path d="M70 132h36M130 132h36M190 132h30" stroke="#fff" strokeWidth="3" opacity=".35" />
      <path d="M28 92h30M20 104h26M34 116h22" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".4" />
      <ellipse cx="138" cy="125" rx="74" ry="5" fill="#000" opacity=".45" />
      <path d="M58 110 40 113l18 4Z" fill="#FFB347" />
      <path d="M58 111 48 113l10 2Z" fill="#FFF1C2" />
      <path d="M70 100v-8" stroke="#6B0F2A" strokeWidth="4" />
      <path d="M56 84h30l-3 7H58Z" fill="#A8123A" />
      <path
        d="M60 122v-11c0-5 3-8 8-9l32-5c9-7 20-14 34-14h10c10 0 17 4 23 10l6 6h13c11 0 19 5 21 13v10Z"
        fill="url(#hk-race-body)"
      />
      <path d="M112 96c8-6 16-9 25-9h7c6 0 11 3 15 8l3 3Z" fill="#BFE6FF" />
      <path d="M120 94c5-3 10-4 15-4h4l-8 6Z" fill="#fff" opacity=".85" />
      <path d="M66 110h140" stroke="url(#hk-race-g)" strokeWidth="4" strokeLinecap="round" />
      <path d="M80 102c16-3 30-5 42-5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".5" />
      <circle cx="140" cy="112" r="6" fill="#fff" />
      <path d="M140 108v8" stroke="#EE3A62" strokeWidth="2.5" strokeLinecap="round" />
      <ellipse cx="206" cy="112" rx="5" ry="3" fill="#FFF1C2" />
      <circle cx="94" cy="121" r="13" fill="#1B1230" />
      <circle cx="94" cy="121" r="6" fill="url(#hk-race-g)" />
      <circle cx="182" cy="121" r="13" fill="#1B1230" />
      <circle cx="182" cy="121" r="6" fill="url(#hk-race-g)" />
      <path d="M178 12v58" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M179 14c10-5 20 4 32-1v26c-12 5-22-4-32 1Z" fill="url(#hk-race-check)" />
      <path d={`${sparkle(112, 30, 7)}${sparkle(150, 48, 4)}${sparkle(86, 58, 3)}`} fill="#FFE7A3" />
    </Art>
  );
}

/** The Christmas tree lit up: a gold star, garlands, baubles, a present and snow. */
function ChristmasArt() {
  return (
    <Art viewBox="0 0 160 100">
      <defs>
        <Gold id="hk-xmas-g" />
        <Glow id="hk-xmas-glow" />
        <linearGradient id="hk-xmas-tree" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4CD08A" />
          <stop offset="1" stopColor="#137A4B" />
        </linearGradient>
      </defs>
      <circle cx="88" cy="20" r="40" fill="url(#hk-xmas-glow)" />
      <path d="M20 96c30-8 90-8 120 0Z" fill="#fff" opacity=".85" />
      <path d="M88 14 64 46h10L56 70h12L48 92h80l-20-22h12L92 46h10Z" fill="url(#hk-xmas-tree)" />
      <path d="M88 14 64 46h10L56 70h12L48 92h12l24-46-4-2 8-16Z" fill="#fff" opacity=".12" />
      <path
        d="M70 44q18 8 30-2M64 68q26 10 46-4M56 88q34 8 62-6"
        stroke="url(#hk-xmas-g)"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
      <g fill="#FF4D6D">
        <circle cx="80" cy="54" r="3.5" />
        <circle cx="102" cy="78" r="3.5" />
        <circle cx="66" cy="84" r="3.5" />
      </g>
      <g fill="#FFE7A3">
        <circle cx="94" cy="38" r="3" />
        <circle cx="76" cy="74" r="3" />
        <circle cx="110" cy="88" r="2.5" />
      </g>
      <path d="M88 2l3.2 6.6 7.2 1-5.2 5 1.3 7.2L88 18.4l-6.5 3.4 1.3-7.2-5.2-5 7.2-1Z" fill="url(#hk-xmas-g)" />
      <rect x="112" y="76" width="22" height="18" rx="2" fill="#EE3A62" />
      <path d="M121 76h4v18h-4ZM112 83h22v4h-22Z" fill="url(#hk-xmas-g)" />
      <path d="M123 76c-4-6-10-6-9-2 1 3 5 2 9 2Zm0 0c4-6 10-6 9-2-1 3-5 2-9 2Z" fill="url(#hk-xmas-g)" />
      <g fill="#fff">
        <circle cx="24" cy="20" r="2" />
        <circle cx="42" cy="44" r="1.5" />
        <circle cx="136" cy="30" r="2" />
        <circle cx="148" cy="58" r="1.5" />
        <circle cx="30" cy="68" r="1.5" />
        <path d={sparkle(128, 12, 5)} />
      </g>
    </Art>
  );
}

/** A golden ticket half scratched: the silver gives way to a win, coins jump out. */
function ScratchArt() {
  return (
    <Art viewBox="0 0 160 100">
      <defs>
        <Gold id="hk-scratch-g" />
        <Glow id="hk-scratch-glow" />
        <linearGradient id="hk-scratch-s" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#F1F4F8" />
          <stop offset="1" stopColor="#9AA6B8" />
        </linearGradient>
      </defs>
      <circle cx="74" cy="48" r="52" fill="url(#hk-scratch-glow)" />
      <g transform="translate(6 2) rotate(-10 80 60)">
        <rect x="30" y="30" width="100" height="62" rx="10" fill="#000" opacity=".25" transform="translate(3 5)" />
        <rect x="30" y="30" width="100" height="62" rx="10" fill="url(#hk-scratch-g)" />
        <rect x="38" y="38" width="84" height="46" rx="6" fill="#FFF7E0" />
        <text x="62" y="72" fill="#EE3A62" fontSize="30" fontWeight="900" fontFamily="Arial, sans-serif">
          777
        </text>
        <path d="M88 38h34v46H74c8-8 4-16 10-22 6-6 0-16 4-24Z" fill="url(#hk-scratch-s)" />
        <path d="M94 46l14 0M98 54h18M96 62h12" stroke="#fff" strokeWidth="2" strokeLinecap="round" opacity=".6" />
        <circle cx="34" cy="61" r="5" fill="#5B2BC4" />
        <circle cx="126" cy="61" r="5" fill="#5B2BC4" />
      </g>
      <g>
        <circle cx="132" cy="22" r="11" fill="url(#hk-scratch-g)" />
        <circle cx="132" cy="22" r="7" fill="none" stroke="#C98A1E" strokeWidth="1.5" opacity=".6" />
        <circle cx="22" cy="30" r="8" fill="url(#hk-scratch-g)" />
        <ellipse cx="146" cy="50" rx="6" ry="3" fill="url(#hk-scratch-g)" transform="rotate(-30 146 50)" />
      </g>
      <path d={`${sparkle(110, 16, 6)}${sparkle(40, 14, 4)}${sparkle(150, 82, 4)}`} fill="#fff" />
    </Art>
  );
}

/** The noble crown on its cushion, under a fan of light. */
function NobleArt() {
  return (
    <Art viewBox="0 0 160 100">
      <defs>
        <Gold id="hk-noble-g" />
        <radialGradient id="hk-noble-rays" cx=".5" cy=".55" r=".6">
          <stop offset="0" stopColor="#FFE7A3" stopOpacity=".55" />
          <stop offset="1" stopColor="#FFE7A3" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path
        d="M80 58 40 0h14ZM80 58 70 0h20ZM80 58 106 0h14ZM80 58 136 14v12ZM80 58 24 14v12Z"
        fill="url(#hk-noble-rays)"
      />
      <ellipse cx="80" cy="86" rx="46" ry="11" fill="#B0122E" />
      <ellipse cx="80" cy="82" rx="44" ry="9" fill="#E0335A" />
      <path d="M48 80c12-4 24-5 36-4" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".35" />
      <path d="M50 40 64 56 80 26l16 30 14-16-6 38H56Z" fill="url(#hk-noble-g)" />
      <path
        d="M53 44 64 60l14-28"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity=".6"
        fill="none"
      />
      <rect x="56" y="72" width="48" height="8" rx="3" fill="#C98A1E" />
      <circle cx="50" cy="40" r="4" fill="url(#hk-noble-g)" />
      <circle cx="80" cy="24" r="4.5" fill="url(#hk-noble-g)" />
      <circle cx="110" cy="40" r="4" fill="url(#hk-noble-g)" />
      <path d="M80 52l5 6-5 6-5-6Z" fill="#EE3A62" />
      <circle cx="66" cy="64" r="3" fill="#55C8F5" />
      <circle cx="94" cy="64" r="3" fill="#55C8F5" />
      <path d={`${sparkle(28, 30, 5)}${sparkle(134, 56, 4)}${sparkle(124, 20, 3)}`} fill="#FFE7A3" />
    </Art>
  );
}

/** The winners' podium with the trophy on top and streamers. */
function RankArt() {
  return (
    <Art viewBox="0 0 160 100">
      <defs>
        <Gold id="hk-rank-g" />
        <Glow id="hk-rank-glow" />
        <linearGradient id="hk-rank-step" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#D9CCFF" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="36" r="46" fill="url(#hk-rank-glow)" />
      <rect x="58" y="62" width="44" height="38" rx="3" fill="url(#hk-rank-step)" />
      <rect x="22" y="74" width="38" height="26" rx="3" fill="url(#hk-rank-step)" opacity=".85" />
      <rect x="100" y="80" width="38" height="20" rx="3" fill="url(#hk-rank-step)" opacity=".75" />
      <path d="M100 62h2v38h-2Z" fill="#5B2BC4" opacity=".25" />
      <text
        x="80"
        y="88"
        fill="#7C4DEB"
        fontSize="18"
        fontWeight="900"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
      >
        1
      </text>
      <path d="M66 16h28v8c0 12-6 20-14 20s-14-8-14-20Z" fill="url(#hk-rank-g)" />
      <path d="M66 20h-6c0 8 4 12 8 12M94 20h6c0 8-4 12-8 12" stroke="#F6C453" strokeWidth="3" fill="none" />
      <path d="M76 44h8v8h-8Z" fill="#C98A1E" />
      <rect x="68" y="52" width="24" height="8" rx="2" fill="url(#hk-rank-g)" />
      <path d="M71 20v6c0 6 3 11 6 13" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".6" fill="none" />
      <g fill="#FF7A9C">
        <rect x="26" y="30" width="8" height="4" rx="1" transform="rotate(-30 30 32)" />
        <rect x="128" y="42" width="8" height="4" rx="1" transform="rotate(35 132 44)" />
      </g>
      <g fill="#FFE7A3">
        <rect x="120" y="18" width="8" height="4" rx="1" transform="rotate(20 124 20)" />
        <rect x="36" y="54" width="8" height="4" rx="1" transform="rotate(-15 40 56)" />
      </g>
      <path d={`${sparkle(108, 10, 5)}${sparkle(48, 14, 4)}`} fill="#fff" />
    </Art>
  );
}

/** The week's gift star: a big gold star holding a present, with its little stars around. */
function GiftStarArt() {
  return (
    <Art viewBox="0 0 160 100">
      <defs>
        <Gold id="hk-star-g" />
        <Glow id="hk-star-glow" />
      </defs>
      <circle cx="84" cy="46" r="46" fill="url(#hk-star-glow)" />
      <path
        d="M80 8l11 22 24 3.5-17.5 17 4 24L80 63 58.5 74.5l4-24L45 33.5 69 30Z"
        fill="url(#hk-star-g)"
        transform="translate(6 0) rotate(-8 80 45)"
      />
      <path
        d="M72 26l6-12 4 8"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity=".7"
        fill="none"
        transform="translate(6 0) rotate(-8 80 45)"
      />
      <rect x="94" y="66" width="30" height="24" rx="3" fill="#EE3A62" />
      <rect x="92" y="62" width="34" height="8" rx="2" fill="#FF5A7A" />
      <path d="M107 62h4v28h-4Z" fill="#FFE7A3" />
      <path d="M109 62c-5-8-13-8-12-3 1 4 7 3 12 3Zm0 0c5-8 13-8 12-3-1 4-7 3-12 3Z" fill="#FFE7A3" />
      <path d={`${sparkle(28, 24, 6)}${sparkle(132, 20, 5)}${sparkle(40, 76, 4)}${sparkle(140, 50, 3)}`} fill="#fff" />
    </Art>
  );
}

/** Charm: a glossy heart wearing a little crown, petals drifting. */
function CharmArt() {
  return (
    <Art viewBox="0 0 160 100">
      <defs>
        <Gold id="hk-charm-g" />
        <Glow id="hk-charm-glow" />
        <linearGradient id="hk-charm-h" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFB3C6" />
          <stop offset=".5" stopColor="#FF5A85" />
          <stop offset="1" stopColor="#C81E4B" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="52" r="46" fill="url(#hk-charm-glow)" />
      <path
        d="M80 92C52 74 44 60 44 48c0-11 8-19 18-19 8 0 14 4 18 11 4-7 10-11 18-11 10 0 18 8 18 19 0 12-8 26-36 44Z"
        fill="url(#hk-charm-h)"
      />
      <path d="M54 46c0-6 4-10 9-10" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity=".7" fill="none" />
      <path d="M66 30 70 18l6 8 4-12 4 12 6-8 4 12Z" fill="url(#hk-charm-g)" />
      <circle cx="80" cy="13" r="2.5" fill="#FFE7A3" />
      <g fill="#FF8FAB">
        <path d="M24 30c6-6 12-2 10 4-6 4-10 0-10-4Z" />
        <path d="M132 66c6-4 10 2 6 6-6 2-8-2-6-6Z" />
        <path d="M128 22c4-6 10-2 8 2-4 4-8 2-8-2Z" />
      </g>
      <path d={`${sparkle(118, 40, 5)}${sparkle(34, 66, 4)}${sparkle(142, 86, 3)}`} fill="#fff" />
    </Art>
  );
}

export const KEY_ART: Record<HomeEntry['id'], () => React.JSX.Element> = {
  race: RaceArt,
  christmas: ChristmasArt,
  scratch: ScratchArt,
  noble: NobleArt,
  whole_rank: RankArt,
  gift_star: GiftStarArt,
  charm: CharmArt,
};
