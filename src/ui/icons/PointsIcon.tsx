import { SvgIcon, starPath, useSvgIds, type IconProps } from './Icon';

/** Activity points: a rose-coloured token with a star. */
export function PointsIcon(props: IconProps) {
  const id = useSvgIds();
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('face')} x1="0.1" y1="0.05" x2="0.9" y2="0.95">
          <stop offset="0" stopColor="#FFA07A" />
          <stop offset="0.5" stopColor="#FF6A3D" />
          <stop offset="1" stopColor="#D81E55" />
        </linearGradient>
        <linearGradient id={id('star')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFFBEA" />
          <stop offset="1" stopColor="#FFD66B" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="25.6" r="20.4" fill="#A8173F" />
      <circle cx="24" cy="23.4" r="20.4" fill={`url(#${id('face')})`} />
      <circle
        cx="24"
        cy="23.4"
        r="16"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.4"
        strokeWidth="1.2"
        strokeDasharray="2 2.2"
      />
      <path d={starPath(24, 25, 11, 4.8)} fill="#A8173F" fillOpacity="0.45" />
      <path
        d={starPath(24, 24, 11, 4.8)}
        fill={`url(#${id('star')})`}
        stroke="#FFFFFF"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <path
        d="M9.6 18.4a15.6 15.6 0 0 1 9.6-9.8"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.7"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}
