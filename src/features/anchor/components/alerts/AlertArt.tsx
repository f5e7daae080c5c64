import type { ReactNode } from 'react';

/**
 * The alerts' drawings: inline SVG, decorative (`aria-hidden`), warm and friendly rather than alarming. Round caps
 * and slightly uneven outlines keep them hand-drawn. Gradient ids are unique per drawing (one drawing a page).
 */

const INK = '#5a1f3a';

function Sparkles() {
  return (
    <>
      <path d="M20 30l2.4 6 6 2.4-6 2.4-2.4 6-2.4-6-6-2.4 6-2.4Z" fill="#ffd166" />
      <path d="M164 22l1.8 4.4 4.4 1.8-4.4 1.8-1.8 4.4-1.8-4.4-4.4-1.8 4.4-1.8Z" fill="#fff" />
      <circle cx="172" cy="100" r="3.2" fill="#ffd166" />
      <circle cx="12" cy="104" r="2.4" fill="#fff" />
    </>
  );
}

/** Real-person check: a phone whose camera frames a smiling face, scan corners and a friendly tick. */
export function FaceCheckArt() {
  return (
    <svg viewBox="0 0 184 150" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="alert-face-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff6ef" />
          <stop offset="1" stopColor="#ffe0e6" />
        </linearGradient>
      </defs>
      <ellipse cx="92" cy="142" rx="52" ry="6" fill={INK} opacity="0.1" />
      <rect x="54" y="8" width="76" height="132" rx="16" fill="#fff" stroke={INK} strokeWidth="3" />
      <rect x="61" y="20" width="62" height="108" rx="10" fill="url(#alert-face-screen)" />
      <rect x="84" y="12" width="16" height="3.4" rx="1.7" fill={INK} opacity="0.5" />
      {/* The frame the face fits in. */}
      <circle
        cx="92"
        cy="66"
        r="27"
        fill="none"
        stroke="#e0335b"
        strokeWidth="2.6"
        strokeDasharray="6 5"
        strokeLinecap="round"
      />
      {/* Face with a bun. */}
      <circle cx="92" cy="40" r="7" fill="#7a3b2e" />
      <path
        d="M74 66c0-12 8-20 18-20s18 8 18 20c0 11-8 19-18 19s-18-8-18-19Z"
        fill="#ffd9c2"
        stroke={INK}
        strokeWidth="2.4"
      />
      <path d="M74 64c2-10 9-16 18-16s16 6 18 16c-6-4-11-9-13-13-5 6-13 10-23 13Z" fill="#7a3b2e" />
      <circle cx="85" cy="68" r="2" fill={INK} />
      <circle cx="99" cy="68" r="2" fill={INK} />
      <path d="M86 76c3 3 9 3 12 0" fill="none" stroke={INK} strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="80" cy="74" r="2.6" fill="#ff9fb2" opacity="0.8" />
      <circle cx="104" cy="74" r="2.6" fill="#ff9fb2" opacity="0.8" />
      {/* Scan corners. */}
      <path
        d="M66 32v-6h6M118 32v-6h-6M66 104v6h6M118 104v6h-6"
        fill="none"
        stroke="#f6a623"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="72" y="112" width="40" height="8" rx="4" fill="#e0335b" opacity="0.85" />
      {/* Tick badge. */}
      <circle cx="134" cy="104" r="16" fill="#22a06b" stroke="#fff" strokeWidth="3.4" />
      <path
        d="M126 104l6 6 10-11"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* A little heart: members are safe. */}
      <path
        d="M36 70c-5-5-12 1-7 7l7 7 7-7c5-6-2-12-7-7Z"
        fill="#ff7a93"
        stroke={INK}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <Sparkles />
    </svg>
  );
}

