import { useState } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';

const Frame = styled.span<{ $size: number }>`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  & img,
  & svg {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Dot = styled.span`
  position: absolute;
  right: 4%;
  bottom: 4%;
  width: 26%;
  height: 26%;
  border: ${px(2)} solid #fff;
  border-radius: 50%;
  background: #22c55e;
`;

/**
 * A member's round picture for the wallet's rows (agents, the member found, the confirm), decorative: the name
 * is always printed beside it. Written here rather than the design system's Avatar on purpose: the boards' first
 * visit holds Avatar in one file with their rank rows, and a wallet page importing Avatar made the bundler cut that
 * file in two — 0.6 KB more on every board (docs/areas/wallet.md, Size). No image, or one that
 * fails, is the neutral silhouette; images load lazily.
 */
export function MemberPicture({ src, size, online = false }: { src: string; size: number; online?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame $size={size} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <svg viewBox="0 0 48 48" focusable="false">
          <rect width="48" height="48" fill="#EADDD2" />
          <circle cx="24" cy="19.5" r="8.6" fill="#fff" fillOpacity="0.92" />
          <path d="M6.5 50c.6-11 8.2-18.4 17.5-18.4S40.9 39 41.5 50z" fill="#fff" fillOpacity="0.92" />
        </svg>
      )}
      {online && <Dot />}
    </Frame>
  );
}
