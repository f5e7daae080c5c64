import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { px } from '../../../../ui/px';
import type { Milestone, Reward, RewardState } from '../../model';
import { RewardAction } from './RewardAction';
import { ChestArt, TickGlyph } from './TaskArt';

export interface MilestoneBarProps {
  milestones: Milestone[];
  finished: number;
  total: number;
  currency: string;
  ended: boolean;
  claimingId: string | null;
  onClaim: (rewardId: string) => void;
  rewardText: (reward: Reward, currency: string) => string;
  /** Formats an amount of cash (the chest's big number). */
  cash: (amount: number) => string;
}

const Track = styled.div`
  position: relative;
  display: flex;
  justify-content: space-between;
  margin: ${px(26)} ${px(6)} ${px(4)};
`;

const Line = styled.span`
  position: absolute;
  top: 50%;
  left: ${px(12)};
  right: ${px(12)};
  height: ${px(8)};
  margin-top: ${px(-4)};
  overflow: hidden;
  border-radius: ${px(4)};
  background: #f6e2d2;
  box-shadow: inset 0 ${px(1)} ${px(2)} rgba(120, 60, 30, 0.16);

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: linear-gradient(90deg, #ffcf4a 0%, #ff8a1f 70%, #f0453a 100%);
    transition: width var(--motion-fade-in) ease-out;
  }
`;

const Node = styled.span<{ $done: boolean; $prize: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(24)};
  height: ${px(24)};
  border-radius: 50%;
  font-size: ${px(12)};
  font-weight: 900;
  ${({ $done }) =>
    $done
      ? css`
          background: linear-gradient(180deg, #ffd046, #f08a12);
          color: #6b2300;
        `
      : css`
          background: #fff;
          color: #6e625b;
          box-shadow: inset 0 0 0 ${px(2)} #ecd9ca;
        `}
  ${({ $prize }) =>
    $prize &&
    css`
      box-shadow: 0 0 0 ${px(3)} #fff, 0 0 0 ${px(5)} #f6b93b;
    `}
`;

const Flag = styled.span`
  position: absolute;
  bottom: calc(100% + ${px(6)});
  left: 50%;
  padding: ${px(1)} ${px(6)};
  border-radius: ${px(8)};
  background: #a3123a;
  color: #fff;
  font-size: ${px(11)};
  font-weight: 800;
  white-space: nowrap;
  transform: translateX(-50%);

  &::after {
    content: '';
    position: absolute;
    top: 100%;
    left: 50%;
    margin-left: ${px(-4)};
    border: ${px(4)} solid transparent;
    border-top-color: #a3123a;
  }
`;

const Chests = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => Math.max(1, $count)}, minmax(0, 1fr));
  gap: ${px(10)};
  margin: ${px(6)} 0 0;
  padding: 0;
  list-style: none;
`;

const Chest = styled.li<{ $state: RewardState }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  padding: ${px(10)} ${px(8)} ${px(12)};
  border-radius: ${px(16)};
  text-align: center;
  ${({ $state }) =>
    $state === 'claimable'
      ? css`
          background: radial-gradient(120% 80% at 50% 0%, #fff4c8 0%, #ffe3a1 60%, #ffd27a 100%);
          box-shadow: inset 0 0 0 ${px(1.5)} #f6b93b, 0 ${px(6)} ${px(16)} rgba(240, 138, 18, 0.25);
        `
      : $state === 'received'
        ? css`
            background: #f1faf5;
            box-shadow: inset 0 0 0 ${px(1)} #cdebd9;
          `
        : css`
            background: #fbf5f0;
            box-shadow: inset 0 0 0 ${px(1)} #f0e2d7;
          `}

  strong {
    color: #a3123a;
    font-size: ${px(24)};
    font-weight: 900;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
  }

  p {
    margin: 0;
    color: #5f534c;
    font-size: ${px(12)};
    font-weight: 600;
  }
`;

/** v4: the cash milestones as a treasure bar — finished tasks along a track, a chest at each milestone to claim. */
export function MilestoneBar(props: MilestoneBarProps) {
  const { milestones, finished, total, currency, ended, claimingId, onClaim, rewardText, cash } = props;
  const { t } = useTranslation('anchorTasks');
  const steps = Math.max(1, total);
  const fill = steps > 1 ? Math.min(1, Math.max(0, (finished - 1) / (steps - 1))) : finished > 0 ? 1 : 0;
  return (
    <>
      <Track role="img" aria-label={t('milestones.progress', { done: finished, total })}>
        <Line>
          <span style={{ width: `${fill * 100}%` }} />
        </Line>
        {Array.from({ length: steps }, (_, index) => {
          const prize = milestones.find((milestone) => milestone.tasks === index + 1);
          return (
            <Node key={index} $done={index < finished} $prize={Boolean(prize)}>
              {index < finished ? <TickGlyph size={12} /> : index + 1}
              {prize && <Flag>{cash(prize.reward.amount)}</Flag>}
            </Node>
          );
        })}
      </Track>
      <Chests $count={milestones.length}>
        {milestones.map((milestone) => {
          const reward = rewardText(milestone.reward, currency);
          const need = t('milestones.need', { count: milestone.tasks });
          return (
            <Chest key={milestone.reward.id} $state={milestone.reward.state}>
              <ChestArt state={milestone.reward.state} size={60} />
              <strong>{cash(milestone.reward.amount)}</strong>
              <p>{need}</p>
              <RewardAction
                state={milestone.reward.state}
                what={t('reward.of', { task: need, reward })}
                claiming={claimingId === milestone.reward.id}
                onClaim={() => onClaim(milestone.reward.id)}
                ended={ended}
              />
            </Chest>
          );
        })}
      </Chests>
    </>
  );
}
