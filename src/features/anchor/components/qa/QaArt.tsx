import type { ReactNode } from 'react';

/**
 * The Q&A pages' drawings: inline SVG, decorative (`aria-hidden`), in the warm palette of the pages. Strokes are
 * round-capped and a little uneven, so they read as hand-drawn next to the type.
 */

/** The hero: a big "?" bubble, a small "!" bubble, a lightbulb of an answer, and sparkles. */
export function QaHeroArt() {
  return (
    <svg viewBox="0 0 132 112" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="qa-hero-bubble" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" stopColor="#ffe3ea" />
        </linearGradient>
        <linearGradient id="qa-hero-small" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe7a3" />
          <stop offset="1" stopColor="#f6b73c" />
        </linearGradient>
      </defs>
      {/* Big bubble with its tail. */}
      <path
        d="M22 16c10-6 44-7 56 1 10 6 11 33 2 41-7 6-24 8-34 7l-15 12 3-14c-9-3-15-8-16-16-2-12-4-25 4-31Z"
        fill="url(#qa-hero-bubble)"
        stroke="#9b1f45"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path
        d="M40 30c2-7 9-10 15-9 7 1 11 6 10 12-1 5-5 7-8 9-3 2-4 4-4 7"
        fill="none"
        stroke="#e0335b"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="53" cy="58" r="3.4" fill="#e0335b" />
      {/* Small bubble. */}
      <path
        d="M86 48c6-4 25-4 31 1 5 4 5 18 0 22-3 3-8 4-13 4l2 9-9-8c-6-1-10-3-12-7-3-6-4-17 1-21Z"
        fill="url(#qa-hero-small)"
        stroke="#8a4b00"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M101 54v10" stroke="#8a4b00" strokeWidth="4.4" strokeLinecap="round" />
      <circle cx="101" cy="70" r="2.5" fill="#8a4b00" />
      {/* Lightbulb. */}
      <g transform="translate(92 6)">
        <path
          d="M14 4c7 0 12 5 12 11 0 5-3 7-5 10-1 2-1 3-1 5h-12c0-2 0-3-1-5-2-3-5-5-5-10C2 9 7 4 14 4Z"
          fill="#fff7d6"
          stroke="#8a4b00"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <path d="M9 34h10M10 38h8" stroke="#8a4b00" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M11 20l3 3 3-3" fill="none" stroke="#f6a623" strokeWidth="2" strokeLinecap="round" />
      </g>
      {/* Sparkles. */}
      <path d="M10 70l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" fill="#fff" opacity="0.95" />
      <path d="M80 92l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5Z" fill="#fff" opacity="0.9" />
      <circle cx="124" cy="40" r="2.4" fill="#fff" opacity="0.85" />
      <circle cx="6" cy="40" r="1.8" fill="#fff" opacity="0.8" />
    </svg>
  );
}

type SectionIconKind = 'start' | 'points' | 'rating' | 'rules' | 'tasks' | 'checkin' | 'withdraw' | 'account' | 'other';

