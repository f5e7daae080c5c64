import { ACCENT, type ArtProps, SECOND, Scene } from './Scene';

/** Not found: a folded map whose route leads nowhere, under a magnifier asking "?". Decorative. */
export function NotFoundArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <path
        d="M54 48 84 40 116 48 146 40V120L116 128 84 120 54 128Z"
        fill="currentColor"
        opacity=".08"
        transform="translate(3 4)"
      />
      <path d="M54 48 84 40 116 48 146 40V120L116 128 84 120 54 128Z" fill="#fff" />
      <path d="M84 40 116 48V128L84 120Z" fill="#000" opacity=".07" />
      <path
        d="M62 114c10-4 14-18 26-18s14 10 24 4"
        stroke={ACCENT}
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeDasharray="1 8"
      />
      <path d="M64 58l8 8m0-8-8 8" stroke={ACCENT} strokeWidth="3.5" strokeLinecap="round" opacity=".5" />
      <path d="M133 104 147 118" stroke={SECOND} strokeWidth="11" strokeLinecap="round" />
      <path d="M136 110 145 119" stroke="#000" strokeWidth="5" strokeLinecap="round" opacity=".18" />
      <circle cx="118" cy="86" r="22" fill="#fff" opacity=".6" />
      <circle cx="118" cy="86" r="22" stroke={SECOND} strokeWidth="7" />
      <path d="M103 78a16 16 0 0 1 9-9" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" />
      <path d="M112 81a6.5 6.5 0 1 1 9 6c-2 1-3 2.5-3 5" stroke={ACCENT} strokeWidth="4.5" strokeLinecap="round" />
      <circle cx="118" cy="99" r="2.8" fill={ACCENT} />
    </Scene>
  );
}