/** Real-name check: an ID card with a portrait, a pen and a shield with a tick. */
export function IdCardArt() {
  return (
    <svg viewBox="0 0 184 150" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="alert-id-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#fff0d9" />
        </linearGradient>
        <linearGradient id="alert-id-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb74d" />
          <stop offset="1" stopColor="#f08a24" />
        </linearGradient>
      </defs>
      <ellipse cx="90" cy="140" rx="60" ry="6" fill={INK} opacity="0.1" />
      <g transform="rotate(-6 86 74)">
        <rect x="26" y="34" width="120" height="80" rx="12" fill="url(#alert-id-card)" stroke={INK} strokeWidth="3" />
        <rect x="26" y="34" width="120" height="18" rx="12" fill="#ffd8a8" />
        <path d="M26 48h120" stroke={INK} strokeWidth="2" opacity="0.4" />
        <rect x="38" y="60" width="34" height="40" rx="6" fill="#ffe3d3" stroke={INK} strokeWidth="2.2" />
        <circle cx="55" cy="75" r="7.5" fill="#ffd9c2" stroke={INK} strokeWidth="2" />
        <path d="M44 97c2-7 6-10 11-10s9 3 11 10" fill="#ff9fb2" stroke={INK} strokeWidth="2" />
        <path d="M82 66h44M82 78h36M82 90h44" stroke={INK} strokeWidth="3" strokeLinecap="round" opacity="0.75" />
        <path d="M82 102h22" stroke="#e0335b" strokeWidth="3" strokeLinecap="round" />
      </g>
      {/* Pen. */}
      <g transform="rotate(38 150 40)">
        <rect x="144" y="8" width="12" height="52" rx="3" fill="#7b61ff" stroke={INK} strokeWidth="2.4" />
        <path d="M144 60l6 12 6-12Z" fill="#ffe3c2" stroke={INK} strokeWidth="2.4" strokeLinejoin="round" />
        <rect x="144" y="14" width="12" height="6" fill="#fff" opacity="0.6" />
      </g>
      {/* Shield with a tick. */}
      <path
        d="M140 86l20 7v14c0 14-9 22-20 28-11-6-20-14-20-28V93Z"
        fill="url(#alert-id-shield)"
        stroke={INK}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M131 108l7 7 12-13"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Sparkles />
    </svg>
  );
}

/** Conduct: a shield with a heart, held up by two chat bubbles — a safe, warm room. */
export function ShieldHeartArt() {
  return (
    <svg viewBox="0 0 184 150" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="alert-shield-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5fd3a4" />
          <stop offset="1" stopColor="#1f9d6e" />
        </linearGradient>
      </defs>
      <ellipse cx="92" cy="142" rx="50" ry="6" fill={INK} opacity="0.1" />
      <path
        d="M92 12l42 14v34c0 34-20 58-42 74-22-16-42-40-42-74V26Z"
        fill="url(#alert-shield-fill)"
        stroke={INK}
        strokeWidth="3.2"
        strokeLinejoin="round"
      />
      <path
        d="M92 24l30 10v26c0 26-14 44-30 56"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.45"
      />
      <path
        d="M92 62c-9-12-28-4-20 12 4 8 20 20 20 20s16-12 20-20c8-16-11-24-20-12Z"
        fill="#ff7a93"
        stroke={INK}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M80 66c1-3 4-5 7-4" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      {/* Chat bubbles. */}
      <path
        d="M14 70c4-6 26-6 30 0 3 5 2 14-2 17-3 2-9 2-13 2l-8 6 2-7c-5-1-8-3-9-6-1-4-2-9 0-12Z"
        fill="#fff"
        stroke={INK}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M24 78h14" stroke="#1f9d6e" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M170 54c-4-6-26-6-30 0-3 5-2 14 2 17 3 2 9 2 13 2l8 6-2-7c5-1 8-3 9-6 1-4 2-9 0-12Z"
        fill="#fff"
        stroke={INK}
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M150 62c-2-3-7-1-5 2l5 4 5-4c2-3-3-5-5-2Z" fill="#ff7a93" />
      <Sparkles />
    </svg>
  );
}

