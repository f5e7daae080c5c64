import { ACCENT, ACCENT_STRONG, type ArtProps, GOLD, SECOND, Scene } from './Scene';

/** The event has ended: an hourglass run out, the last confetti falling. Decorative. */
export function ActivityEndedArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <path d="M74 38h52v86H74Z" fill="currentColor" opacity=".08" transform="translate(4 5)" />
      <path d="M80 40h40c0 22-14 30-14 40s14 18 14 40H80c0-22 14-30 14-40S80 62 80 40Z" fill="#fff" opacity=".9" />
      <path d="M82 120c2-14 12-20 18-22 6 2 16 8 18 22Z" fill={ACCENT} />
      <path d="M88 113c3-5 7-8 11-9" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".45" />
      <path d="M76 40h5v80h-5ZM119 40h5v80h-5Z" fill={SECOND} />
      <path d="M119 40h5v80h-5Z" fill="#000" opacity=".15" />
      <rect x="70" y="30" width="60" height="11" rx="5.5" fill={SECOND} />
      <rect x="70" y="119" width="60" height="11" rx="5.5" fill={SECOND} />
      <path d="M75 33h40M75 122h40" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".5" />
      <g fill={ACCENT}>
        <rect x="48" y="58" width="10" height="5" rx="1.5" transform="rotate(-30 53 60)" />
        <rect x="144" y="40" width="10" height="5" rx="1.5" transform="rotate(40 149 42)" />
        <circle cx="150" cy="122" r="3" />
      </g>
      <g fill={GOLD}>
        <rect x="140" y="70" width="9" height="5" rx="1.5" transform="rotate(-20 144 72)" />
        <rect x="52" y="100" width="9" height="5" rx="1.5" transform="rotate(25 56 102)" />
        <circle cx="62" cy="30" r="2.5" />
      </g>
      <path d="M152 56q6 4 2 10t2 10" stroke={ACCENT_STRONG} strokeWidth="2.5" strokeLinecap="round" opacity=".6" />
    </Scene>
  );
}
