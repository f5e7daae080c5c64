import styled from 'styled-components';
import { px } from '../../../ui/px';

/** A section's content on the widgets page: a padded column. */
export const Stack = styled.div`
  display: grid;
  gap: ${px(14)};
  padding: ${px(16)};
`;

/** Widgets side by side, wrapping. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(10)};
`;
