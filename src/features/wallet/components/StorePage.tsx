import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';

/** The store's page column: warm canvas, blocks spaced as a store lays them out. */
export const StorePage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(20)};
  padding: ${px(12)} ${px(14)} ${px(24)};
  background: linear-gradient(180deg, #fbf3e4 0%, #fffaf2 ${px(320)}, var(--color-canvas) 100%);
`;

/** The bar pinned under the page: the total on the left, the one action on the right. */
export const TotalBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  margin: 0 ${px(-14)} ${px(-24)};
  align-items: center;
  gap: ${px(12)};
  padding: ${px(10)} ${px(14)} calc(${px(10)} + var(--safe-bottom, 0px));
  background: rgba(255, 255, 255, 0.97);
  box-shadow: 0 -${px(4)} ${px(16)} rgba(80, 50, 10, 0.1);
  & > button {
    flex: none;
    min-width: ${px(140)};
  }
`;

/** A line the bar carries above its total (a purchase whose outcome is not known yet), across its whole width. */
export const BarNotice = styled.div`
  flex: 1 0 100%;
`;

export const TotalText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  & strong {
    color: #c2410c;
    font-size: ${px(22)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    line-height: 1.15;
  }
  & span {
    overflow: hidden;
    color: var(--color-textMuted);
    font-size: ${px(12)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The gold call to action of a coin store. */
export const GoldButton = styled(Button)`
  background: linear-gradient(180deg, #ffc53d 0%, #f29b12 100%);
  color: #3b2300;
  box-shadow: 0 ${px(4)} ${px(12)} rgba(242, 155, 18, 0.35);
  &:disabled {
    background: #efe6d6;
    box-shadow: none;
    color: #6b5a40;
    opacity: 1;
  }
`;
