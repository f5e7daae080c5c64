import { SvgIcon, useSvgIds, type IconProps } from './Icon';

/** Cash (withdrawable money): a banknote with a ¥ seal. */
export function CashIcon(props: IconProps) {
  const id = useSvgIds();
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('note')} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5EDB9F" />
          <stop offset="0.55" stopColor="#22B36F" />
          <stop offset="1" stopColor="#12824F" />
        </linearGradient>
      </defs>
      {/* a second note peeking out behind */}
      <rect x="7" y="8" width="38" height="25" rx="4" fill="#0F7446" transform="rotate(-8 26 20)" />
      <rect x="3" y="13" width="40" height="26" rx="4" fill={`url(#${id('note')})`} />
      <rect
        x="6.5"
        y="16.5"
        width="33"
        height="19"
        rx="2.4"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.55"
        strokeWidth="1"
      />
      <circle cx="23" cy="26" r="7.6" fill="#FFFFFF" fillOpacity="0.92" />
      <path
        d="M19.8 21.8 23 25.6l3.2-3.8M23 25.6v5.6M20 26.4h6M20 29h6"
        fill="none"
        stroke="#0F7446"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="11" cy="26" r="1.6" fill="#FFFFFF" fillOpacity="0.7" />
      <circle cx="35" cy="26" r="1.6" fill="#FFFFFF" fillOpacity="0.7" />
    </SvgIcon>
  );
}