const SECTION_ICONS: Record<SectionIconKind, ReactNode> = {
  // A rocket taking off.
  start: (
    <>
      <path d="M16 4c5 3 7 9 6 15l-3 3h-6l-3-3c-1-6 1-12 6-15Z" fill="#fff" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="16" cy="12" r="2.4" fill="currentColor" />
      <path
        d="M10 17l-3 4 4 1M22 17l3 4-4 1"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M14 25c0 2 1 3 2 4 1-1 2-2 2-4" fill="#ffd166" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
  // A stack of coins.
  points: (
    <>
      <ellipse cx="16" cy="21" rx="8" ry="3.4" fill="#ffd166" stroke="currentColor" strokeWidth="1.8" />
      <path d="M8 21v3c0 2 4 3.4 8 3.4s8-1.4 8-3.4v-3" fill="#ffd166" stroke="currentColor" strokeWidth="1.8" />
      <ellipse cx="16" cy="11" rx="8" ry="3.4" fill="#fff3c4" stroke="currentColor" strokeWidth="1.8" />
      <path d="M8 11v4c0 2 4 3.4 8 3.4s8-1.4 8-3.4v-4" fill="#fff3c4" stroke="currentColor" strokeWidth="1.8" />
    </>
  ),
  // A star medal on a ribbon.
  rating: (
    <>
      <path
        d="M11 4h4l2 7h-5ZM21 4h-4l-2 7h5Z"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="19" r="8" fill="#ffd166" stroke="currentColor" strokeWidth="1.8" />
      <path d="M16 14.5l1.4 2.9 3.1.4-2.3 2.1.6 3.1-2.8-1.5-2.8 1.5.6-3.1-2.3-2.1 3.1-.4Z" fill="currentColor" />
    </>
  ),
  // A shield with a tick.
  rules: (
    <>
      <path
        d="M16 4l9 3v7c0 7-4 11-9 14-5-3-9-7-9-14V7Z"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M12 15.5l3 3 5-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  // A gift box.
  tasks: (
    <>
      <rect x="6" y="13" width="20" height="14" rx="2.5" fill="#fff" stroke="currentColor" strokeWidth="1.8" />
      <rect x="5" y="9" width="22" height="5" rx="2" fill="#ffd166" stroke="currentColor" strokeWidth="1.8" />
      <path d="M16 9v18" stroke="currentColor" strokeWidth="1.8" />
      <path d="M16 9c-2-4-7-5-7-2s5 2 7 2c2 0 7 1 7-2s-5-2-7 2Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
  // A calendar with a tick.
  checkin: (
    <>
      <rect x="5" y="7" width="22" height="20" rx="3" fill="#fff" stroke="currentColor" strokeWidth="1.8" />
      <path d="M5 12h22" stroke="currentColor" strokeWidth="1.8" />
      <path d="M11 4v5M21 4v5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M11.5 19l3 3 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  // A wallet with a coin.
  withdraw: (
    <>
      <path
        d="M6 10h18a3 3 0 0 1 3 3v11a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V11"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M5 11c0-2 1-4 4-5l11-2v6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <rect x="19" y="15" width="8" height="6" rx="2" fill="#ffd166" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="22" cy="18" r="1.2" fill="currentColor" />
    </>
  ),
  // An ID card.
  account: (
    <>
      <rect x="4" y="7" width="24" height="18" rx="3" fill="#fff" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="11" cy="14" r="3" fill="#ffd166" stroke="currentColor" strokeWidth="1.6" />
      <path d="M6.5 21c1-2.5 2.5-3.5 4.5-3.5s3.5 1 4.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M18 13h6M18 17h6M18 21h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  // A chat bubble.
  other: (
    <>
      <path
        d="M6 8c3-3 17-3 20 0 2 3 2 10 0 13-2 2-7 2-10 2l-6 5 1-5c-3-1-5-2-5-5-1-4-1-8 0-10Z"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="15" r="1.6" fill="currentColor" />
      <circle cx="16" cy="15" r="1.6" fill="currentColor" />
      <circle cx="20" cy="15" r="1.6" fill="currentColor" />
    </>
  ),
};

const isSectionIconKind = (id: string): id is SectionIconKind => id in SECTION_ICONS;

/** A section's icon: known section ids get their own drawing, any other a chat bubble. */
export function SectionIcon({ id }: { id: string }) {
  return (
    <svg viewBox="0 0 32 32" width="100%" height="100%" aria-hidden="true" focusable="false">
      {SECTION_ICONS[isSectionIconKind(id) ? id : 'other']}
    </svg>
  );
}

/** Customer service: a smiling headset with a speech bubble. */
export function ServiceArt() {
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="30" cy="34" r="22" fill="#ffe3ea" />
      <path
        d="M12 34c0-11 8-19 18-19s18 8 18 19"
        fill="none"
        stroke="#9b1f45"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <rect x="8" y="31" width="9" height="14" rx="4" fill="#e0335b" stroke="#9b1f45" strokeWidth="2.4" />
      <rect x="43" y="31" width="9" height="14" rx="4" fill="#e0335b" stroke="#9b1f45" strokeWidth="2.4" />
      <path d="M48 45c0 5-5 8-12 8h-3" fill="none" stroke="#9b1f45" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="31" cy="53" r="3" fill="#ffd166" stroke="#9b1f45" strokeWidth="2" />
      <path d="M24 36c1 3 3 4 6 4s5-1 6-4" fill="none" stroke="#9b1f45" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="25" cy="30" r="1.8" fill="#9b1f45" />
      <circle cx="35" cy="30" r="1.8" fill="#9b1f45" />
      <path
        d="M46 6c5-2 14-2 16 1 2 3 1 8-2 9-2 1-6 1-8 1l-4 3 1-4c-3-1-4-2-4-4 0-3-1-5 1-6Z"
        fill="#fff"
        stroke="#9b1f45"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M50 11h8" stroke="#e0335b" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The withdrawal shortcut: a wallet with coins flying out and the seven sign-in days as dots. */
export function WithdrawArt() {
  return (
    <svg viewBox="0 0 84 72" width="100%" height="100%" aria-hidden="true" focusable="false">
      <ellipse cx="42" cy="66" rx="30" ry="4" fill="#000" opacity="0.12" />
      <circle cx="56" cy="14" r="9" fill="#ffd166" stroke="#8a4b00" strokeWidth="2.2" />
      <path d="M53 14h6M56 10.5v7" stroke="#8a4b00" strokeWidth="2" strokeLinecap="round" />
      <circle cx="70" cy="28" r="6.5" fill="#ffe7a3" stroke="#8a4b00" strokeWidth="2" />
      <circle cx="38" cy="10" r="5" fill="#ffe7a3" stroke="#8a4b00" strokeWidth="1.8" />
      <path
        d="M12 28h52a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H18a6 6 0 0 1-6-6Z"
        fill="#ff8a65"
        stroke="#7a1a36"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <path d="M12 30c0-4 3-7 8-8l28-6 3 12" fill="#ffb199" stroke="#7a1a36" strokeWidth="2.6" strokeLinejoin="round" />
      <rect x="52" y="40" width="20" height="12" rx="4" fill="#ffd166" stroke="#7a1a36" strokeWidth="2.4" />
      <circle cx="59" cy="46" r="2.2" fill="#7a1a36" />
      <path d="M20 40h18M20 47h12" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" opacity="0.9" />
    </svg>
  );
}
