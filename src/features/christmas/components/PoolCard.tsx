import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { Button } from '../../../ui/Button/Button';
import { CurrencyAmount } from '../../../ui/CurrencyAmount/CurrencyAmount';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { Pool } from '../api';
import { type Phase, refuseShare } from '../model';

export interface PoolCardProps {
  /** Undefined while loading. */
  pool: Pool | undefined;
  phase: Phase;
  /** My tree is lit (every bulb on). */
  lit: boolean;
  /** The split day, as the language writes it ("December 27"). */
  splitDay: string;
  /** "My share" before the split day: the page says the pool is not open. */
  onAskShare: () => void;
}

const Card = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(18)};
  background:
    radial-gradient(100% 80% at 100% 0%, rgba(255, 215, 120, 0.35), transparent 60%),
    linear-gradient(150deg, #7a1025 0%, #b0182f 55%, #6d0d20 100%);
  box-shadow:
    inset 0 0 0 ${px(2)} rgba(255, 215, 120, 0.55),
    0 ${px(8)} ${px(20)} rgba(0, 0, 0, 0.35);
  color: #fff;
  --color-text: #fff;
  --color-textMuted: #ffe3e8;
`;

const Heading = styled.h2`
  margin: 0;
  color: #ffe7a3;
  font-size: ${px(15)};
  font-weight: 800;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
`;

const Note = styled.p`
  margin: 0;
  color: #ffe3e8;
  font-size: ${px(13)};
  line-height: 1.45;
`;

const Share = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  padding: ${px(10)};
  border-radius: ${px(14)};
  background: rgba(0, 0, 0, 0.22);
`;

/** The prize pool: its total and the lit trees; on and after the split day, my share (computed by the server). */
export function PoolCard({ pool, phase, lit, splitDay, onAskShare }: PoolCardProps) {
  const { t, i18n } = useTranslation('christmas');
  const splitOpen = refuseShare(phase) === null; // my share is known from the split day on
  return (
    <Card aria-labelledby="christmas-pool" data-pool="">
      <Heading id="christmas-pool">{t(splitOpen ? 'pool.finalTitle' : 'pool.title')}</Heading>
      {pool ? (
        <>
          <Row>
            <CurrencyAmount amount={pool.total} currency="gold" size="large" />
            <Note>
              {t('pool.litTrees', { count: pool.litTrees, value: formatNumber(i18n.language, pool.litTrees) })}
            </Note>
          </Row>
          {splitOpen ? (
            <Share data-share="">
              <Note>{t('pool.myShare')}</Note>
              {pool.myShare !== null ? (
                <CurrencyAmount amount={pool.myShare} currency="gold" size="hero" />
              ) : (
                <Note>{t(lit ? 'pool.shareComing' : 'pool.noShare')}</Note>
              )}
            </Share>
          ) : (
            <Row>
              <Note>{t('pool.splitOn', { day: splitDay })}</Note>
              <Button size="small" variant="secondary" onClick={onAskShare}>
                {t('pool.myShare')}
              </Button>
            </Row>
          )}
        </>
      ) : (
        <Skeleton $height={64} $radius={12} />
      )}
    </Card>
  );
}
