import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../px';

/** Props every icon and illustration shares. */
export interface IconProps {
  /** Edge length in design units (375 grid); defaults to 24. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative: hidden from assistive
   * technology (aria-hidden), because the text next to it already says what it is.
   */
  title?: string;
  /** Class name, so `styled(GoldCoinIcon)` and layout tweaks work. */
  className?: string;
}

/** The three metal tones shared by crowns, medals and rank marks. */
export type MetalTone = 'gold' | 'silver' | 'bronze';

/** Gradient stops (light → mid → dark) and the emboss colour of each metal. */
export const METAL_TONES: Record<MetalTone, { light: string; mid: string; dark: string; emboss: string }> = {
  gold: { light: '#FFF0B3', mid: '#F6C453', dark: '#B9801F', emboss: '#FFF7D6' },
  silver: { light: '#FFFFFF', mid: '#C9D1DC', dark: '#7D8898', emboss: '#F4F7FB' },
  bronze: { light: '#F7D2AE', mid: '#C7844B', dark: '#8E5427', emboss: '#FBE3CC' },
};

/**
 * Ids for gradients and clip paths that are unique per icon instance, so two coins
 * on one page never share (and never lose) a gradient. React's ids contain
 * characters that `url(#…)` dislikes, hence the clean-up.
 */
export function useSvgIds(): (name: string) => string {
  const base = `i${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (name: string) => `${base}-${name}`;
}

/** A star polygon as a path (points up), for medals, trophies and point tokens. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const step = Math.PI / points;
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + i * step;
    coords.push(`${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${coords.join('L')}Z`;
}

const Svg = styled.svg<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  vertical-align: middle;
  overflow: visible;
`;

interface SvgIconProps extends IconProps {
  /** Defaults to the 48-unit drawing grid every icon here uses. */
  viewBox?: string;
  children: ReactNode;
}

/** The shared <svg> shell: sizing in design units and the title / aria-hidden rule. */
export function SvgIcon({ size = 24, title, className, viewBox = '0 0 48 48', children }: SvgIconProps) {
  const titleId = `t${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Svg
      $size={size}
      viewBox={viewBox}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      focusable="false"
      role={title ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title && <title id={titleId}>{title}</title>}
      {children}
    </Svg>
  );
}
