import { starPath, SvgIcon, useSvgIds } from '../../../../ui/icons/Icon';
import type { RewardState, TaskKind } from '../../model';

// The new-anchor pages' drawings: a treasure chest overflowing with coins for the hero, chests for the cash
// milestones, gold check-in coins, a red envelope for the seventh day and one glyph per task. All decorative
// (the text beside each says what it is): inline SVG, no image files.

/** A small four-point sparkle. */
function Sparkle({ x, y, r, fill = '#FFF6C9' }: { x: number; y: number; r: number; fill?: string }) {
  return <path d={starPath(x, y, r, r * 0.28, 4)} fill={fill} />;
}

/** A gold coin seen from the side at an angle (an ellipse with an edge), for heaps. */
function HeapCoin({ x, y, id, tilt = 0 }: { x: number; y: number; id: (name: string) => string; tilt?: number }) {
  return (
    <g transform={`rotate(${tilt} ${x} ${y})`}>
      <ellipse cx={x} cy={y + 1.6} rx="7.4" ry="3.6" fill="#A8650B" />
      <ellipse cx={x} cy={y} rx="7.4" ry="3.6" fill={`url(#${id('coin')})`} />
      <ellipse cx={x} cy={y} rx="4.6" ry="2" fill="none" stroke="#B87508" strokeOpacity="0.55" strokeWidth="0.8" />
    </g>
  );
}

