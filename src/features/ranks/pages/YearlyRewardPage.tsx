import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { myRankQuery, rankRewardsQuery, type RewardTierWire } from '../api';
import { SkinScope } from '../components/boardSkins';
import { PRIZE_PICTURES } from '../components/boardArt';
import { tierPrizes, tierRanks } from '../components/rewardItems';
import { darkSurface, lightSurface } from '../../../ui/surfaces';
import { tierForRank, type BoardKind } from '../model';

const SCOPE = 'yearly_2023';
const KINDS: readonly BoardKind[] = ['rich', 'charm'];

const Root = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(16)} ${px(12)} ${px(24)};
  background: var(--board-hero);
  ${darkSurface}
`;

const Mine = styled.section`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(8)};
`;

const MineCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  padding: ${px(12)};
  border-radius: ${px(14)};
  background: rgba(255, 255, 255, 0.14);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.25);
  font-size: ${px(12)};
  line-height: 1.4;
`;

const MineRank = styled.strong`
  color: #ffe7a3;
  font-size: ${px(20)};
  font-weight: 800;
`;

const Tiers = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tier = styled.li`
  display: flex;
  gap: ${px(12)};
  align-items: center;
  padding: ${px(14)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  ${lightSurface}
  box-shadow: 0 ${px(4)} ${px(14)} rgba(80, 10, 10, 0.25);
`;

const TierRank = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  min-width: ${px(64)};
  height: ${px(48)};
  padding: 0 ${px(6)};
  border-radius: ${px(12)};
  background: var(--color-goldGradient);
  color: #4a2c00;
  font-size: ${px(14)};
  font-weight: 800;
  text-align: center;
`;

const Items = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${px(3)};
  padding: ${px(2)} ${px(8)} ${px(2)} ${px(3)};
  white-space: nowrap;
  img {
    width: ${px(22)};
    height: ${px(22)};
  }
  border-radius: ${px(999)};
  background: #fff1e6;
  color: var(--color-accentStrong);
  font-size: ${px(12)};
  font-weight: 600;
`;

const MineItems = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    white-space: nowrap;
  }
`;

function MyYear({ kind, tiers }: { kind: BoardKind; tiers: readonly RewardTierWire[] }) {
  const { t, i18n } = useTranslation('ranks');
  const mine = useQuery(myRankQuery(kind, SCOPE));
  const rank = mine.data?.rank ?? null;
  const tier = tierForRank(tiers, rank);
  return (
    <MineCard>
      <span>{t(`kinds.${kind}`)}</span>
      <MineRank>
        {mine.isPending ? '…' : rank === null ? t('rankPages:yearly.unranked') : t('rewards.rank', { rank })}
      </MineRank>
      {tier ? (
        // Each prize whole on its line: a line may break between prizes, never inside one ("頭/像框").
        <MineItems>
          {tierPrizes(tier, t, i18n.resolvedLanguage ?? i18n.language).map((prize) => (
            <li key={prize.kind}>{prize.text}</li>
          ))}
        </MineItems>
      ) : (
        <span>{t('rankPages:yearly.noReward')}</span>
      )}
    </MineCard>
  );
}

/** `/h5/yearly_reward_2023`: the 2023 yearly board's prizes by rank, and what my final ranks won. */
export default function YearlyRewardPage() {
  const { t, i18n } = useTranslation('ranks');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const back = useBackOrClose();
  const rewards = useQuery(rankRewardsQuery(SCOPE));

  return (
    <SkinScope $skin="newYear">
      <Scaffold title={t('titles.yearly_reward_2023')} onBack={back} iosFooter>
        <Root>
          {rewards.isPending ? (
            <div role="status" aria-busy="true" aria-label={t('board.loading')}>
              <Skeleton $height={300} $radius={16} />
            </div>
          ) : rewards.isError ? (
            <ErrorState
              message={serverMessage(rewards.error)}
              onRetry={() => void rewards.refetch()}
              retrying={rewards.isFetching}
            />
          ) : (
            <>
              <Mine aria-label={t('rankPages:yearly.mine')}>
                {KINDS.map((kind) => (
                  <MyYear key={kind} kind={kind} tiers={rewards.data.tiers} />
                ))}
              </Mine>
              <Tiers aria-label={t('rewards.title')}>
                {rewards.data.tiers.map((tier) => (
                  <Tier key={tier.from}>
                    <TierRank>{tierRanks(tier, t)}</TierRank>
                    <Items>
                      {tierPrizes(tier, t, language).map((prize) => (
                        <Item key={prize.kind}>
                          <img src={PRIZE_PICTURES[prize.kind]} alt="" width="22" height="22" decoding="async" />
                          {prize.text}
                        </Item>
                      ))}
                    </Items>
                  </Tier>
                ))}
              </Tiers>
            </>
          )}
        </Root>
      </Scaffold>
    </SkinScope>
  );
}
