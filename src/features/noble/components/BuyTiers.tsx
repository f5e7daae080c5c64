import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { focusRing } from '../../../ui/interaction';
import { lazyComponent } from '../../../ui/lazyComponent';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { px } from '../../../ui/px';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { buyableTiers, CYCLE_DAYS, type NobleTier, type TierRule } from '../model';
import type { NobleCenter } from '../useNobleCenter';
import { Panel, PanelTitle } from './NobleStage';

/* Every offer at once, three to a row: nothing hides off-screen (a member compares prices at a glance). */
const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(12)} ${px(8)};
  margin: 0;
  padding: ${px(6)} 0 ${px(8)};
  list-style: none;
`;

const Choice = styled.button<{ $glow: string; $mine: boolean }>`

  &:focus-visible {
    ${focusRing()}
  }
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  width: 100%;
  padding: ${px(12)} ${px(4)} ${px(10)};
  border: ${px(1.5)} solid ${({ $mine }) => ($mine ? '#f6c453' : 'rgba(255, 255, 255, 0.14)')};
  border-radius: ${px(14)};
  background: radial-gradient(90% 60% at 50% 20%, ${({ $glow }) => $glow} 0%, transparent 75%), rgba(255, 255, 255, 0.05);
  color: #fff;
  cursor: pointer;
`;

const TierName = styled.span`
  font-size: ${px(15)};
  font-weight: 800;
`;

const Price = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(3)};
  color: #ffd166;
  font-size: ${px(13)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Per = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(11)};
`;

const Ribbon = styled.span`
  position: absolute;
  top: ${px(-8)};
  right: ${px(-4)};
  padding: ${px(2)} ${px(8)};
  border-radius: ${px(10)} ${px(10)} ${px(10)} ${px(2)};
  background: linear-gradient(90deg, #f6c453, #ffe7a3);
  color: #5a3300;
  font-size: ${px(11)};
  font-weight: 800;
`;

const Balance = styled.p`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${px(4)};
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

/*
 * The confirm sheet (its art, the tier's previews) is code the page needs only after a tap on an offer: it loads
 * then — already at the press — or at once when a purchase whose outcome is unknown is reopened.
 */
const Sheet = lazyComponent(async () => (await import('./NobleBuySheet')).NobleBuySheet);
const preloadSheet = () => void Sheet.preload().catch(() => undefined);

/** Loads the confirm sheet's code now (stories do, so a tap's sheet is on its first frame, as a second tap's is). */
export const preloadBuySheet = (): Promise<unknown> => Sheet.preload();

/** Buy or renew: my own tier (renew) and every higher one with its price for a cycle; a tap opens the confirm. */
export function BuyTiers({
  center,
  table,
  tier,
  coins,
}: {
  center: NobleCenter;
  table: TierRule[];
  tier: NobleTier | null;
  coins: number;
}) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  // My own tier first (the renewal most members want), then upwards.
  const choices = buyableTiers(table, tier).reverse();
  return (
    <Panel aria-labelledby="noble-buy">
      <PanelTitle id="noble-buy">{tier ? t('buy.titleRenew') : t('buy.title')}</PanelTitle>
      <Row>
        {choices.map((rule) => (
          <li key={rule.tier}>
            <Choice
              type="button"
              $glow={NOBLE_ART[rule.tier].glow}
              $mine={rule.tier === tier}
              onPointerDown={preloadSheet}
              onClick={() => center.choose(rule.tier)}
            >
              {rule.tier === tier && <Ribbon>{t('buy.renew')}</Ribbon>}
              <NobleBadge rank={rule.tier} size={48} />
              <TierName>{t(`tiers.${rule.tier}`)}</TierName>
              <Price>
                <GoldCoinIcon size={13} />
                {n(rule.price)}
              </Price>
              <Per>{t('buy.per', { days: CYCLE_DAYS })}</Per>
            </Choice>
          </li>
        ))}
      </Row>
      <Balance>
        {t('buy.balance')}
        <GoldCoinIcon size={12} />
        {n(coins)}
      </Balance>
      {/* A purchase with no answer (its sheet closed, or found after a reload): said here until it is checked. */}
      {center.purchase.unknown && !center.purchase.intent?.open && (
        <UnknownOutcome checking={center.purchase.busy} onCheck={center.purchase.submit} />
      )}
      {center.purchase.intent?.open && (
        <Suspense fallback={null}>
          <Sheet.Component center={center} table={table} tier={tier} coins={coins} />
        </Suspense>
      )}
    </Panel>
  );
}
