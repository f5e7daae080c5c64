import styled, { keyframes } from 'styled-components';
import { px } from '../px';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small circular spinner in the current text colour. Decorative: the caller labels the busy state. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 16 }) => px($size)};
  height: ${({ $size = 16 }) => px($size)};
  border: ${px(2)} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;
