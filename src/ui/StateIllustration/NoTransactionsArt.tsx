import { ACCENT, type ArtProps, GOLD, GOLD_STRONG, Scene } from './Scene';

const RECEIPT = 'M64 32h62v94l-6.2-5-6.2 5-6.2-5-6.2 5-6.2-5-6.2 5-6.2-5-6.2 5-6.2-5-6.2 5Z';

/** No transactions yet: a blank receipt beside a gold coin. Decorative. */
export function NoTransactionsArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <path d={RECEIPT} fill="currentColor" opacity=".08" transform="translate(4 5)" />
      <path d={RECEIPT} fill="#fff" />
      <rect x="64" y="32" width="62" height="8" fill={ACCENT} />
      <rect x="74" y="50" width="28" height="6" rx="3" fill={ACCENT} opacity=".45" />
      <path
        d="M74 68h24M108 68h8M74 80h20M108 80h8M74 92h26M108 92h8"
        stroke={ACCENT}
        strokeWidth="4.5"
        strokeLinecap="round"
        opacity=".18"
      />
      <path d="M74 104h42" stroke={ACCENT} strokeWidth="2" strokeDasharray="3 4" opacity=".35" />
      <rect x="74" y="110" width="20" height="5" rx="2.5" fill={ACCENT} opacity=".3" />
      <ellipse cx="140" cy="122" rx="20" ry="7" fill={GOLD_STRONG} />
      <ellipse cx="140" cy="118" rx="20" ry="7" fill={GOLD} />
      <circle cx="142" cy="92" r="19" fill={GOLD_STRONG} />
      <circle cx="140" cy="90" r="19" fill={GOLD} />
      <circle cx="140" cy="90" r="12.5" stroke={GOLD_STRONG} strokeWidth="2.5" opacity=".5" />
      <path d="M127 82a15 15 0 0 1 9-7" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".6" />
    </Scene>
  );
}