/** A coin flying face-on, with its square-holed emblem. */
function FlyingCoin({ x, y, r, id }: { x: number; y: number; r: number; id: (name: string) => string }) {
  return (
    <g>
      <circle cx={x} cy={y + r * 0.12} r={r} fill="#A8650B" />
      <circle cx={x} cy={y} r={r} fill={`url(#${id('coin')})`} />
      <rect
        x={x - r * 0.32}
        y={y - r * 0.32}
        width={r * 0.64}
        height={r * 0.64}
        rx={r * 0.1}
        fill="none"
        stroke="#B87508"
        strokeWidth={r * 0.16}
      />
      <path
        d={`M${x - r * 0.62} ${y - r * 0.2}a${r * 0.66} ${r * 0.66} 0 0 1 ${r * 0.42} ${-r * 0.44}`}
        stroke="#FFFFFF"
        strokeOpacity="0.8"
        strokeWidth={r * 0.16}
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}

function CoinGradient({ id }: { id: (name: string) => string }) {
  return (
    <linearGradient id={id('coin')} x1="0.1" y1="0" x2="0.9" y2="1">
      <stop offset="0" stopColor="#FFF4B8" />
      <stop offset="0.45" stopColor="#FFD24D" />
      <stop offset="1" stopColor="#E89B12" />
    </linearGradient>
  );
}

/** The hero: an open treasure chest spilling gold coins, a red envelope behind it, sparkles and coins in the air. */
export function HeroArt({ size = 150 }: { size?: number }) {
  const id = useSvgIds();
  return (
    <SvgIcon size={size} viewBox="0 0 150 130">
      <defs>
        <CoinGradient id={id} />
        <radialGradient id={id('glow')} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFF3B0" stopOpacity="0.95" />
          <stop offset="0.55" stopColor="#FFD36B" stopOpacity="0.35" />
          <stop offset="1" stopColor="#FFD36B" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id('envelope')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FF5A5F" />
          <stop offset="1" stopColor="#C3132F" />
        </linearGradient>
        <linearGradient id={id('wood')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#C2352B" />
          <stop offset="1" stopColor="#7E1420" />
        </linearGradient>
        <linearGradient id={id('lid')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#E0483A" />
          <stop offset="1" stopColor="#9C1A26" />
        </linearGradient>
        <linearGradient id={id('band')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FFE58A" />
          <stop offset="0.5" stopColor="#F6B93B" />
          <stop offset="1" stopColor="#D98E12" />
        </linearGradient>
        <linearGradient id={id('inside')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFF7D1" />
          <stop offset="1" stopColor="#FFC94D" />
        </linearGradient>
      </defs>
      {/* the glow behind */}
      <circle cx="78" cy="66" r="62" fill={`url(#${id('glow')})`} />
      {/* light rays */}
      <g opacity="0.5" fill="#FFF1B8">
        {[-62, -38, -14, 10, 34, 58].map((angle) => (
          <path key={angle} d="M78 60 L72 4 L84 4 Z" transform={`rotate(${angle} 78 60)`} />
        ))}
      </g>
      {/* the red envelope, tilted behind the chest */}
      <g transform="rotate(-14 34 56)">
        <rect x="14" y="26" width="40" height="54" rx="6" fill={`url(#${id('envelope')})`} />
        <path d="M14 38 Q34 54 54 38 V32 Q54 26 48 26 H20 Q14 26 14 32 Z" fill="#E8273F" />
        <path d="M14 38 Q34 54 54 38" fill="none" stroke="#9E0F26" strokeOpacity="0.5" strokeWidth="1.4" />
        <circle cx="34" cy="47" r="7.5" fill={`url(#${id('band')})`} stroke="#B8720B" strokeWidth="1.2" />
        <path d="M31 44.5 34 48l3-3.5M34 48v4M31.5 49h5" stroke="#8A4B00" strokeWidth="1.3" fill="none" />
      </g>
      {/* the open lid, tipped back */}
      <path d="M44 58 L50 30 Q78 20 106 30 L112 58 Z" fill={`url(#${id('lid')})`} />
      <path d="M50 30 Q78 20 106 30" fill="none" stroke={`url(#${id('band')})`} strokeWidth="4" />
      <path d="M75 24 L72 58 M81 24 L84 58" stroke={`url(#${id('band')})`} strokeWidth="3.4" />
      {/* the glowing inside and the heap of coins */}
      <path d="M42 60 Q78 50 114 60 L112 70 H44 Z" fill={`url(#${id('inside')})`} />
      <HeapCoin x={56} y={60} id={id} tilt={-8} />
      <HeapCoin x={70} y={55} id={id} tilt={6} />
      <HeapCoin x={86} y={54} id={id} tilt={-4} />
      <HeapCoin x={100} y={59} id={id} tilt={10} />
      <HeapCoin x={63} y={50} id={id} tilt={14} />
      <HeapCoin x={79} y={47} id={id} tilt={-10} />
      <HeapCoin x={93} y={50} id={id} />
      <HeapCoin x={78} y={62} id={id} tilt={4} />
      {/* the chest's body */}
      <path d="M40 66 H116 L112 112 Q112 116 108 116 H48 Q44 116 44 112 Z" fill={`url(#${id('wood')})`} />
      <path d="M40 66 H116 V74 H40 Z" fill={`url(#${id('band')})`} />
      <path d="M42 104 H114 L113.4 110 H42.6 Z" fill={`url(#${id('band')})`} />
      <rect x="70" y="66" width="16" height="50" fill={`url(#${id('band')})`} />
      <rect x="71.5" y="80" width="13" height="16" rx="3" fill="#8A4B00" />
      <circle cx="78" cy="86" r="2.4" fill="#FFE58A" />
      <path d="M78 88 v4" stroke="#FFE58A" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M48 78 Q47 94 49 104" stroke="#FFFFFF" strokeOpacity="0.22" strokeWidth="3" strokeLinecap="round" />
      {/* coins in the air and sparkles */}
      <FlyingCoin x={124} y={34} r={8} id={id} />
      <FlyingCoin x={132} y={66} r={5.5} id={id} />
      <FlyingCoin x={22} y={100} r={6.5} id={id} />
      <Sparkle x={112} y={14} r={7} />
      <Sparkle x={46} y={14} r={5} />
      <Sparkle x={138} y={96} r={5} fill="#FFE58A" />
      <Sparkle x={12} y={70} r={4} fill="#FFE58A" />
    </SvgIcon>
  );
}

/** A cash milestone's chest: shut with a padlock (locked), open with coins and rays (claimable), open and empty (received). */
export function ChestArt({ state, size = 56 }: { state: RewardState; size?: number }) {
  const id = useSvgIds();
  const open = state !== 'locked';
  const wood = ['#D8453A', '#8C1524'];
  return (
    <SvgIcon size={size} viewBox="0 0 64 60">
      <defs>
        <CoinGradient id={id} />
        <linearGradient id={id('wood')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={wood[0]} />
          <stop offset="1" stopColor={wood[1]} />
        </linearGradient>
        <linearGradient id={id('band')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FFE58A" />
          <stop offset="0.5" stopColor="#F6B93B" />
          <stop offset="1" stopColor="#C98212" />
        </linearGradient>
        <radialGradient id={id('glow')} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#FFF3B0" />
          <stop offset="1" stopColor="#FFE08A" stopOpacity="0" />
        </radialGradient>
      </defs>
      {state === 'claimable' && (
        <>
          <circle cx="32" cy="28" r="30" fill={`url(#${id('glow')})`} />
          <g fill="#FFE58A" opacity="0.8">
            {[-50, -25, 0, 25, 50].map((angle) => (
              <path key={angle} d="M32 26 L29 0 L35 0 Z" transform={`rotate(${angle} 32 26)`} />
            ))}
          </g>
        </>
      )}
      {open ? (
        <>
          <path d="M12 30 L15 14 Q32 8 49 14 L52 30 Z" fill={`url(#${id('wood')})`} />
          <path d="M15 14 Q32 8 49 14" fill="none" stroke={`url(#${id('band')})`} strokeWidth="2.6" />
          <path d="M10 31 Q32 24 54 31 L53 36 H11 Z" fill={state === 'claimable' ? '#FFF2B8' : '#6E2A22'} />
          {state === 'claimable' && (
            <>
              <ellipse
                cx="22"
                cy="30"
                rx="5"
                ry="2.4"
                fill={`url(#${id('coin')})`}
                stroke="#B87508"
                strokeWidth="0.6"
              />
              <ellipse
                cx="32"
                cy="27"
                rx="5"
                ry="2.4"
                fill={`url(#${id('coin')})`}
                stroke="#B87508"
                strokeWidth="0.6"
              />
              <ellipse
                cx="42"
                cy="30"
                rx="5"
                ry="2.4"
                fill={`url(#${id('coin')})`}
                stroke="#B87508"
                strokeWidth="0.6"
              />
              <ellipse
                cx="27"
                cy="24"
                rx="5"
                ry="2.4"
                fill={`url(#${id('coin')})`}
                stroke="#B87508"
                strokeWidth="0.6"
              />
              <ellipse
                cx="37"
                cy="23"
                rx="5"
                ry="2.4"
                fill={`url(#${id('coin')})`}
                stroke="#B87508"
                strokeWidth="0.6"
              />
            </>
          )}
        </>
      ) : (
        <>
          <path d="M8 34 Q8 18 32 16 Q56 18 56 34 Z" fill={`url(#${id('wood')})`} />
          <path d="M8 34 Q8 18 32 16 Q56 18 56 34" fill="none" stroke={`url(#${id('band')})`} strokeWidth="2.6" />
        </>
      )}
      <path d="M8 34 H56 L54 54 Q54 57 51 57 H13 Q10 57 10 54 Z" fill={`url(#${id('wood')})`} />
      <rect x="8" y="34" width="48" height="5" fill={`url(#${id('band')})`} />
      <rect x="27" y="34" width="10" height="23" fill={`url(#${id('band')})`} />
      {state === 'locked' ? (
        <g>
          <path d="M28.5 40 v-3 a3.5 3.5 0 0 1 7 0 v3" fill="none" stroke="#6B2300" strokeWidth="2" />
          <rect x="27" y="40" width="10" height="8" rx="1.6" fill="#6B2300" />
          <circle cx="32" cy="44" r="1.3" fill="#FFE58A" />
        </g>
      ) : (
        <rect x="28.5" y="41" width="7" height="8" rx="1.6" fill="#8A4B00" />
      )}
      {state === 'received' && (
        <g>
          <circle cx="50" cy="16" r="9" fill="#13895A" stroke="#FFFFFF" strokeWidth="2" />
          <path
            d="M45.6 16.2 48.8 19.2 54.4 13"
            fill="none"
            stroke="#FFFFFF"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
      {state === 'claimable' && (
        <>
          <Sparkle x={56} y={10} r={4.5} fill="#FFFFFF" />
          <Sparkle x={7} y={18} r={3.5} fill="#FFFFFF" />
        </>
      )}
    </SvgIcon>
  );
}

export type CheckInCoinState = 'done' | 'today' | 'later';

/** A day of the check-in: a gold coin ticked (signed), glowing (today, to sign), or pale (later). */
export function CheckInCoin({ state, size = 38 }: { state: CheckInCoinState; size?: number }) {
  const id = useSvgIds();
  const pale = state === 'later';
  return (
    <SvgIcon size={size} viewBox="0 0 48 48">
      <defs>
        <linearGradient id={id('face')} x1="0.15" y1="0.05" x2="0.85" y2="0.95">
          <stop offset="0" stopColor={pale ? '#FFF8EC' : '#FFF2B0'} />
          <stop offset="0.5" stopColor={pale ? '#F6E6CF' : '#FFCF4A'} />
          <stop offset="1" stopColor={pale ? '#E8D2B4' : '#E6960F'} />
        </linearGradient>
      </defs>
      {state === 'today' && <circle cx="24" cy="24" r="23" fill="#FFD36B" fillOpacity="0.45" />}
      <circle cx="24" cy="26" r="19" fill={pale ? '#D9BF9C' : '#A8650B'} />
      <circle cx="24" cy="24" r="19" fill={`url(#${id('face')})`} />
      <circle
        cx="24"
        cy="24"
        r="14.5"
        fill="none"
        stroke={pale ? '#D2B48D' : '#B87508'}
        strokeOpacity="0.6"
        strokeWidth="1.4"
      />
      {state === 'done' ? (
        <path
          d="M16.5 24.5 21.8 29.6 31.6 19"
          fill="none"
          stroke="#8A4B00"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <g fill={pale ? '#CDAE86' : '#B87508'}>
          <rect
            x="18"
            y="18"
            width="12"
            height="12"
            rx="2"
            fill="none"
            stroke={pale ? '#CDAE86' : '#B87508'}
            strokeWidth="2.2"
          />
          <rect x="21.5" y="21.5" width="5" height="5" rx="1" />
        </g>
      )}
      <path
        d="M10.5 19a14.5 14.5 0 0 1 8.6-8.8"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity={pale ? 0.6 : 0.85}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      {state === 'today' && <Sparkle x={40} y={8} r={5} fill="#FFFFFF" />}
    </SvgIcon>
  );
}

/** The seventh day's prize: a red envelope with a gold seal (opened and ticked once signed). */
export function EnvelopeArt({ done, size = 44 }: { done: boolean; size?: number }) {
  const id = useSvgIds();
  return (
    <SvgIcon size={size} viewBox="0 0 48 48">
      <defs>
        <linearGradient id={id('red')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FF5A5F" />
          <stop offset="1" stopColor="#BE1230" />
        </linearGradient>
        <linearGradient id={id('seal')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFF0A8" />
          <stop offset="1" stopColor="#E3A21B" />
        </linearGradient>
      </defs>
      <rect x="9" y="5" width="30" height="40" rx="5" fill={`url(#${id('red')})`} />
      <path d="M9 14 Q24 27 39 14 V10 Q39 5 34 5 H14 Q9 5 9 10 Z" fill="#E32840" />
      <path d="M9 14 Q24 27 39 14" fill="none" stroke="#8E0D22" strokeOpacity="0.45" strokeWidth="1.2" />
      <circle cx="24" cy="21" r="6.5" fill={`url(#${id('seal')})`} stroke="#B8720B" strokeWidth="1" />
      {done ? (
        <path
          d="M20.8 21.2 23.2 23.6 27.4 18.8"
          fill="none"
          stroke="#8A4B00"
          strokeWidth="1.9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M21.4 18.6 24 21.6l2.6-3M24 21.6v3.4M21.8 22.6h4.4" fill="none" stroke="#8A4B00" strokeWidth="1.3" />
      )}
      <Sparkle x={41} y={7} r={4.5} fill="#FFD36B" />
      <Sparkle x={7} y={38} r={3.5} fill="#FFD36B" />
    </SvgIcon>
  );
}

const TASK_TONES: Record<TaskKind, [string, string]> = {
  check_in: ['#FFB443', '#F0701E'],
  replies: ['#FF7AA2', '#E0306A'],
  receptions: ['#A98BFF', '#6C45E0'],
  relatives: ['#FF8A7A', '#E23B4A'],
};

/** Each task's glyph on a coloured disc: a calendar, a chat bubble, a private house with a call, two hearts. */
export function TaskIcon({ kind, muted = false, size = 40 }: { kind: TaskKind; muted?: boolean; size?: number }) {
  const id = useSvgIds();
  const [light, dark] = muted ? ['#E4D9D1', '#BFAFA4'] : TASK_TONES[kind];
  return (
    <SvgIcon size={size} viewBox="0 0 48 48">
      <defs>
        <linearGradient id={id('disc')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${id('disc')})`} />
      <path
        d="M9 17a16 16 0 0 1 9-8"
        stroke="#FFFFFF"
        strokeOpacity="0.5"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      {kind === 'check_in' && (
        <g>
          <rect x="13" y="14" width="22" height="21" rx="4" fill="#FFFFFF" />
          <path d="M13 18a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v3H13Z" fill="#FFE0B8" />
          <path d="M18 11v6M30 11v6" stroke="#FFFFFF" strokeWidth="2.8" strokeLinecap="round" />
          <path
            d="M18.5 28 22.4 31.6 29.6 24.4"
            fill="none"
            stroke={dark}
            strokeWidth="2.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
      {kind === 'replies' && (
        <g>
          <path
            d="M12 16a5 5 0 0 1 5-5h14a5 5 0 0 1 5 5v9a5 5 0 0 1-5 5h-9l-6 5v-5.4A5 5 0 0 1 12 25Z"
            fill="#FFFFFF"
          />
          <path
            d="M24 26.2s-5.2-3-5.2-6.2a2.7 2.7 0 0 1 5.2-1.1 2.7 2.7 0 0 1 5.2 1.1c0 3.2-5.2 6.2-5.2 6.2Z"
            fill={dark}
          />
        </g>
      )}
      {kind === 'receptions' && (
        <g>
          <path d="M11 23 24 12l13 11v13a2 2 0 0 1-2 2H13a2 2 0 0 1-2-2Z" fill="#FFFFFF" />
          <path
            d="M19.5 24.5c.6-.6 1.6-.6 2.1 0l1.2 1.4c.4.5.4 1.2 0 1.7l-.8.8a9 9 0 0 0 3.6 3.6l.8-.8c.5-.4 1.2-.4 1.7 0l1.4 1.2c.6.5.6 1.5 0 2.1l-.9.9c-1 1-2.6 1.1-3.8.4a17 17 0 0 1-6.6-6.6c-.7-1.2-.6-2.8.4-3.8Z"
            fill={dark}
          />
        </g>
      )}
      {kind === 'relatives' && (
        <g>
          <path d="M19 34s-8-4.6-8-9.6a4.2 4.2 0 0 1 8-1.8 4.2 4.2 0 0 1 8 1.8c0 5-8 9.6-8 9.6Z" fill="#FFFFFF" />
          <path
            d="M30 31s-6.5-3.8-6.5-7.8a3.4 3.4 0 0 1 6.5-1.5 3.4 3.4 0 0 1 6.5 1.5c0 4-6.5 7.8-6.5 7.8Z"
            fill="#FFD1DA"
            stroke={dark}
            strokeWidth="1.4"
          />
        </g>
      )}
    </SvgIcon>
  );
}

/** A small padlock, for a locked task or reward. */
export function LockGlyph({ size = 14 }: { size?: number }) {
  return (
    <SvgIcon size={size} viewBox="0 0 16 16">
      <path d="M5 7V5.2a3 3 0 0 1 6 0V7" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="3.5" y="7" width="9" height="7" rx="1.6" fill="currentColor" />
    </SvgIcon>
  );
}

/** A tick, for a finished task or a received reward. */
export function TickGlyph({ size = 14 }: { size?: number }) {
  return (
    <SvgIcon size={size} viewBox="0 0 16 16">
      <path
        d="M3.2 8.4 6.6 11.6 12.8 4.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </SvgIcon>
  );
}
