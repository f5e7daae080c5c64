import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { festivalKeys, type FestivalState } from '../api';
import type { FestivalDefinition } from '../definition';
import { type RewardItem, tierFor } from '../model';
import { RewardItems, RewardTile } from './RewardsSection';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(16)};
  border-radius: ${px(20)};
  background:
    radial-gradient(100% 80% at 50% 0%, rgba(255, 211, 107, 0.35) 0%, transparent 70%),
    var(--panel);
  box-shadow: inset 0 0 0 ${px(2)} rgba(255, 211, 107, 0.55);
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${px(18)};
    font-weight: 900;
  }
  & p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Rewards = styled(RewardItems)`
  justify-content: center;
`;

const Done = styled.strong`
  color: #7dffb0;
  font-size: ${px(15)};
`;

/**
 * The results are out: my final place, what it earns and the claim (one keyed write: a double tap or a lost reply
 * claims once; no answer → the outcome is unknown and the check asks with the same key; after a reload the server's
 * claim state says whether it landed, so nothing is kept on the device).
 */
export function ClaimCard({ festival, state }: { festival: FestivalDefinition; state: FestivalState }) {
  const { t } = useTranslation('festivals');
  const queryClient = useQueryClient();
  const claim = useWriteIntent<Record<string, never>, RewardItem[]>({
    scope: `festival:${festival.festival}:claim`,
    send: async (_, key, options) => (await import('../writes')).claimRewards(festival.festival, key, options),
    onDone: (rewards) =>
      queryClient.setQueryData<FestivalState>(festivalKeys.state(festival.festival, state.tab), (old) =>
        old ? { ...old, claim: { state: 'claimed', rewards } } : old,
      ),
  });
  const rank = state.me?.rank ?? null;
  const rewards = state.claim.rewards.length > 0 ? state.claim.rewards : (tierFor(state.tiers, rank)?.rewards ?? []);
  return (
    <Card aria-labelledby="festival-claim">
      <h2 id="festival-claim">{rank ? t('claim.place', { place: rank }) : t('claim.noPlace')}</h2>
      {state.claim.state === 'none' ? (
        <p>{t('claim.none')}</p>
      ) : (
        <>
          <Rewards>
            {rewards.map((item, index) => (
              <RewardTile key={`${item.kind}-${index}`} reward={item} size={48} />
            ))}
          </Rewards>
          {state.claim.state === 'claimed' ? (
            <>
              <Done role="status">{t('claim.claimed')}</Done>
              <p>{t('claim.where')}</p>
            </>
          ) : (
            <>
              <WriteStatus write={claim} />
              {!claim.unknown && (
                <Button block size="large" loading={claim.busy} onClick={() => claim.run({})}>
                  {t('claim.action')}
                </Button>
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}
