import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openNativeStore } from '../../../platform/bridge/purchasePolicy';
import { px } from '../../../ui/px';
import { CoinArt } from './CoinArt';
import { GoldButton } from './StorePage';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(22)} ${px(18)};
  border-radius: ${px(20)};
  background: linear-gradient(180deg, #fff 0%, #fff7e6 100%);
  box-shadow:
    inset 0 0 0 ${px(1)} #f1dfb4,
    0 ${px(6)} ${px(18)} rgba(160, 110, 20, 0.1);
  text-align: center;
  & h2 {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(18)};
    font-weight: 800;
  }
  & p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
    line-height: 1.55;
  }
`;

/**
 * iOS (the platform's purchase policy): coins and VIP are bought in the app's own store through Apple's in-app
 * purchase. The page offers that one way and no price list, payment method or agent of its own.
 */
export function AppStoreCard({ product }: { product: 'coins' | 'vip' }) {
  const { t } = useTranslation('wallet');
  return (
    <Card aria-labelledby="app-store-title" data-channel="app-store">
      <CoinArt pile={product === 'vip' ? 2 : 4} width={88} />
      <h2 id="app-store-title">{t(`appStore.${product}Title`)}</h2>
      <p>{t(`appStore.${product}Body`)}</p>
      <GoldButton block size="large" onClick={() => openNativeStore(product, t('common:bridge.notInApp'))}>
        {t(`appStore.${product}Action`)}
      </GoldButton>
    </Card>
  );
}
