import { METAL_TONES, SvgIcon, starPath, useSvgIds, type IconProps, type MetalTone } from './Icon';

export interface MedalIconProps extends IconProps {
  /** Metal of the disc; defaults to gold. */
  tone?: MetalTone;
}

/** A medal on a rose ribbon: worn achievements and event badges. */
export function MedalIcon({ tone = 'gold', ...props }: MedalIconProps) {
  const id = useSvgIds();
  const metal = METAL_TONES[tone];
  return (
    <SvgIcon {...props}>
      <defs>
        <linearGradient id={id('disc')} x1="0.15" y1="0.05" x2="0.85" y2="0.95">
          <stop offset="0" stopColor={metal.light} />
          <stop offset="0.5" stopColor={metal.mid} />
          <stop offset="1" stopColor={metal.dark} />
        </linearGradient>
      </defs>
      <path d="M11 3h9l8 18h-9z" fill="#FF6A3D" />
      <path d="M37 3h-9l-8 18h9z" fill="#C81E4B" />
      <path d="M15.5 3h2l8 18h-2z" fill="#FFFFFF" fillOpacity="0.45" />
      <circle cx="24" cy="32.4" r="13" fill={metal.dark} />
      <circle cx="24" cy="31.2" r="13" fill={`url(#${id('disc')})`} />
      <circle cx="24" cy="31.2" r="9.4" fill="none" stroke={metal.dark} strokeOpacity="0.5" strokeWidth="1.2" />
      <path d={starPath(24, 32, 6.4, 2.7)} fill={metal.dark} fillOpacity="0.45" />
      <path d={starPath(24, 31.2, 6.4, 2.7)} fill={metal.emboss} />
      <path
        d="M14.4 27.6a10.2 10.2 0 0 1 5-5.4"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.75"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}
