import styled from 'styled-components';
import { Avatar, type AvatarProps } from '../Avatar/Avatar';
import { px } from '../px';
import { NobleBadge } from './NobleBadge';
import { NOBLE_ART, type NobleRank } from './nobleArt';

export interface NobleAvatarProps extends Omit<AvatarProps, 'frame'> {
  /** The member's tier: the ring in that tier's metal with its badge below — the noble pages' art. */
  rank: NobleRank;
}

const Root = styled.span<{ $size: number; $rank: NobleRank }>`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  padding: ${({ $size }) => px(Math.max(2, $size * 0.07))};
  border-radius: 50%;
  background: ${({ $rank }) => NOBLE_ART[$rank].ring};
  box-shadow: 0 0 ${px(10)} ${({ $rank }) => NOBLE_ART[$rank].glow};
  vertical-align: middle;
`;

const Badge = styled.span<{ $size: number }>`
  position: absolute;
  left: 50%;
  bottom: ${({ $size }) => px(-$size * 0.2)};
  line-height: 0;
  transform: translateX(-50%);
`;

/**
 * A noble's avatar: the picture in a ring of the tier's metal, its badge below. A component of its own (not an
 * Avatar frame) so pages that never show a noble — the boards — do not download the nine tiers' art.
 */
export function NobleAvatar({ rank, size = 44, className, ...avatar }: NobleAvatarProps) {
  const ring = Math.max(2, size * 0.07);
  return (
    <Root $size={size} $rank={rank} className={className} data-noble-avatar={rank}>
      <Avatar {...avatar} size={size - 2 * ring} />
      <Badge $size={size}>
        <NobleBadge rank={rank} size={size * 0.46} />
      </Badge>
    </Root>
  );
}
