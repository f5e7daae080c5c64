import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { showToast } from '../../../ui/Toast/toast';
import { isNotEnoughCoins, lotteryKeys, type LotteryState, type Partner } from '../api';
import { restoreCount, type Lottery } from '../useLottery';
import { Panel, PanelTitle, useCostText } from './LotteryParts';

/** The sending's confirm comes with the first send (or an unresolved one found after a reload). */
const WriteConfirm = lazy(() => import('./WriteConfirm').then((module) => ({ default: module.WriteConfirm })));

/** Boxes sent to my CP partner, paid by me: the partner opens them on their phone. A keyed write with its confirm. */
export function GiftPanel({
  game,
  state,
  partner,
  lottery,
}: {
  game: string;
  state: LotteryState;
  partner: Partner;
  lottery: Lottery;
}) {
  const { t } = useTranslation('cpBlindbox');
  const queryClient = useQueryClient();
  const costText = useCostText();
  const send = useWriteIntent<{ count: number }, LotteryState>({
    scope: `lottery:${game}:gift`,
    send: async ({ count }, key, options) => (await import('../writes')).giftBoxes(game, count, key, options),
    restore: restoreCount,
    onDone: (next, { count }) => {
      queryClient.setQueryData(lotteryKeys.state(game), next);
      send.close();
      showToast(t('gift.sent', { count, name: partner.nickname }));
    },
    onRefused: (error) => {
      if (!isNotEnoughCoins(error)) return false;
      send.close();
      lottery.offerRecharge();
      return true;
    },
  });
  const paid = state.bundles.filter((bundle) => !bundle.gift);
  const chosen = paid.find((bundle) => bundle.count === send.intent?.params.count);
  return (
    <Panel aria-labelledby={`gift-${game}`}>
      <PanelTitle id={`gift-${game}`}>{t('gift.title', { name: partner.nickname })}</PanelTitle>
      <p style={{ margin: 0, fontSize: px(13), lineHeight: 1.5, color: 'var(--color-textMuted)' }}>{t('gift.body')}</p>
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${paid.length}, minmax(0, 1fr))`, gap: px(10) }}>
        {paid.map((bundle) => (
          <Button
            key={bundle.count}
            variant="secondary"
            data-gift={bundle.count}
            onClick={() => send.open({ count: bundle.count })}
          >
            {t('gift.send', { count: bundle.count })}
          </Button>
        ))}
      </div>
      {send.intent && (
        <Suspense fallback={null}>
          <WriteConfirm
            write={send}
            title={t('gift.confirmTitle', { name: partner.nickname })}
            body={
              chosen &&
              t('gift.confirmBody', {
                count: chosen.count,
                name: partner.nickname,
                cost: costText(chosen.cost, state.currency),
              })
            }
            confirmText={t('gift.confirm')}
            cancelText={t('lottery:confirm.cancel')}
          />
        </Suspense>
      )}
    </Panel>
  );
}
