import { ACCENT, type ArtProps, SECOND, Scene } from './Scene';

/** No records yet: a clipboard with empty rows and a clock — the history starts with the first round. Decorative. */
export function NoRecordsArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <rect x="62" y="34" width="76" height="98" rx="10" fill="currentColor" opacity=".08" transform="translate(4 5)" />
      <rect x="62" y="34" width="76" height="98" rx="10" fill={ACCENT} />
      <path d="M128 34a10 10 0 0 1 10 10v78a10 10 0 0 1-10 10h-6V34Z" fill="#000" opacity=".12" />
      <rect x="70" y="46" width="60" height="78" rx="5" fill="#fff" />
      <g fill={ACCENT} opacity=".22">
        <circle cx="80" cy="62" r="4" />
        <circle cx="80" cy="78" r="4" />
        <circle cx="80" cy="94" r="4" />
      </g>
      <path d="M90 62h30M90 78h22M90 94h26" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" opacity=".16" />
      <rect x="84" y="28" width="32" height="14" rx="5" fill={SECOND} />
      <path d="M88 31h20" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity=".5" />
      <circle cx="134" cy="112" r="19" fill={SECOND} />
      <circle cx="134" cy="112" r="13.5" fill="#fff" />
      <path d="M121 103a16 16 0 0 1 8-6" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".6" />
      <path d="M134 104v8h6" stroke={ACCENT} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </Scene>
  );
}
