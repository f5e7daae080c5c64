import styled, { css } from 'styled-components';
import type { BoardSkin } from '../boards';
import { BANNERS } from './boardArt';

interface SkinColours {
  /** The header band behind countdown and rewards. */
  hero: string;
  accent: string;
  accentStrong: string;
  canvas: string;
  podiumGlow: string;
  podiumFrom: string;
  podiumTo: string;
}

/** Festival colours: each skin re-sets the design system's variables on the board's subtree. */
const SKINS: Record<BoardSkin, SkinColours> = {
  royal: {
    hero: 'linear-gradient(160deg, #2A1B5C 0%, #5B2BC4 55%, #8B5CF6 100%)',
    accent: '#7C4DEB',
    accentStrong: '#5B2BC4',
    canvas: '#F6F2FF',
    podiumGlow: 'rgba(246, 196, 83, 0.55)',
    podiumFrom: '#F1EAFF',
    podiumTo: '#E2D6FF',
  },
  rose: {
    hero: 'linear-gradient(160deg, #C81E4B 0%, #EE3A62 55%, #FF7A9C 100%)',
    accent: '#E0335A',
    accentStrong: '#C81E4B',
    canvas: '#FFF3F6',
    podiumGlow: 'rgba(255, 214, 224, 0.9)',
    podiumFrom: '#FFEFF3',
    podiumTo: '#FFD9E3',
  },
  gold: {
    hero: 'linear-gradient(160deg, #3A2606 0%, #8A5A12 50%, #C9912A 100%)',
    accent: '#A86F12',
    accentStrong: '#7A4E08',
    canvas: '#FFF8EA',
    podiumGlow: 'rgba(255, 231, 163, 0.95)',
    podiumFrom: '#FFF6DE',
    podiumTo: '#FFE7A8',
  },
  christmas: {
    hero: 'linear-gradient(160deg, #0B3D26 0%, #146B43 55%, #1F8A57 100%)',
    accent: '#C8283A',
    accentStrong: '#A11D2D',
    canvas: '#F2F9F4',
    podiumGlow: 'rgba(255, 236, 179, 0.9)',
    podiumFrom: '#EAF6EE',
    podiumTo: '#D2EDDB',
  },
  valentine: {
    hero: 'linear-gradient(160deg, #B3124A 0%, #E8416F 55%, #FF8FB1 100%)',
    accent: '#E0335A',
    accentStrong: '#B3124A',
    canvas: '#FFF1F5',
    podiumGlow: 'rgba(255, 255, 255, 0.9)',
    podiumFrom: '#FFE6EE',
    podiumTo: '#FFCCDC',
  },
  qixi: {
    hero: 'linear-gradient(160deg, #141A4E 0%, #2F3C9E 55%, #7566E8 100%)',
    accent: '#4A55D6',
    accentStrong: '#2F3C9E',
    canvas: '#F2F3FF',
    podiumGlow: 'rgba(255, 241, 184, 0.85)',
    podiumFrom: '#ECEEFF',
    podiumTo: '#D8DCFF',
  },
  newYear: {
    hero: 'linear-gradient(160deg, #7A0C18 0%, #C41E2E 55%, #E8563A 100%)',
    accent: '#C41E2E',
    accentStrong: '#8E0E1C',
    canvas: '#FFF4EC',
    podiumGlow: 'rgba(255, 231, 163, 0.95)',
    podiumFrom: '#FFEDE0',
    podiumTo: '#FFD8BF',
  },
  star: {
    hero: 'linear-gradient(160deg, #0C2350 0%, #1F5FC9 55%, #4C9BFF 100%)',
    accent: '#2D6FDB',
    accentStrong: '#1F5FC9',
    canvas: '#F0F6FF',
    podiumGlow: 'rgba(255, 241, 184, 0.85)',
    podiumFrom: '#E6F0FF',
    podiumTo: '#CFE2FF',
  },
};

export const skinVariables = (skin: BoardSkin) => {
  const colours = SKINS[skin];
  return css`
    --board-hero: ${colours.hero};
    --board-banner: url('${BANNERS[skin]}');
    --color-accent: ${colours.accent};
    --color-accentStrong: ${colours.accentStrong};
    --color-accentGradient: linear-gradient(135deg, ${colours.accent} 0%, ${colours.accentStrong} 100%);
    --color-canvas: ${colours.canvas};
    --color-podiumGlow: ${colours.podiumGlow};
    --color-podiumFrom: ${colours.podiumFrom};
    --color-podiumTo: ${colours.podiumTo};
    --color-accentSoft: ${colours.podiumFrom};
    --color-highlight: linear-gradient(90deg, ${colours.podiumTo} 0%, ${colours.podiumFrom} 100%);
    --color-skeleton: ${colours.podiumTo};
    --color-skeletonShine: ${colours.podiumFrom};
  `;
};

/**
 * The skin for a whole screen, title bar and page background included (so an error or an empty
 * board sits on the board's own colours to the bottom). `display: contents`: it only carries the
 * variables, which inherit through it; it draws nothing and changes no layout.
 */
export const SkinScope = styled.div<{ $skin: BoardSkin }>`
  display: contents;
  ${({ $skin }) => skinVariables($skin)}
`;
