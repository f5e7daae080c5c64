import styled from 'styled-components';
import { px } from '../../../ui/px';
import { darkSurface } from '../../../ui/surfaces';

/** The arena's night under the title bar: a red glow from the left, a blue one from the right, gold from above. */
export const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(12)};
  min-width: 0;
  padding: ${px(12)} ${px(12)} calc(${px(24)} + var(--safe-bottom, 0px));
  background:
    radial-gradient(70% 30% at 0% 0%, rgba(255, 45, 85, 0.28) 0%, rgba(255, 45, 85, 0) 100%),
    radial-gradient(70% 30% at 100% 0%, rgba(47, 123, 255, 0.3) 0%, rgba(47, 123, 255, 0) 100%),
    radial-gradient(90% 24% at 50% 0%, rgba(255, 200, 87, 0.16) 0%, rgba(255, 200, 87, 0) 100%),
    linear-gradient(180deg, #1a1038 0%, #120b2a 55%);
  ${darkSurface}
  --focus-ring: #ffe29a;
`;

/** A glass panel with a gold edge. */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  min-width: 0;
  padding: ${px(12)} ${px(12)} ${px(14)};
  border-radius: ${px(18)};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 200, 87, 0.22);
  h2 {
    margin: 0;
    color: #ffe9b8;
    font-size: ${px(15)};
    font-weight: 800;
  }
`;
