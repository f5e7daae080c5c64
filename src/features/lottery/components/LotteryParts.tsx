import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { Button } from '../../../ui/Button/Button';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { Currency, LotteryOdds, LotteryState } from '../api';
import { guaranteeLeft, percentOf, RARITIES, type Bundle, type Prize, type Rarity } from '../model';
import { usePrizeText } from '../usePrizeText';
import { PrizeArt } from './PrizeArt';

/** Rarity colours on every theme: silver, orchid, gold. */
export const RARITY_COLOUR: Record<Rarity, string> = { common: '#C9D4E8', rare: '#E59BFF', grand: '#FFD36B' };

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(14)};
  border-radius: ${px(18)};
  background: var(--color-panel);
  box-shadow:
    inset 0 0 0 ${px(1)} var(--color-line),
    0 ${px(6)} ${px(16)} rgba(0, 0, 0, 0.25);
  color: var(--color-text);
`;

export const PanelTitle = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  margin: 0;
  font-size: ${px(16)};
  font-weight: 800;
`;

const Wallet = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(8)};
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  min-height: ${px(34)};
  padding: 0 ${px(4)} 0 ${px(10)};
  border-radius: ${px(17)};
  background: rgba(0, 0, 0, 0.28);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 215, 120, 0.35);
  color: #fff;
  font-size: ${px(15)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const ChipButton = styled.button`
  min-height: ${px(26)};
  margin-inline-start: ${px(2)};
  padding: 0 ${px(10)};
  border: 0;
  border-radius: ${px(13)};
  background: var(--color-accentGradient);
  color: #fff;
  font: inherit;
  font-size: ${px(12)};
  font-weight: 800;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** My tickets (with "buy" where tickets are sold) and my coins (with the app's top-up). */
export function WalletBar({
  state,
  onBuyTickets,
  onRecharge,
}: {
  state: LotteryState;
  onBuyTickets: () => void;
  onRecharge: () => void;
}) {
  const { t } = useTranslation('lottery');
  const { amount } = usePrizeText();
  return (
    <Wallet>
      {state.currency === 'tickets' && (
        <Chip data-wallet="tickets">
          <PrizeArt item="wish_ticket" kind="tickets" size={22} />
          <VisuallyHidden>{t('wallet.tickets')}</VisuallyHidden>
          {amount(state.tickets)}
          {state.ticket_price > 0 && (
            <ChipButton type="button" onClick={onBuyTickets}>
              {t('wallet.buy')}
            </ChipButton>
          )}
        </Chip>
      )}
      <Chip data-wallet="coins">
        <GoldCoinIcon size={20} />
        <VisuallyHidden>{t('wallet.coins')}</VisuallyHidden>
        {amount(state.coins)}
        <ChipButton type="button" onClick={onRecharge}>
          {t('wallet.recharge')}
        </ChipButton>
      </Chip>
    </Wallet>
  );
}

const Bundles = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${px(10)};
`;

/** A row across the whole group. */
const GiftRow = styled.div`
  display: grid;
  grid-column: 1 / -1;
`;

const BundleButton = styled(Button)`
  flex-direction: column;
  gap: ${px(2)};
  height: ${px(60)};
  line-height: 1.15;
  & small {
    font-size: ${px(12)};
    font-weight: 700;
    opacity: 0.92;
  }
`;

/** What a bundle costs, in the game's currency ("10 tickets", "950 coins"). */
export function useCostText() {
  const { t } = useTranslation('lottery');
  const { amount } = usePrizeText();
  return (cost: number, currency: Currency) =>
    t(currency === 'tickets' ? 'cost.tickets' : 'cost.coins', { amount: amount(cost), count: cost });
}

/** The draws on offer, each with its price; disabled (with why) until the odds are shown. */
export function DrawButtons({
  bundles,
  currency,
  ready,
  onChoose,
  label,
}: {
  bundles: Bundle[];
  currency: Currency;
  ready: boolean;
  onChoose: (bundle: Bundle) => void;
  /** The game's word for a draw of `count` ("Spin ×10", "Open ×10"), or for opening boxes my partner sent. */
  label: (count: number, gift?: boolean) => string;
}) {
  const { t } = useTranslation('lottery');
  const costText = useCostText();
  const button = (bundle: Bundle, variant: 'primary' | 'secondary') => (
    <BundleButton
      key={`${bundle.count}${bundle.gift ? '-gift' : ''}`}
      variant={variant}
      disabled={!ready}
      data-bundle={bundle.gift ? `gift-${bundle.count}` : bundle.count}
      onClick={() => onChoose(bundle)}
    >
      {label(bundle.count, bundle.gift)} <small>{bundle.gift ? t('cost.free') : costText(bundle.cost, currency)}</small>
    </BundleButton>
  );
  const gifts = bundles.filter((bundle) => bundle.gift);
  const paid = bundles.filter((bundle) => !bundle.gift);
  return (
    <Bundles role="group" aria-label={t('draw.label')} $columns={Math.max(1, paid.length)}>
      {/* Boxes my CP sent me: free, a row of their own above the paid draws. */}
      {gifts.map((bundle) => (
        <GiftRow key={`gift-${bundle.count}`}>{button(bundle, 'primary')}</GiftRow>
      ))}
      {paid.map((bundle, index) => button(bundle, index === 0 && paid.length > 1 ? 'secondary' : 'primary'))}
    </Bundles>
  );
}

const Meter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  font-size: ${px(13)};
  color: var(--color-textMuted);
  strong {
    color: var(--color-text);
  }
`;

const Track = styled.div`
  height: ${px(8)};
  border-radius: ${px(4)};
  background: rgba(0, 0, 0, 0.35);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.12);
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, #b36bff 0%, #ffd36b 100%);
`;

/** The guarantee: a prize of its rarity within N draws, with how many are left for me. */
export function GuaranteeMeter({ odds, pity }: { odds: LotteryOdds; pity: number }) {
  const { t } = useTranslation('lottery');
  const guarantee = odds.guarantee;
  if (!guarantee) return null;
  const left = guaranteeLeft(guarantee.within, pity);
  const done = guarantee.within - left;
  return (
    <Meter>
      <span>
        {t(`guarantee.${guarantee.rarity}`, { within: guarantee.within })} ·{' '}
        <strong>{t('guarantee.left', { count: left })}</strong>
      </span>
      <Track
        role="meter"
        aria-label={t('guarantee.meter')}
        aria-valuemin={0}
        aria-valuemax={guarantee.within}
        aria-valuenow={done}
      >
        <Fill style={{ width: `${(done / guarantee.within) * 100}%` }} />
      </Track>
    </Meter>
  );
}

const OddsList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OddsRow = styled.li<{ $rarity: Rarity }>`
  display: grid;
  grid-template-columns: ${px(40)} 1fr auto;
  align-items: center;
  gap: ${px(10)};
  min-height: ${px(48)};
  padding: ${px(4)} ${px(6)};
  border-radius: ${px(12)};
  ${({ $rarity }) =>
    $rarity !== 'common' &&
    css`
      background: linear-gradient(90deg, ${RARITY_COLOUR[$rarity]}26 0%, transparent 80%);
    `}
  .name {
    min-width: 0;
    font-size: ${px(14)};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .share {
    font-size: ${px(15)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: ${({ $rarity }) => RARITY_COLOUR[$rarity]};
  }
`;

export const RarityTag = styled.span<{ $rarity: Rarity }>`
  display: inline-block;
  margin-inline-start: ${px(6)};
  padding: 0 ${px(6)};
  border-radius: ${px(6)};
  background: ${({ $rarity }) => RARITY_COLOUR[$rarity]};
  color: #22103d;
  font-size: ${px(11)};
  font-weight: 800;
  line-height: ${px(18)};
  vertical-align: middle;
  white-space: nowrap;
`;

const Paused = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(8)};
  font-size: ${px(14)};
  line-height: 1.5;
  p {
    margin: 0;
  }
`;

/** Every prize of the board with its published probability, rarest first; the draw is paused when they did not load. */
export function OddsPanel({
  prizes,
  odds,
  failed,
  error,
  retrying,
  onRetry,
}: {
  prizes: Prize[];
  odds: LotteryOdds | undefined;
  failed: boolean;
  error?: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('lottery');
  const text = usePrizeText();
  const byId = new Map(odds?.odds.map((entry) => [entry.prize_id, entry.ppm]));
  const complete = odds && prizes.every((prize) => byId.has(prize.prize_id));
  const sorted = [...prizes].sort(
    (a, b) =>
      RARITIES.indexOf(a.rarity) - RARITIES.indexOf(b.rarity) ||
      (byId.get(a.prize_id) ?? 0) - (byId.get(b.prize_id) ?? 0),
  );
  return (
    <Panel aria-labelledby="lottery-odds-title" data-odds={complete ? 'shown' : failed ? 'failed' : 'loading'}>
      <PanelTitle id="lottery-odds-title">{t('odds.title')}</PanelTitle>
      {complete ? (
        <OddsList>
          {sorted.map((prize) => (
            <OddsRow key={prize.prize_id} $rarity={prize.rarity}>
              <PrizeArt item={prize.item} kind={prize.kind} size={40} />
              <span className="name">
                {text.describe(prize)}
                {prize.rarity !== 'common' && (
                  <RarityTag $rarity={prize.rarity}>{t(`rarity.${prize.rarity}`)}</RarityTag>
                )}
              </span>
              <span className="share">{percentOf(byId.get(prize.prize_id) ?? 0)}</span>
            </OddsRow>
          ))}
        </OddsList>
      ) : failed || odds ? (
        <Paused role="alert">
          <p>{odds ? t('odds.incomplete') : (serverMessage(error) ?? t('odds.failed'))}</p>
          <p>{t('odds.paused')}</p>
          <Button size="small" variant="secondary" loading={retrying} onClick={onRetry}>
            {t('odds.retry')}
          </Button>
        </Paused>
      ) : (
        <div role="status" aria-busy="true" aria-label={t('odds.loading')}>
          <Skeleton $height={160} $radius={12} />
        </div>
      )}
      <p style={{ margin: 0, fontSize: px(12), color: 'var(--color-textMuted)', lineHeight: 1.5 }}>{t('odds.note')}</p>
    </Panel>
  );
}

const MinorPanel = styled(Panel)`
  align-items: center;
  margin-top: ${px(24)};
  text-align: center;
  .badge {
    display: grid;
    place-items: center;
    width: ${px(64)};
    height: ${px(64)};
    border-radius: 50%;
    background: var(--color-accentSoft);
    color: var(--color-accentStrong);
    font-size: ${px(22)};
    font-weight: 800;
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
    line-height: 1.6;
  }
`;

/** A minor sees why, never the draw (the server refuses every endpoint, as in the race). */
export function MinorRefused() {
  const { t } = useTranslation('lottery');
  return (
    <MinorPanel aria-labelledby="lottery-minor-title">
      <span className="badge" aria-hidden="true">
        18+
      </span>
      <PanelTitle id="lottery-minor-title">{t('minor.title')}</PanelTitle>
      <p>{t('minor.body')}</p>
    </MinorPanel>
  );
}

const LoadingColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
`;

/** The page's first read: the board's place kept. */
export function LotteryLoading({ board }: { board: number }) {
  const { t } = useTranslation('lottery');
  return (
    <LoadingColumn role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton $height={34} $radius={17} />
      <Skeleton $height={board} $radius={24} />
      <Skeleton $height={60} $radius={30} />
      <Skeleton $height={180} $radius={18} />
    </LoadingColumn>
  );
}

const LinksRow = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${px(10)};
`;

const LinkButton = styled.button`
  min-height: ${px(36)};
  padding: 0 ${px(14)};
  border: 0;
  border-radius: ${px(18)};
  background: rgba(0, 0, 0, 0.28);
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  color: var(--color-text);
  font: inherit;
  font-size: ${px(13)};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** The records and the rules, each in a sheet over the game. */
export function SheetLinks({ onRecords, onRules }: { onRecords: () => void; onRules: () => void }) {
  const { t } = useTranslation('lottery');
  return (
    <LinksRow aria-label={t('links.label')}>
      <LinkButton type="button" onClick={onRecords} aria-haspopup="dialog">
        {t('links.records')}
      </LinkButton>
      <LinkButton type="button" onClick={onRules} aria-haspopup="dialog">
        {t('links.rules')}
      </LinkButton>
    </LinksRow>
  );
}
