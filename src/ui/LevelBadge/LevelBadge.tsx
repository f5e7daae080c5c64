import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { px } from '../px';
import { levelBand, type LevelBandNumber } from './levelBand';

export type LevelBadgeSize = 'small' | 'medium';

export interface LevelBadgeProps {
  /** The user's level; anything outside 1–100 is clamped. */
  level: number;
  /** small (16 units high) next to names in rows, medium (20) on profiles. Defaults to small. */
  size?: LevelBadgeSize;
  /** Class name for layout. */
  className?: string;
}

interface BandLook {
  background: string;
  color: string;
  border: string;
  glyph: 'diamond' | 'star' | 'crown';
}

/**
 * One look per band, a progression green → teal → blue → indigo → violet → pink →
 * orange → red → gold → black-gold with a rainbow rim. Text on every stop of every
 * gradient is at least 4.5:1.
 */
export const LEVEL_BAND_LOOKS: Record<LevelBandNumber, BandLook> = {
  1: {
    background: 'linear-gradient(135deg, #14804a, #0e6b3c)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'diamond',
  },
  2: {
    background: 'linear-gradient(135deg, #0e8078, #0a6460)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'diamond',
  },
  3: {
    background: 'linear-gradient(135deg, #2b6fe0, #1d4fb8)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'diamond',
  },
  4: {
    background: 'linear-gradient(135deg, #4f55d8, #3537a8)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'star',
  },
  5: {
    background: 'linear-gradient(135deg, #7a45e0, #5b2bc4)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'star',
  },
  6: {
    background: 'linear-gradient(135deg, #d12c7f, #a61d63)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'star',
  },
  7: {
    background: 'linear-gradient(135deg, #c2500e, #9a3a06)',
    color: '#FFFFFF',
    border: 'rgba(255,255,255,0.35)',
    glyph: 'star',
  },
  8: {
    background: 'linear-gradient(135deg, #d42a2a, #a5121e)',
    color: '#FFFFFF',
    border: 'rgba(255,214,107,0.7)',
    glyph: 'star',
  },
  9: {
    background: 'linear-gradient(135deg, #ffe08a, #f6c453 50%, #e0a526)',
    color: '#4A2C00',
    border: '#B9801F',
    glyph: 'crown',
  },
  10: {
    background:
      'linear-gradient(135deg, #2a1f14, #0e0a06) padding-box, linear-gradient(90deg, #ff5f6d, #ffc371, #47e891, #4fc3f7, #a66cff, #ff5f6d) border-box',
    color: '#FFD66B',
    border: 'transparent',
    glyph: 'crown',
  },
};

const GLYPHS: Record<BandLook['glyph'], string> = {
  diamond: 'M5 0.6 9.4 5 5 9.4 0.6 5z',
  star: 'M5 0.4 6.3 3.4 9.6 3.7 7.1 5.9 7.8 9.2 5 7.5 2.2 9.2 2.9 5.9 0.4 3.7 3.7 3.4z',
  crown: 'M0.6 2.6 3 5 5 1.2 7 5 9.4 2.6 8.6 8.4H1.4z',
};

const Pill = styled.span<{ $look: BandLook; $size: LevelBadgeSize }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${px(2)};
  height: ${({ $size }) => px($size === 'small' ? 16 : 20)};
  padding: 0 ${({ $size }) => px($size === 'small' ? 5 : 7)} 0 ${({ $size }) => px($size === 'small' ? 3 : 5)};
  border: ${px(1)} solid ${({ $look }) => $look.border};
  border-radius: ${px(999)};
  background: ${({ $look }) => $look.background};
  color: ${({ $look }) => $look.color};
  font-size: ${({ $size }) => px($size === 'small' ? 10 : 12)};
  font-weight: 800;
  font-style: italic;
  line-height: 1;
  letter-spacing: 0.01em;
  white-space: nowrap;
  vertical-align: middle;
  box-shadow: 0 ${px(1)} ${px(3)} rgba(34, 26, 22, 0.18);
`;

const Glyph = styled.svg<{ $size: LevelBadgeSize }>`
  flex: none;
  width: ${({ $size }) => px($size === 'small' ? 9 : 11)};
  height: ${({ $size }) => px($size === 'small' ? 9 : 11)};
`;

/** The user's level, "Lv.36", coloured by its ten-level band. */
export function LevelBadge({ level, size = 'small', className }: LevelBadgeProps) {
  const { t } = useTranslation('ui');
  const { level: shown, band } = levelBand(level);
  const look = LEVEL_BAND_LOOKS[band];
  return (
    <Pill $look={look} $size={size} className={className} data-band={band}>
      <Glyph $size={size} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        <path d={GLYPHS[look.glyph]} fill="currentColor" />
      </Glyph>
      <span aria-hidden="true">{t('levelBadge.short', { level: shown })}</span>
      <VisuallyHidden>{t('levelBadge.label', { level: shown })}</VisuallyHidden>
    </Pill>
  );
}
