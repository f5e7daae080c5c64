import styled from 'styled-components';
import { CashIcon, GoldCoinIcon } from '../../../../ui/icons';
import { px } from '../../../../ui/px';
import type { Reward } from '../../model';

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  min-width: 0;
  color: #8a3a00;
  font-size: ${px(15)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** A reward as the art and the amount: a gold coin for coins, a banknote for cash. */
export function RewardChip({ reward, text, size = 24 }: { reward: Reward; text: string; size?: number }) {
  return (
    <Chip>
      {reward.kind === 'cash' ? <CashIcon size={size} /> : <GoldCoinIcon size={size} />}
      {text}
    </Chip>
  );
}
