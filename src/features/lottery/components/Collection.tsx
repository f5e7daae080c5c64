import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { showToast } from '../../../ui/Toast/toast';
import { lotteryKeys, type LotteryState } from '../api';
import { canExchange, collection } from '../model';
import { usePrizeText } from '../usePrizeText';
import { Panel, PanelTitle, RARITY_COLOUR } from './LotteryParts';
import { PrizeArt } from './PrizeArt';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $owned: boolean; $colour: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  min-width: 0;
  padding: ${px(8)} ${px(4)};
  border-radius: ${px(14)};
  background: rgba(0, 0, 0, 0.22);
  box-shadow: inset 0 0 0 ${px(1)} ${({ $owned, $colour }) => ($owned ? $colour : 'rgba(255, 255, 255, 0.12)')};
  font-size: ${px(12)};
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  overflow-wrap: anywhere;
  ${({ $owned }) =>
    !$owned &&
    css`
      svg {
        filter: grayscale(1) brightness(0.6);
        opacity: 0.7;
      }
      color: var(--color-textMuted);
    `}
  .mark {
    position: absolute;
    top: ${px(4)};
    inset-inline-end: ${px(6)};
    color: #9bf0a8;
    font-size: ${px(12)};
  }
`;

const Exchange = styled.button`
  min-height: ${px(28)};
  padding: 0 ${px(8)};
  border: 0;
  border-radius: ${px(14)};
  background: var(--color-accentGradient);
  color: #fff;
  font: inherit;
  font-size: ${px(11)};
  font-weight: 800;
  cursor: pointer;
  &:disabled {
    background: rgba(255, 255, 255, 0.14);
    color: var(--color-textMuted);
    cursor: default;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Fragments = styled.p`
  display: flex;
  align-items: center;
  gap: ${px(6)};
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.45;
  strong {
    color: var(--color-text);
    font-variant-numeric: tabular-nums;
  }
`;

/** The exchange's confirm comes with the first exchange (or an unresolved one found after a reload). */
const WriteConfirm = lazy(() => import('./WriteConfirm').then((module) => ({ default: module.WriteConfirm })));

const restorePrize = (raw: unknown): { prize_id: string } | null => {
  const prizeId = (raw as { prize_id?: unknown } | null)?.prize_id;
  return typeof prizeId === 'string' && prizeId.length > 0 && prizeId.length <= 64 ? { prize_id: prizeId } : null;
};

/**
 * A series' collection: every item, owned ones lit; my bubble fragments (what duplicates became), and a missing item
 * for fragments — a keyed write with its confirm, like every irreversible thing.
 */
export function Collection({ game, state }: { game: string; state: LotteryState }) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const text = usePrizeText();
  const { items, collected } = collection(state.prizes, state.owned);
  const exchange = useWriteIntent<{ prize_id: string }, LotteryState>({
    scope: `lottery:${game}:exchange`,
    send: async ({ prize_id }, key, options) => (await import('../writes')).exchangeItem(game, prize_id, key, options),
    restore: restorePrize,
    onDone: (next, { prize_id }) => {
      queryClient.setQueryData(lotteryKeys.state(game), next);
      exchange.close();
      const prize = next.prizes.find((entry) => entry.prize_id === prize_id);
      if (prize) showToast(t('collection.exchanged', { name: text.name(prize) }));
    },
  });
  const chosen = state.prizes.find((prize) => prize.prize_id === exchange.intent?.params.prize_id);

  return (
    <Panel aria-labelledby={`collection-${game}`} data-collection={collected}>
      <PanelTitle id={`collection-${game}`}>
        {t('collection.title')}
        <span style={{ fontSize: px(13), fontVariantNumeric: 'tabular-nums' }}>
          {t('collection.progress', { collected, total: items.length })}
        </span>
      </PanelTitle>
      <Grid>
        {items.map(({ prize, count }) => (
          <Item key={prize.prize_id} $owned={count > 0} $colour={RARITY_COLOUR[prize.rarity]} data-owned={count > 0}>
            {count > 0 && (
              <span className="mark" role="img" aria-label={t('collection.owned')}>
                ✓
              </span>
            )}
            <PrizeArt item={prize.item} kind={prize.kind} size={44} />
            <span id={`item-${game}-${prize.prize_id}`}>{text.name(prize)}</span>
            {count === 0 && state.exchange_price > 0 && (
              <Exchange
                type="button"
                disabled={!canExchange(state.fragments, state.exchange_price, count)}
                aria-describedby={`item-${game}-${prize.prize_id}`}
                data-exchange={prize.prize_id}
                onClick={() => exchange.open({ prize_id: prize.prize_id })}
              >
                {t('collection.exchange', { amount: text.amount(state.exchange_price) })}
              </Exchange>
            )}
          </Item>
        ))}
      </Grid>
      <Fragments>
        <PrizeArt item="bubble_fragment" kind="fragments" size={28} />
        <span>
          <strong>{t('collection.fragments', { amount: text.amount(state.fragments) })}</strong>
          {state.exchange_price > 0 &&
            ` · ${t('collection.fragmentsUse', { amount: text.amount(state.exchange_price) })}`}
        </span>
      </Fragments>
      {exchange.intent && (
        <Suspense fallback={null}>
          <WriteConfirm
            write={exchange}
            title={t('collection.confirmTitle')}
            body={
              chosen &&
              t('collection.confirmBody', { name: text.name(chosen), amount: text.amount(state.exchange_price) })
            }
            confirmText={t('collection.confirm')}
            cancelText={t('confirm.cancel')}
          />
        </Suspense>
      )}
    </Panel>
  );
}
