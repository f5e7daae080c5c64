import styled from 'styled-components';
import { px } from '../../../ui/px';

/** The emblems' colours: a tribe keeps its colour (from its id) wherever it is drawn. */
const HUES = [
  ['#FFD66B', '#FF8A3D'],
  ['#7DE2FF', '#3D7BFF'],
  ['#FF9EC7', '#E0408A'],
  ['#B6F28C', '#2FA36B'],
  ['#C9A7FF', '#7A4DFF'],
  ['#FFB38A', '#E2553D'],
] as const;

const hueOf = (tribeId: string) => {
  let sum = 0;
  for (const char of tribeId) sum += char.charCodeAt(0);
  return HUES[sum % HUES.length]!;
};

const Shield = styled.span<{ $size: number }>`
  position: relative;
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px(Math.round($size * 1.12))};
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  b {
    position: relative;
    margin-top: -8%;
    color: #fff;
    font-size: ${({ $size }) => px(Math.round($size * 0.42))};
    font-weight: 900;
    line-height: 1;
    text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.45);
  }
`;

/** A tribe's banner shield: its colour, its first letter, a gold rim (drawn, so it costs no picture). */
export function TribeEmblem({ tribeId, name, size = 44 }: { tribeId: string; name: string; size?: number }) {
  const [light, dark] = hueOf(tribeId);
  const gradient = `tribe-emblem-${tribeId}-${size}`;
  return (
    <Shield $size={size} aria-hidden="true">
      <svg viewBox="0 0 40 45">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={light} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        </defs>
        <path d="M20 2 37 8v14c0 11-7.5 18.5-17 21C10.5 40.5 3 33 3 22V8Z" fill="#FFE29A" />
        <path d="M20 5 34.2 10v12c0 9.3-6.2 15.6-14.2 17.9C12 37.6 5.8 31.3 5.8 22V10Z" fill={`url(#${gradient})`} />
        <path d="M9 12.5 20 8.6l11 3.9" stroke="#fff" strokeOpacity=".55" strokeWidth="1.6" fill="none" />
      </svg>
      <b>{Array.from(name)[0]}</b>
    </Shield>
  );
}
