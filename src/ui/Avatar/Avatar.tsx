import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CrownIcon } from '../icons/CrownIcon';
import { DefaultAvatar } from '../icons/DefaultAvatar';
import { LazyImage } from '../LazyImage/LazyImage';
import { px } from '../px';

/** Decorative ring: metal tones for ranks 1–3, violet-and-gold for nobles. */
export type AvatarFrame = 'none' | 'gold' | 'silver' | 'bronze' | 'noble';

export interface AvatarProps {
  /** Image address. Missing, empty or broken shows the neutral DefaultAvatar silhouette. */
  src?: string;
  /** Whose avatar this is: the image's alternative text. */
  name: string;
  /** Outer diameter in design units, ring included (so frames never change the layout); defaults to 44. */
  size?: number;
  /** Ring around the picture; gold and noble also wear a crown. Defaults to 'none'. */
  frame?: AvatarFrame;
  /** Shows the green "online / live now" dot. */
  online?: boolean;
  /**
   * The name is printed right next to the avatar (rank rows, list items): hide the
   * picture from screen readers so the name is not read twice.
   */
  decorative?: boolean;
  /** Load at once rather than when scrolled near (first-screen avatars such as a podium). */
  eager?: boolean;
  /** Class name for layout. */
  className?: string;
}

const RINGS: Record<Exclude<AvatarFrame, 'none'>, string> = {
  gold: 'conic-gradient(from 200deg, #FFF1B8, #F6C453, #B9801F, #FFE7A3, #F6C453, #FFF1B8)',
  silver: 'conic-gradient(from 200deg, #FFFFFF, #C9D1DC, #7D8898, #E6EBF2, #AEB8C6, #FFFFFF)',
  bronze: 'conic-gradient(from 200deg, #F7D2AE, #C7844B, #8E5427, #E9B386, #C7844B, #F7D2AE)',
  noble: 'conic-gradient(from 200deg, #F6C453, #C9A7FF, #8B5CF6, #5B2BC4, #8B5CF6, #FFE7A3, #F6C453)',
};

const GLOWS: Record<Exclude<AvatarFrame, 'none'>, string> = {
  gold: 'rgba(246, 196, 83, 0.55)',
  silver: 'rgba(125, 136, 152, 0.35)',
  bronze: 'rgba(199, 132, 75, 0.4)',
  noble: 'rgba(139, 92, 246, 0.45)',
};

const Root = styled.span<{ $size: number }>`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  vertical-align: middle;
`;

const Ring = styled.span<{ $frame: AvatarFrame; $size: number }>`
  position: absolute;
  inset: 0;
  display: block;
  border-radius: 50%;
  ${({ $frame, $size }) =>
    $frame === 'none'
      ? css`
          background: var(--color-line);
          padding: 0;
        `
      : css`
          /* ring, then a thin white gap, then the picture */
          padding: ${px(Math.max(2, $size * 0.06))};
          background: ${RINGS[$frame]};
          box-shadow: 0 ${px(2)} ${px(8)} ${GLOWS[$frame]};
        `}
`;

const Picture = styled.span<{ $framed: boolean; $size: number }>`
  display: block;
  overflow: hidden;
  border-radius: 50%;
  background: var(--color-surface);
  padding: ${({ $framed, $size }) => ($framed ? px(Math.max(1, $size * 0.025)) : 0)};
`;

const Crown = styled.span<{ $size: number }>`
  position: absolute;
  left: 50%;
  top: ${({ $size }) => px(-$size * 0.3)};
  display: block;
  line-height: 0;
  transform: translateX(-50%) rotate(-6deg);
  filter: drop-shadow(0 ${px(1)} ${px(1.5)} rgba(120, 70, 10, 0.35));
`;

const OnlineDot = styled.span<{ $size: number }>`
  position: absolute;
  right: ${({ $size }) => px($size * 0.02)};
  bottom: ${({ $size }) => px($size * 0.02)};
  width: ${({ $size }) => px(Math.max(8, $size * 0.24))};
  height: ${({ $size }) => px(Math.max(8, $size * 0.24))};
  border: ${({ $size }) => px(Math.max(1.5, $size * 0.04))} solid var(--color-surface);
  border-radius: 50%;
  background: var(--color-success);
`;

/** A round user picture with an optional rank/noble frame and online dot. */
export function Avatar({
  src,
  name,
  size = 44,
  frame = 'none',
  online = false,
  decorative = false,
  eager = false,
  className,
}: AvatarProps) {
  const { t } = useTranslation('ui');
  const framed = frame !== 'none';
  return (
    <Root $size={size} className={className}>
      <Ring $frame={frame} $size={size}>
        <Picture $framed={framed} $size={size}>
          <LazyImage
            src={src ?? ''}
            alt={decorative ? '' : name}
            ratio={1}
            radius="round"
            eager={eager}
            fallback={<DefaultAvatar size={size} />}
          />
        </Picture>
      </Ring>
      {(frame === 'gold' || frame === 'noble') && (
        <Crown $size={size} data-crown="">
          <CrownIcon size={size * 0.42} tone="gold" />
        </Crown>
      )}
      {online && (
        <>
          <OnlineDot $size={size} aria-hidden="true" />
          {!decorative && <VisuallyHidden>{t('avatar.online')}</VisuallyHidden>}
        </>
      )}
    </Root>
  );
}
