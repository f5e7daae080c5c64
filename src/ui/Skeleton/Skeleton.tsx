import styled, { keyframes } from 'styled-components';
import { px } from '../px';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder block with the size of what is loading, so nothing shifts when it arrives. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $height: number; $radius?: number }>`
  height: ${({ $height }) => px($height)};
  border-radius: ${({ $radius = 12 }) => px($radius)};
  background: linear-gradient(90deg, var(--color-skeleton) 25%, var(--color-skeletonShine) 50%, var(--color-skeleton) 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
