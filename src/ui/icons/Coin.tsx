import { SvgIcon, starPath, useSvgIds, type IconProps } from './Icon';

interface CoinArt {
  faceLight: string;
  faceMid: string;
  faceDark: string;
  edgeTop: string;
  edgeBottom: string;
  emblem: string;
  emblemShadow: string;
}

/** One coin drawing in two metals: the gold coin has a square-holed emblem, the silver one a sparkle. */
function Coin({ art, emblem, ...icon }: IconProps & { art: CoinArt; emblem: 'square' | 'sparkle' }) {
  const id = useSvgIds();
  return (
    <SvgIcon {...icon}>
      <defs>
        <linearGradient id={id('face')} x1="0.15" y1="0.05" x2="0.85" y2="0.95">
          <stop offset="0" stopColor={art.faceLight} />
          <stop offset="0.5" stopColor={art.faceMid} />
          <stop offset="1" stopColor={art.faceDark} />
        </linearGradient>
        <linearGradient id={id('edge')} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art.edgeTop} />
          <stop offset="1" stopColor={art.edgeBottom} />
        </linearGradient>
      </defs>
      {/* the coin's thickness, then its face */}
      <circle cx="24" cy="25.6" r="20.4" fill={`url(#${id('edge')})`} />
      <circle cx="24" cy="23.4" r="20.4" fill={`url(#${id('face')})`} />
      <circle cx="24" cy="23.4" r="15.6" fill="none" stroke={art.emblemShadow} strokeOpacity="0.55" strokeWidth="1.6" />
      <circle cx="24" cy="23.9" r="15.6" fill="none" stroke="#FFFFFF" strokeOpacity="0.45" strokeWidth="0.8" />
      {emblem === 'square' ? (
        <>
          <rect x="17.2" y="16.6" width="13.6" height="13.6" rx="2.2" fill={art.emblemShadow} fillOpacity="0.35" />
          <rect
            x="17.2"
            y="16.2"
            width="13.6"
            height="13.6"
            rx="2.2"
            fill="none"
            stroke={art.emblem}
            strokeWidth="2.4"
          />
          <rect x="20.6" y="19.6" width="6.8" height="6.8" rx="1" fill={art.emblemShadow} fillOpacity="0.7" />
        </>
      ) : (
        <>
          <path d={starPath(24, 23.9, 9.4, 2.9, 4)} fill={art.emblemShadow} fillOpacity="0.45" />
          <path d={starPath(24, 23.2, 9.4, 2.9, 4)} fill={art.emblem} />
        </>
      )}
      {/* the shine on the upper left */}
      <path
        d="M9.6 18.4a15.6 15.6 0 0 1 9.6-9.8"
        fill="none"
        stroke="#FFFFFF"
        strokeOpacity="0.75"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

/** The gold coin, the app's paid currency. */
export function GoldCoinIcon(props: IconProps) {
  return (
    <Coin
      {...props}
      emblem="square"
      art={{
        faceLight: '#FFF0B3',
        faceMid: '#F8C64E',
        faceDark: '#E09A1E',
        edgeTop: '#C98A1C',
        edgeBottom: '#8F5A0E',
        emblem: '#FFF3C4',
        emblemShadow: '#A86A0C',
      }}
    />
  );
}

/** The silver coin, the free currency earned from tasks. */
export function SilverCoinIcon(props: IconProps) {
  return (
    <Coin
      {...props}
      emblem="sparkle"
      art={{
        faceLight: '#FFFFFF',
        faceMid: '#D6DDE7',
        faceDark: '#A3AEBE',
        edgeTop: '#98A3B3',
        edgeBottom: '#636E7E',
        emblem: '#FFFFFF',
        emblemShadow: '#6F7B8C',
      }}
    />
  );
}
