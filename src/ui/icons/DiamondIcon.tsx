import { SvgIcon, starPath, useSvgIds, type IconProps } from './Icon';

/** The diamond: what hosts receive from gifts. */
export function DiamondIcon(props: IconProps) {
  const id = useSvgIds();
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('gem')} x1="0.1" y1="0" x2="0.9" y2="1">
          <stop offset="0" stopColor="#C9F4FF" />
          <stop offset="0.45" stopColor="#55C8F5" />
          <stop offset="1" stopColor="#2A63D8" />
        </linearGradient>
      </defs>
      <path d="M13 9h22l10 12-21 21L3 21z" fill={`url(#${id('gem')})`} />
      {/* facets: the table, the crown and the pavilion */}
      <path d="M13 9h22l-5 12H18z" fill="#FFFFFF" fillOpacity="0.35" />
      <path d="M3 21l10-12 5 12z" fill="#FFFFFF" fillOpacity="0.55" />
      <path d="M45 21L35 9l-5 12z" fill="#1F4FB8" fillOpacity="0.25" />
      <path d="M3 21h15l6 21z" fill="#FFFFFF" fillOpacity="0.2" />
      <path d="M45 21H30l-6 21z" fill="#1A3F9C" fillOpacity="0.35" />
      <path
        d="M13 9h22l10 12-21 21L3 21z"
        fill="none"
        stroke="#1E4AA8"
        strokeOpacity="0.35"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path
        d="M3 21h42M18 21l6 21 6-21M13 9l5 12 6-12 6 12 5-12"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.6"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <path d={starPath(40, 7, 4.5, 1.2, 4)} fill="#FFFFFF" />
    </SvgIcon>
  );
}
