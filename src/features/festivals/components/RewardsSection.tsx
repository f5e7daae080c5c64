import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { RewardArt } from '../art/RewardArt';
import type { RewardItem, RewardTier } from '../model';
import { Panel } from './Panel';
import { useRewardText } from './useRewardText';

const Tiers = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tier = styled.li<{ $place: number }>`
  display: grid;
  grid-template-columns: ${px(64)} 1fr;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(10)};
  border-radius: ${px(16)};
  background: ${({ $place }) =>
    $place === 1
      ? 'linear-gradient(100deg, rgba(255, 211, 107, 0.32) 0%, rgba(255, 255, 255, 0.04) 80%)'
      : $place <= 3
        ? 'linear-gradient(100deg, rgba(214, 221, 231, 0.24) 0%, rgba(255, 255, 255, 0.04) 80%)'
        : 'rgba(255, 255, 255, 0.06)'};
`;

const Place = styled.strong<{ $place: number }>`
  display: grid;
  place-items: center;
  height: ${px(44)};
  border-radius: ${px(12)};
  background: ${({ $place }) =>
    $place === 1
      ? 'linear-gradient(135deg, #FFF1B8, #F6C453 55%, #E0A526)'
      : $place <= 3
        ? 'linear-gradient(135deg, #FFFFFF, #D6DDE7 55%, #AEB8C6)'
        : 'rgba(255, 255, 255, 0.14)'};
  color: ${({ $place }) => ($place <= 3 ? '#3A2600' : 'var(--color-text)')};
  font-size: ${px(13)};
  font-weight: 900;
  text-align: center;
  white-space: nowrap;
`;

export const RewardItems = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: ${px(76)};
  color: var(--color-text);
  line-height: 1.25;
  text-align: center;
  & b {
    font-size: ${px(12)};
    font-weight: 700;
  }
  & small {
    color: var(--color-accentStrong);
    font-size: ${px(11)};
    font-weight: 700;
  }
`;

/** One reward: its drawing, its name and, when it is worn for a time, its days under it. */
export function RewardTile({ reward, size = 40 }: { reward: RewardItem; size?: number }) {
  const [name, days] = useRewardText().parts(reward);
  return (
    <Tile>
      <RewardArt kind={reward.kind} size={size} />
      <b>{name}</b>
      {days && <small>{days}</small>}
    </Tile>
  );
}

/** The final board's rewards, tier by tier, each reward drawn with its days (sent when the results are out). */
export function RewardsSection({ tiers, title }: { tiers: readonly RewardTier[]; title?: string }) {
  const { t } = useTranslation('festivals');
  return (
    <Panel title={title ?? t('sections.rewards')}>
      <Tiers>
        {tiers.map((tier) => (
          <Tier key={tier.from} $place={tier.from}>
            <Place $place={tier.from}>
              {tier.from === tier.to
                ? t('rewards.place', { place: tier.from })
                : t('rewards.places', { from: tier.from, to: tier.to })}
            </Place>
            <RewardItems>
              {tier.rewards.map((item, index) => (
                <RewardTile key={`${item.kind}-${index}`} reward={item} />
              ))}
            </RewardItems>
          </Tier>
        ))}
      </Tiers>
    </Panel>
  );
}
