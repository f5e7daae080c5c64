import { SvgIcon, useSvgIds, type IconProps } from './Icon';

/** The neutral head-and-shoulders silhouette shown when a user has no avatar (or it fails to load). */
export function DefaultAvatar(props: IconProps) {
  const id = useSvgIds();
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('bg')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#F4EAE2" />
          <stop offset="1" stopColor="#E2D2C5" />
        </linearGradient>
        <clipPath id={id('clip')}>
          <circle cx="24" cy="24" r="24" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id('clip')})`}>
        <rect width="48" height="48" fill={`url(#${id('bg')})`} />
        <circle cx="24" cy="19.5" r="8.6" fill="#FFFFFF" fillOpacity="0.92" />
        <path d="M6.5 50c.6-11 8.2-18.4 17.5-18.4S40.9 39 41.5 50z" fill="#FFFFFF" fillOpacity="0.92" />
      </g>
    </SvgIcon>
  );
}
