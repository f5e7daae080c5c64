import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { rechargeCoins } from '../../../platform/bridge/openInApp';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';

const Notice = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  margin-bottom: ${px(10)};
  padding: ${px(10)} ${px(12)} ${px(10)} ${px(14)};
  border-radius: ${px(14)};
  /* Amber on the night sheet, as the app's other notices above a pay button. */
  background: rgba(246, 196, 83, 0.16);
  border: 1px solid rgba(185, 128, 31, 0.45);

  p {
    flex: 1;
    margin: 0;
    color: var(--color-text);
    font-size: ${px(14)};
    font-weight: 600;
    line-height: 1.45;
    line-break: strict;
  }

  button {
    flex: none;
  }
`;

/**
 * The coins do not cover the price: said before "pay", with the way to the app's coin recharge (the other areas'
 * "not enough coins" offer), instead of a pay that the server can only refuse. Nothing when they do.
 */
export function NobleShortfall({ price, coins }: { price: number; coins: number }) {
  const { t, i18n } = useTranslation('noble');
  if (coins >= price) return null;
  return (
    <Notice role="status" data-noble-shortfall>
      <p>{t('buy.shortfall', { short: formatNumber(i18n.language, price - coins) })}</p>
      <Button size="small" variant="secondary" onClick={() => rechargeCoins(t('common:bridge.notInApp'))}>
        {t('errors.recharge')}
      </Button>
    </Notice>
  );
}
