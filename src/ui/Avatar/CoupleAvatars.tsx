import styled from 'styled-components';
import { px } from '../px';
import { Avatar, type AvatarFrame } from './Avatar';

export interface CoupleAvatarsProps {
  first: { name: string; avatarSrc?: string };
  second: { name: string; avatarSrc?: string };
  /** Diameter of each avatar in design units; the pair is a little less than twice as wide. */
  size: number;
  frame?: AvatarFrame;
  /** The first partner is live or online: the green dot. */
  online?: boolean;
  /** Load at once (a first-screen seat) instead of when scrolled near. */
  eager?: boolean;
  className?: string;
}

/** How much the two avatars overlap, as a share of one. */
const OVERLAP = 0.16;

const Pair = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  flex: none;
  isolation: isolate;
  & > :last-child {
    margin-left: ${({ $size }) => px(-$size * OVERLAP)};
  }
  /* one crown for the couple, over the middle */
  & > :first-child [data-crown] {
    left: calc(100% - ${({ $size }) => px(($size * OVERLAP) / 2)});
  }
  & > :last-child [data-crown] {
    display: none;
  }
`;

const Heart = styled.svg<{ $size: number }>`
  position: absolute;
  z-index: 1;
  left: 50%;
  bottom: ${({ $size }) => px(-$size * 0.06)};
  width: ${({ $size }) => px($size * 0.44)};
  height: ${({ $size }) => px($size * 0.4)};
  transform: translateX(-50%);
  filter: drop-shadow(0 ${px(1)} ${px(1.5)} rgba(120, 10, 50, 0.35));
`;

/** A couple on a CP board: two equal avatars, side by side, joined by a heart. */
export function CoupleAvatars({ first, second, size, frame = 'none', online, eager, className }: CoupleAvatarsProps) {
  return (
    <Pair $size={size} className={className}>
      <Avatar
        src={first.avatarSrc}
        name={first.name}
        size={size}
        frame={frame}
        online={online}
        decorative
        eager={eager}
      />
      <Heart $size={size} viewBox="0 0 22 20" aria-hidden="true" focusable="false">
        <path
          d="M11 19.2 2.6 11A5.6 5.6 0 0 1 11 3.6a5.6 5.6 0 0 1 8.4 7.4z"
          fill="#ff3d6e"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path
          d="M5.6 6.4a2.6 2.6 0 0 1 2.8-.9"
          stroke="#fff"
          strokeOpacity=".75"
          strokeWidth="1.4"
          strokeLinecap="round"
          fill="none"
        />
      </Heart>
      <Avatar src={second.avatarSrc} name={second.name} size={size} frame={frame} decorative eager={eager} />
    </Pair>
  );
}
