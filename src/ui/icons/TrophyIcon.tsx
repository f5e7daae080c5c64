import { SvgIcon, starPath, useSvgIds, type IconProps } from './Icon';

/** The winner's trophy: rank rewards and "champion" titles. */
export function TrophyIcon(props: IconProps) {
  const id = useSvgIds();
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('cup')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#FFE7A3" />
          <stop offset="0.45" stopColor="#F6C453" />
          <stop offset="1" stopColor="#C98A1C" />
        </linearGradient>
        <linearGradient id={id('base')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#8A4B2A" />
          <stop offset="1" stopColor="#5E2F17" />
        </linearGradient>
      </defs>
      {/* handles */}
      <path
        d="M13 11H7.5c0 7 3.4 11.2 8.6 12.2M35 11h5.5c0 7-3.4 11.2-8.6 12.2"
        fill="none"
        stroke="#D99A2B"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M12 6h24v10c0 8-5.4 13.6-12 13.6S12 24 12 16z" fill={`url(#${id('cup')})`} />
      <rect x="11" y="4.4" width="26" height="3.6" rx="1.8" fill="#FFE7A3" />
      <path d="M21.4 29h5.2l1.2 6h-7.6z" fill="#D99A2B" />
      <rect x="15" y="34.4" width="18" height="3.6" rx="1.2" fill="#F6C453" />
      <rect x="12" y="37.6" width="24" height="7" rx="1.8" fill={`url(#${id('base')})`} />
      <rect x="19" y="39.8" width="10" height="2.6" rx="0.8" fill="#F6C453" fillOpacity="0.85" />
      <path d={starPath(24, 17.4, 6, 2.5)} fill="#FFF7D6" />
      <path
        d="M16 9.4v7.2c0 2.6.8 5 2.2 6.8"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.7"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}
