import styled from 'styled-components';
import { px } from '../../../ui/px';

/** A frosted panel on the night sky: the tree page's props and its wishes wall. */
export const NightPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(14)} ${px(12)};
  border-radius: ${px(18)};
  background: rgba(255, 255, 255, 0.08);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.14);
`;
