import { ACCENT, type ArtProps, SECOND, Scene } from './Scene';

const LEFT = 'M66 34H100L94 50 106 64 96 80 108 96 98 112 102 126H66a10 10 0 0 1-10-10V44a10 10 0 0 1 10-10Z';
const RIGHT = 'M100 34H134a10 10 0 0 1 10 10V116a10 10 0 0 1-10 10H102L98 112 108 96 96 80 106 64 94 50Z';

/** Something broke: a page torn in two, bits flying from the tear. Decorative. */
export function ErrorArt(props: ArtProps) {
  return (
    <Scene {...props}>
      <g transform="rotate(-9 56 126)">
        <path d={LEFT} fill="currentColor" opacity=".08" transform="translate(3 4)" />
        <path d={LEFT} fill="#fff" />
        <path d="M56 52V44a10 10 0 0 1 10-10H100L94 50 94.7 52Z" fill={ACCENT} />
        <path
          d="M64 64h22M64 76h16M64 88h24M64 100h14"
          stroke={ACCENT}
          strokeWidth="5"
          strokeLinecap="round"
          opacity=".22"
        />
      </g>
      <g transform="rotate(9 144 126)">
        <path d={RIGHT} fill="currentColor" opacity=".08" transform="translate(3 4)" />
        <path d={RIGHT} fill="#fff" />
        <path d="M94.7 52 94 50 100 34H134a10 10 0 0 1 10 10V52Z" fill={ACCENT} />
        <path d="M134 52H144V44a10 10 0 0 0-10-10" fill="#000" opacity=".12" />
        <path d="M114 64h20M112 88h22M113 100h12" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" opacity=".22" />
      </g>
      <path d="M96 22l6-8 3 9ZM110 30l7-1-2 7Z" fill={SECOND} />
      <path d="M86 26l-4-6 7-1Z" fill={ACCENT} />
    </Scene>
  );
}
