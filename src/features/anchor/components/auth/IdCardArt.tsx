import type { VerificationState } from '../../verification';

/** The shield's colours and mark for each state: a tick to start and once passed, a clock while pending, "!" failed. */
const SHIELDS: Record<VerificationState, { from: string; to: string; mark: 'tick' | 'clock' | 'alert' }> = {
  none: { from: '#FF8A5C', to: '#E8305A', mark: 'tick' },
  pending: { from: '#FFC53D', to: '#E08A00', mark: 'clock' },
  passed: { from: '#3DD598', to: '#12935E', mark: 'tick' },
  failed: { from: '#FF6B6B', to: '#C8283A', mark: 'alert' },
};

/**
 * A hand-drawn identity card with a shield over its corner (decoration: the hero's words say it all). The card's
 * number is only dots: no digits, not even made-up ones, are drawn. Its size is the container's (`svg { width }`).
 */
export function IdCardArt({ state }: { state: VerificationState }) {
  const shield = SHIELDS[state];
  const id = `id-art-${state}`;
  return (
    <svg viewBox="0 0 160 118" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-band`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FFE3EA" />
          <stop offset="1" stopColor="#FFF1DC" />
        </linearGradient>
        <linearGradient id={`${id}-chip`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#FFE7A3" />
          <stop offset="0.5" stopColor="#F6C453" />
          <stop offset="1" stopColor="#B9801F" />
        </linearGradient>
        <linearGradient id={`${id}-shield`} x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor={shield.from} />
          <stop offset="1" stopColor={shield.to} />
        </linearGradient>
      </defs>
      {/* Sparkles */}
      <path d="M14 10l1.6 3.8L19.4 15.4 15.6 17 14 20.8 12.4 17 8.6 15.4 12.4 13.8z" fill="#FFE7A3" />
      <path d="M150 14l1.1 2.6 2.6 1.1-2.6 1.1L150 21.4l-1.1-2.6-2.6-1.1 2.6-1.1z" fill="#FFFFFF" opacity="0.85" />
      <circle cx="6" cy="84" r="2.2" fill="#FFFFFF" opacity="0.7" />
      {/* The card, tilted a little, with a soft shadow */}
      <g transform="rotate(-6 70 60)">
        <rect x="12" y="26" width="120" height="78" rx="11" fill="#5A0F2E" opacity="0.28" />
        <rect x="8" y="20" width="120" height="78" rx="11" fill="#FFFFFF" />
        <path d="M8 31a11 11 0 0 1 11-11h98a11 11 0 0 1 11 11v5H8z" fill={`url(#${id}-band)`} />
        <circle cx="19" cy="28" r="3" fill="#EE3A62" />
        <rect x="26" y="26" width="34" height="4" rx="2" fill="#F3B7C6" />
        <rect x="106" y="24" width="15" height="9" rx="2.5" fill={`url(#${id}-chip)`} />
        <path d="M113.5 24v9M106 28.5h15" stroke="#B9801F" strokeWidth="0.8" opacity="0.6" />
        {/* Photo */}
        <rect x="17" y="43" width="31" height="38" rx="6" fill="#FDEBF0" />
        <circle cx="32.5" cy="57" r="7" fill="#F19BB2" />
        <path d="M20.5 81c1.6-8.6 6.2-12.2 12-12.2s10.4 3.6 12 12.2z" fill="#F19BB2" />
        <path d="M25.4 55.4c1.4-5.6 12.6-6.4 14.2 0-3.4-2.2-10.6-2.2-14.2 0z" fill="#7A3550" />
        {/* Lines of text */}
        <rect x="56" y="45" width="44" height="5" rx="2.5" fill="#E9DDD5" />
        <rect x="56" y="56" width="60" height="5" rx="2.5" fill="#F1E6DF" />
        <rect x="56" y="67" width="34" height="5" rx="2.5" fill="#F1E6DF" />
        {/* The number: dots only */}
        <g fill="#C9B8AD">
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((dot) => (
            <circle key={dot} cx={20 + dot * 6.2 + Math.floor(dot / 4) * 3} cy="89" r="1.7" />
          ))}
        </g>
      </g>
      {/* The shield */}
      <g transform="translate(104 58)">
        <path d="M24 3l19 7v15.5c0 12.6-8.2 22.4-19 26.5C13.2 47.9 5 38.1 5 25.5V10z" fill="#5A0F2E" opacity="0.22" />
        <path d="M22 0l19 7v15.5c0 12.6-8.2 22.4-19 26.5C11.2 44.9 3 35.1 3 22.5V7z" fill={`url(#${id}-shield)`} />
        <path
          d="M22 4.4l15 5.5v12.6c0 10-6.3 18-15 21.7-8.7-3.7-15-11.7-15-21.7V9.9z"
          fill="none"
          stroke="#FFFFFF"
          strokeOpacity="0.55"
          strokeWidth="1.4"
        />
        {shield.mark === 'tick' && (
          <path
            d="M13.5 23.5l6 5.8 10.5-11"
            fill="none"
            stroke="#FFFFFF"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
        {shield.mark === 'clock' && (
          <g fill="none" stroke="#FFFFFF" strokeWidth="3" strokeLinecap="round">
            <circle cx="22" cy="23" r="9.5" />
            <path d="M22 17.5V23l4 2.6" />
          </g>
        )}
        {shield.mark === 'alert' && (
          <g fill="#FFFFFF">
            <rect x="19.8" y="12" width="4.4" height="14" rx="2.2" />
            <circle cx="22" cy="32" r="2.6" />
          </g>
        )}
      </g>
    </svg>
  );
}
