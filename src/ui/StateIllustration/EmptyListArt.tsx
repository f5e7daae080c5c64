import { ACCENT, ACCENT_STRONG, type ArtProps, GOLD, SECOND, Scene, sparkle } from './Scene';

/** Nothing here yet: an opened gift box, empty but for a little magic drifting out. Decorative. */
export function EmptyListArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <path d="M60 80 70 67h60l10 13Z" fill={ACCENT_STRONG} />
      <path d="M60 80 70 67h60l10 13Z" fill="#000" opacity=".3" />
      <rect x="63" y="84" width="74" height="52" rx="8" fill={ACCENT} />
      <path d="M118 84h11a8 8 0 0 1 8 8v36a8 8 0 0 1-8 8h-11Z" fill="#000" opacity=".12" />
      <rect x="69" y="94" width="5" height="32" rx="2.5" fill="#fff" opacity=".35" />
      <rect x="57" y="78" width="86" height="13" rx="4.5" fill={ACCENT} />
      <rect x="57" y="78" width="86" height="5" rx="2.5" fill="#fff" opacity=".3" />
      <path d="M93 78h14v58H93Z" fill={SECOND} />
      <path d="M93 78h4v58h-4Z" fill="#fff" opacity=".4" />
      <path d="M104 78h3v58h-3Z" fill="#000" opacity=".12" />
      <circle cx="112" cy="58" r="3" fill={SECOND} />
      <circle cx="124" cy="46" r="2" fill={ACCENT} />
      <path d={sparkle(100, 44, 6)} fill={GOLD} />
      <g transform="rotate(-18 74 56)">
        <rect x="38" y="50" width="74" height="16" rx="6" fill={ACCENT} />
        <rect x="38" y="50" width="74" height="6" rx="3" fill="#fff" opacity=".3" />
        <path d="M68 50h12v16H68Z" fill={SECOND} />
        <path d="M74 50c-6-11-19-13-21-6-2 6 9 8 21 6Zm0 0c6-11 19-13 21-6 2 6-9 8-21 6Z" fill={SECOND} />
        <path d="M58 44c2-2 6-2 10 1" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".6" />
        <circle cx="74" cy="49.5" r="4" fill={SECOND} />
        <circle cx="74" cy="49.5" r="4" fill="#000" opacity=".2" />
      </g>
    </Scene>
  );
}
