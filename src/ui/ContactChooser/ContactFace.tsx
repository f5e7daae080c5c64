import { useState } from 'react';
import styled from 'styled-components';
import { px } from '../px';

const Circle = styled.span<{ $size: number }>`
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  overflow: hidden;
  border-radius: 50%;
  background: linear-gradient(135deg, #c9b8ff, #8b5cf6);
  color: #fff;
  font-size: ${({ $size }) => px(Math.round($size * 0.42))};
  font-weight: 700;
  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A contact's picture in the chooser, decorative (the name is printed beside it): the first letter of
 * the name on a violet disc, the photo over it once it loads. Native lazy loading, not ui/Avatar's
 * observer per image: a list of hundreds of rows stays light, and the chooser's chunk does not pull
 * the rank rows' avatar code apart from theirs (docs/areas/christmas.md, Size).
 */
export function ContactFace({ src, name, size }: { src: string; name: string; size: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <Circle $size={size} aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? ''}
      {src && !broken && <img src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />}
    </Circle>
  );
}
