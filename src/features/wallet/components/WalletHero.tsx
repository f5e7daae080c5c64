import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import { darkSurface } from '../../../ui/surfaces';
import { CoinArt } from './CoinArt';

const Hero = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(12)};
  min-height: ${px(112)};
  padding: ${px(18)} ${px(18)} ${px(20)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    radial-gradient(circle at 88% 30%, rgba(255, 214, 102, 0.35) 0, transparent ${px(70)}),
    radial-gradient(circle at 10% 110%, rgba(255, 120, 170, 0.35) 0, transparent ${px(90)}),
    linear-gradient(135deg, #2a1458 0%, #4a1d7e 55%, #7b2473 100%);
  box-shadow: 0 ${px(10)} ${px(24)} rgba(58, 20, 100, 0.28);
  ${darkSurface}
`;

const Label = styled.p`
  margin: 0 0 ${px(4)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 600;
`;

const Balance = styled.p`
  margin: 0;
  color: #ffe08a;
  font-size: ${px(32)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
  letter-spacing: -0.01em;
  text-shadow: 0 ${px(2)} ${px(10)} rgba(255, 196, 64, 0.35);
`;

const Note = styled.div`
  margin-top: ${px(10)};
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

/** The store's header: my coins, large, beside a heap of gold. */
export function WalletHero({ balance, children }: { balance: number | null; children?: ReactNode }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <Hero aria-label={t('hero.label')}>
      <div>
        <Label>{t('hero.balance')}</Label>
        <Balance data-balance={balance ?? ''}>{balance === null ? '—' : formatNumber(i18n.language, balance)}</Balance>
        {children && <Note>{children}</Note>}
      </div>
      <CoinArt pile={6} width={104} />
    </Hero>
  );
}
