import styled, { css } from 'styled-components';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only: the spoken form of a visual shorthand ("99+", "Lv.36", a coin icon). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