/** The small icons of the alerts' lists, 24 units, drawn in `currentColor` on a tinted disc. */
export type AlertIconKind =
  | 'members'
  | 'live'
  | 'law'
  | 'wallet'
  | 'lock'
  | 'light'
  | 'face'
  | 'clock'
  | 'pen'
  | 'idCard'
  | 'trade'
  | 'cheat'
  | 'vulgar'
  | 'minor'
  | 'respect'
  | 'warning'
  | 'revoke'
  | 'ban';

const ICONS: Record<AlertIconKind, ReactNode> = {
  members: (
    <>
      <circle cx="9" cy="9" r="3.2" />
      <circle cx="16.5" cy="10" r="2.6" />
      <path d="M3.5 19c.6-3.4 2.8-5 5.5-5s4.9 1.6 5.5 5M14 15.2c.8-.5 1.6-.7 2.5-.7 2.2 0 3.8 1.3 4.3 4.5" />
    </>
  ),
  live: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="3" />
      <path d="M16 10.5l5-3v9l-5-3" />
      <circle cx="7.5" cy="10.5" r="1.4" />
    </>
  ),
  law: (
    <>
      <path d="M12 4v16M7 20h10M5 7h14" />
      <path d="M5 7l-2.5 6a2.5 2.5 0 0 0 5 0ZM19 7l-2.5 6a2.5 2.5 0 0 0 5 0Z" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 8h15a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h11" />
      <path d="M21 12h-4a2 2 0 0 0 0 4h4" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
    </>
  ),
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v2M12 19v2M3 12h2M19 12h2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M5.6 18.4L7 17M17 7l1.4-1.4" />
    </>
  ),
  face: (
    <>
      <path d="M4 8V6a2 2 0 0 1 2-2h2M16 4h2a2 2 0 0 1 2 2v2M4 16v2a2 2 0 0 0 2 2h2M16 20h2a2 2 0 0 0 2-2v-2" />
      <path d="M9.5 10v.5M14.5 10v.5M9.5 15c1.4 1.2 3.6 1.2 5 0" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  pen: (
    <>
      <path d="M15.5 4.5l4 4L9 19l-5 1 1-5Z" />
      <path d="M13.5 6.5l4 4M4 21h16" />
    </>
  ),
  idCard: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16c.6-1.6 1.6-2.4 3-2.4s2.4.8 3 2.4M14 10h4M14 13.5h3" />
    </>
  ),
  trade: (
    <>
      <circle cx="9" cy="10" r="5" />
      <path d="M9 7.5v5M7.5 9h3" />
      <path d="M15 14l5 5M20 14l-5 5" />
    </>
  ),
  cheat: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <circle cx="9" cy="9" r="1.2" />
      <circle cx="15" cy="15" r="1.2" />
      <circle cx="15" cy="9" r="1.2" />
      <circle cx="9" cy="15" r="1.2" />
    </>
  ),
  vulgar: (
    <>
      <path d="M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6Z" />
      <circle cx="12" cy="12" r="2.6" />
      <path d="M4 20L20 4" />
    </>
  ),
  minor: (
    <>
      <circle cx="12" cy="7" r="3" />
      <path d="M7 21v-5a5 5 0 0 1 10 0v5M10 21v-4h4v4" />
    </>
  ),
  respect: (
    <>
      <path d="M12 20s-7-4.6-7-10a3.8 3.8 0 0 1 7-2.1A3.8 3.8 0 0 1 19 10c0 5.4-7 10-7 10Z" />
    </>
  ),
  warning: (
    <>
      <path d="M12 4l9 16H3Z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </>
  ),
  revoke: (
    <>
      <circle cx="12" cy="12" r="7.5" />
      <path d="M8.5 12h7" />
    </>
  ),
  ban: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M6.5 17.5l11-11" />
    </>
  ),
};

export function AlertIcon({ kind }: { kind: AlertIconKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="100%"
      height="100%"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[kind]}
    </svg>
  );
}
