import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { px } from '../../../ui/px';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { LotteryOdds, LotteryState } from '../api';
import { percentOf, RECORDS_MAX } from '../model';
import { usePrizeText } from '../usePrizeText';
import { useCostText } from './LotteryParts';

const Heading = styled.h3`
  margin: ${px(14)} 0 ${px(8)};
  font-size: ${px(15)};
  &:first-child {
    margin-top: 0;
  }
`;

/**
 * A game's rules, written from what the server runs (its bundles, prices, odds, guarantee and ways to earn tickets)
 * and the rules every draw follows, in the app's language; `extra` are the game's own lines.
 */
export function RulesSheet({
  open,
  onClose,
  state,
  odds,
  drawLabel,
  extra = [],
}: {
  open: boolean;
  onClose: () => void;
  state: LotteryState;
  odds: LotteryOdds | undefined;
  drawLabel: (count: number) => string;
  extra?: string[];
}) {
  const { t } = useTranslation('lottery');
  // The rules' own words come with the sheet (they are not in the game's first visit).
  const { t: r, ready } = useTranslation('lotteryRules');
  const text = usePrizeText();
  const costText = useCostText();
  const byId = new Map(odds?.odds.map((entry) => [entry.prize_id, entry.ppm]));

  const play = [
    ...extra,
    r('bundles', {
      list: state.bundles
        .map((bundle) => r('line', { label: drawLabel(bundle.count), value: costText(bundle.cost, state.currency) }))
        .join(r('separator')),
    }),
    r('server'),
    r('balance'),
    r('delivery'),
    r('records', { count: RECORDS_MAX }),
    r('minors'),
  ];
  const tickets = [
    ...state.earn.map((way) =>
      r(`earn.${way.task}`, { tickets: text.amount(way.tickets), coins: text.amount(way.coins) }),
    ),
    ...(state.ticket_price > 0 ? [r('ticketPrice', { amount: text.amount(state.ticket_price) })] : []),
  ];
  const oddsLines = odds
    ? state.prizes.map((prize) =>
        r('line', { label: text.describe(prize), value: percentOf(byId.get(prize.prize_id) ?? 0) }),
      )
    : [t('odds.failed')];

  return (
    <BottomSheet open={open} title={t('links.rules')} onClose={onClose}>
      {!ready && <Skeleton $height={320} $radius={12} />}
      {ready && (
        <>
          <Heading>{r('how')}</Heading>
          <RuleList rules={play} />
          {state.currency === 'tickets' && tickets.length > 0 && (
            <>
              <Heading>{r('tickets')}</Heading>
              <RuleList rules={tickets} />
            </>
          )}
          <Heading>{t('odds.title')}</Heading>
          <RuleList rules={oddsLines} />
          {odds?.guarantee && (
            <>
              <Heading>{r('guaranteeTitle')}</Heading>
              <RuleList
                rules={[
                  r(`guarantee.${odds.guarantee.rarity}`, { within: odds.guarantee.within }),
                  r('pity', { count: state.pity }),
                ]}
              />
            </>
          )}
        </>
      )}
    </BottomSheet>
  );
}
