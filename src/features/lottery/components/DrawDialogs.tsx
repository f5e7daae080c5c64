import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { focusRing } from '../../../ui/interaction';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import type { LotteryOdds, LotteryState } from '../api';
import { guaranteeLeft } from '../model';
import type { Lottery } from '../useLottery';
import { usePrizeText } from '../usePrizeText';
import { useCostText } from './LotteryParts';

const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.55;
  text-align: start;
`;

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(8)};
  justify-content: center;
`;

const CountButton = styled.button<{ $on: boolean }>`
  min-width: ${px(64)};
  min-height: ${px(44)};
  padding: 0 ${px(12)};
  border: 0;
  border-radius: ${px(22)};
  background: ${({ $on }) => ($on ? 'var(--color-accentGradient)' : 'rgba(127, 127, 127, 0.18)')};
  color: ${({ $on }) => ($on ? '#fff' : 'var(--color-text)')};
  font: inherit;
  font-size: ${px(15)};
  font-weight: 800;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** Ticket counts offered when buying (and the shortfall of the draw that needed them). */
const TICKET_COUNTS = [1, 10, 50] as const;

/**
 * The draw's confirm (its key was made when it opened), the ticket purchase's, and either one's unknown outcome on the
 * page once its confirm is closed — the same for every game.
 */
export function DrawDialogs({
  lottery,
  state,
  odds,
  drawLabel,
}: {
  lottery: Lottery;
  state: LotteryState;
  odds: LotteryOdds | undefined;
  drawLabel: (count: number, gift?: boolean) => string;
}) {
  const { t } = useTranslation('lottery');
  // The dialogs' own words come with them (they are not in the game's first visit).
  const { t: d, ready } = useTranslation('lotteryDialogs');
  const { amount } = usePrizeText();
  const costText = useCostText();
  const { draw, tickets } = lottery;
  const drawCount = draw.intent?.params.count ?? 0;
  const gift = draw.intent?.params.gift ?? false;
  const bundle = state.bundles.find((entry) => entry.count === drawCount && Boolean(entry.gift) === gift);
  const ticketCount = tickets.intent?.params.count ?? 0;
  const counts = [...new Set([...TICKET_COUNTS, ticketCount].filter((count) => count > 0))].sort((a, b) => a - b);
  const guarantee = odds?.guarantee;
  if (!ready) return null;

  return (
    <>
      {draw.unknown && !draw.intent?.open && <UnknownOutcome checking={draw.busy} onCheck={draw.submit} />}
      {tickets.unknown && !tickets.intent?.open && <UnknownOutcome checking={tickets.busy} onCheck={tickets.submit} />}

      <Modal
        open={draw.intent?.open === true}
        title={d('confirm.title', { label: drawLabel(drawCount, gift) })}
        onClose={draw.close}
        actions={
          draw.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={draw.close}>
                {t('confirm.cancel')}
              </Button>
              <Button loading={draw.busy} onClick={draw.submit}>
                {d('confirm.pay')}
              </Button>
            </>
          )
        }
      >
        {bundle && (
          <ModalMessage>
            {d('confirm.body', { cost: costText(bundle.cost, state.currency), count: drawCount })}
          </ModalMessage>
        )}
        {guarantee && (
          <Note>
            {t(`guarantee.${guarantee.rarity}`, { within: guarantee.within })} ·{' '}
            {t('guarantee.left', { count: guaranteeLeft(guarantee.within, state.pity) })}
          </Note>
        )}
        <Note>{d('confirm.server')}</Note>
        <WriteStatus write={draw} />
      </Modal>

      <Modal
        open={tickets.intent?.open === true}
        title={d('tickets.title')}
        onClose={tickets.close}
        actions={
          tickets.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={tickets.close}>
                {t('confirm.cancel')}
              </Button>
              <Button loading={tickets.busy} onClick={tickets.submit}>
                {d('tickets.buy', { amount: amount(ticketCount * state.ticket_price) })}
              </Button>
            </>
          )
        }
      >
        {state.tickets < (state.bundles[0]?.cost ?? 1) && <Note>{d('tickets.short')}</Note>}
        <Counts role="radiogroup" aria-label={d('tickets.count')}>
          {counts.map((count) => (
            <CountButton
              key={count}
              type="button"
              role="radio"
              aria-checked={count === ticketCount}
              $on={count === ticketCount}
              disabled={tickets.busy || tickets.unknown}
              onClick={() => {
                // Nothing sent yet: another count is another intent, with its own key.
                tickets.close();
                tickets.open({ count });
              }}
            >
              ×{amount(count)}
            </CountButton>
          ))}
        </Counts>
        <ModalMessage>
          {d('tickets.body', { count: ticketCount, amount: amount(ticketCount * state.ticket_price) })}
        </ModalMessage>
        <Note>{d('tickets.price', { amount: amount(state.ticket_price), coins: amount(state.coins) })}</Note>
        <WriteStatus write={tickets} />
      </Modal>
    </>
  );
}
