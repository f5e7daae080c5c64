import { ACCENT, ACCENT_STRONG, type ArtProps, Scene } from './Scene';

const Cloud = () => (
  <>
    <circle cx="70" cy="100" r="22" />
    <circle cx="100" cy="80" r="32" />
    <circle cx="130" cy="98" r="24" />
    <path d="M70 100h60v22H70Z" />
  </>
);

/** No network: a cloud whose signal is cut. Decorative. */
export function OfflineArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <g fill="currentColor" opacity=".08" transform="translate(4 5)">
        <Cloud />
      </g>
      <g fill="#fff">
        <Cloud />
      </g>
      <path
        d="M130 122a24 24 0 0 0 22-16c-6 8-14 11-26 11H70c-7 0-13-2-20-8 3 8 11 13 20 13Z"
        fill="#000"
        opacity=".05"
      />
      <g stroke={ACCENT} strokeWidth="7" strokeLinecap="round">
        <path d="M81 93a27 27 0 0 1 38 0M90 102a14 14 0 0 1 20 0" />
        <path d="M72 84a40 40 0 0 1 56 0" opacity=".35" />
      </g>
      <circle cx="100" cy="112" r="5" fill={ACCENT} />
      <path d="M78 70 124 116" stroke="#fff" strokeWidth="13" strokeLinecap="round" />
      <path d="M78 70 124 116" stroke={ACCENT_STRONG} strokeWidth="6" strokeLinecap="round" />
    </Scene>
  );
}
