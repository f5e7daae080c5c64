import { SvgIcon, useSvgIds, type IconProps } from './Icon';

/** Cash (withdrawable money): a banknote with a star seal (no currency sign: the amount beside it names it). */
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
      {/* a four-point star, not a currency sign: the note stands for cash in whatever currency the amount names */}
      <path d="M23 21.4l1.5 3.1 3.1 1.5-3.1 1.5-1.5 3.1-1.5-3.1-3.1-1.5 3.1-1.5z" fill="#0F7446" />
      <circle cx="11" cy="26" r="1.6" fill="#FFFFFF" fillOpacity="0.7" />
      <circle cx="35" cy="26" r="1.6" fill="#FFFFFF" fillOpacity="0.7" />
    </SvgIcon>
  );
}
