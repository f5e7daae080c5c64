import { METAL_TONES, SvgIcon, useSvgIds, type IconProps, type MetalTone } from './Icon';

export interface CrownIconProps extends IconProps {
  /** Gold for first place and nobles, silver for second, bronze for third. */
  tone?: MetalTone;
}

/** A three-pointed crown with jewels: first places, nobles and VIPs. */
export function CrownIcon({ tone = 'gold', ...props }: CrownIconProps) {
  const id = useSvgIds();
  const metal = METAL_TONES[tone];
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('body')} x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor={metal.light} />
          <stop offset="0.55" stopColor={metal.mid} />
          <stop offset="1" stopColor={metal.dark} />
        </linearGradient>
      </defs>
      <path
        d="M5 15.5 15.4 25 24 9l8.6 16L43 15.5 39 36H9z"
        fill={`url(#${id('body')})`}
        stroke={metal.dark}
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <path
        d="M9 14.6 15.4 21.6 24 12.4"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.6"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="8.4" y="34" width="31.2" height="7" rx="2" fill={metal.dark} />
      <rect x="8.4" y="34" width="31.2" height="2.4" rx="1.2" fill="#FFFFFF" fillOpacity="0.35" />
      <circle cx="5" cy="15.5" r="3" fill={metal.light} stroke={metal.dark} strokeWidth="0.8" />
      <circle cx="24" cy="8.4" r="3.4" fill={metal.light} stroke={metal.dark} strokeWidth="0.8" />
      <circle cx="43" cy="15.5" r="3" fill={metal.light} stroke={metal.dark} strokeWidth="0.8" />
      <path d="M24 25.4l3.4 4-3.4 4-3.4-4z" fill="#EE3A62" stroke="#FFFFFF" strokeOpacity="0.8" strokeWidth="0.8" />
      <circle cx="14.6" cy="30.2" r="1.8" fill="#55C8F5" />
      <circle cx="33.4" cy="30.2" r="1.8" fill="#55C8F5" />
      <circle cx="16" cy="37.6" r="1" fill="#FFFFFF" fillOpacity="0.8" />
      <circle cx="24" cy="37.6" r="1" fill="#FFFFFF" fillOpacity="0.8" />
      <circle cx="32" cy="37.6" r="1" fill="#FFFFFF" fillOpacity="0.8" />
    </SvgIcon>
  );
}
