import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { WriteStatus, type WriteStatusProps } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { Button } from '../../../ui/Button/Button';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { px } from '../../../ui/px';
import { gasolinePurchase } from '../model';

export interface BuyGasolineSheetProps {
  open: boolean;
  /** Packs on sale, in liters. */
  packs: readonly number[];
  /** My gold coins. */
  coins: number;
  /** A purchase is on its way. */
  buying: boolean;
  /** The purchase (platform/http/useWriteIntent): refused in words, or its outcome unknown with its check. */
  write?: WriteStatusProps['write'];
  onBuy: (liters: number) => void;
  /** Not enough coins: the native coin recharge. */
  onRecharge: () => void;
  onClose: () => void;
}

const Balance = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 0 0 ${px(12)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
`;

const Packs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Pack = styled.li`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background: var(--color-canvas);
`;

const PackText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
`;

const Liters = styled.span`
  font-size: ${px(16)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Bonus = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

const Note = styled.p`
  margin: ${px(14)} 0 0;
  color: var(--color-textFaint);
  font-size: ${px(12)};
  line-height: 1.5;
`;

/** Gasoline for coins, 1:1, each coin also a medal fragment; short of coins, the way to recharge. */
export function BuyGasolineSheet({
  open,
  packs,
  coins,
  buying,
  write,
  onBuy,
  onRecharge,
  onClose,
}: BuyGasolineSheetProps) {
  const { t, i18n } = useTranslation('race');
  const number = (value: number) => formatNumber(i18n.language, value);
  return (
    <BottomSheet open={open} title={t('wallet.buyTitle')} onClose={onClose}>
      <Balance>
        <span>{t('wallet.coins')}</span>
        <CurrencyAmount amount={coins} currency="gold" size="small" />
      </Balance>
      {write && <WriteStatus write={write} />}
      <Packs>
        {packs.map((liters) => {
          const purchase = gasolinePurchase(liters);
          const affordable = coins >= purchase.coins;
          return (
            <Pack key={liters}>
              <PackText>
                <Liters>{t('units.liters', { value: number(purchase.liters) })}</Liters>
                <Bonus>{t('wallet.packBonus', { fragments: number(purchase.fragments) })}</Bonus>
              </PackText>
              {affordable ? (
                <Button
                  size="small"
                  loading={buying}
                  // While a purchase's outcome is unknown only its check goes on (the notice above).
                  disabled={write?.unknown === true}
                  onClick={() => onBuy(liters)}
                  aria-label={t('wallet.buyPack', { liters: number(liters), coins: number(purchase.coins) })}
                >
                  <CurrencyAmount amount={purchase.coins} currency="gold" size="small" />
                </Button>
              ) : (
                <Button size="small" variant="secondary" onClick={onRecharge}>
                  {t('wallet.recharge')}
                </Button>
              )}
            </Pack>
          );
        })}
      </Packs>
      <Note>{t('wallet.note')}</Note>
    </BottomSheet>
  );
}
