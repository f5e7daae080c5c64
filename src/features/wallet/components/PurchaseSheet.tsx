import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../ui/Button/Button';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { MemberPicture } from './MemberPicture';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { formatPrice } from '../../../platform/i18n/money';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import type { Purchase, PurchaseIntent } from '../usePurchase';
import { CoinArt } from './CoinArt';
import { GoldButton } from './StorePage';

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  margin: 0;
  padding: ${px(4)} 0 ${px(8)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(12)};
  & dt {
    color: var(--color-textMuted);
    font-size: ${px(14)};
  }
  & dd {
    display: flex;
    align-items: center;
    gap: ${px(8)};
    min-width: 0;
    margin: 0;
    color: var(--color-text);
    font-size: ${px(15)};
    font-weight: 700;
    text-align: right;
  }
`;

const Total = styled(Row)`
  padding-top: ${px(12)};
  border-top: ${px(1)} dashed var(--color-line);
  & dd {
    color: var(--sheet-price, #c2410c);
    font-size: ${px(24)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Name = styled.span`
  max-width: ${px(150)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(8)} ${px(8)} ${px(12)};
  text-align: center;
  & p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
    line-height: 1.5;
  }
`;

const Headline = styled.p<{ $tone: 'ok' | 'bad' | 'wait' }>`
  && {
    color: ${({ $tone }) =>
      $tone === 'ok'
        ? 'var(--sheet-ok, #0a6b43)'
        : $tone === 'bad'
          ? 'var(--sheet-bad, #b42318)'
          : 'var(--color-text)'};
    font-size: ${px(20)};
    font-weight: 800;
  }
`;

const Waiting = styled.div`
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  border-radius: 50%;
  background: #fff4d6;
  color: #c27803;
`;

const Mark = styled.div<{ $bad: boolean }>`
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  border-radius: 50%;
  background: ${({ $bad }) => ($bad ? '#fde7e7' : '#e3f7ec')};
  color: ${({ $bad }) => ($bad ? '#b42318' : '#0a6b43')};
  font-size: ${px(34)};
  font-weight: 800;
`;

const PayLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: ${px(48)};
  border-radius: ${px(24)};
  background: linear-gradient(180deg, #ffc53d, #f29b12);
  color: #3b2300;
  font-size: ${px(16)};
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const OrderNo = styled.small`
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

/* A page with a dark theme of its own (VIP's black and gold) gives the sheet's price and outcomes its colours. */
const Skin = styled.div`
  &[data-tone='vip'] {
    --sheet-price: #f6dfa4;
    --sheet-ok: #8fe3b5;
    --sheet-bad: #ffaba3;
  }
`;

const Art = styled.div`
  display: grid;
  place-items: center;
  padding: ${px(4)} 0 ${px(8)};
`;

const Actions = styled.div`
  display: flex;
  align-self: stretch;
  flex-direction: column;
  gap: ${px(8)};
`;

function Summary({ intent }: { intent: PurchaseIntent }) {
  const { t, i18n } = useTranslation('wallet');
  const { product, target, method } = intent;
  const amount = (value: number) => formatNumber(i18n.language, value);
  return (
    <Rows>
      <Row>
        <dt>{t('confirm.for')}</dt>
        <dd data-confirm-target={target.publicId}>
          {target.self ? (
            t('confirm.me')
          ) : (
            <>
              <MemberPicture src={target.avatarUrl} size={28} />
              <Name>{target.nickname}</Name>
              <OrderNo>{t('confirm.memberId', { id: target.publicId })}</OrderNo>
            </>
          )}
        </dd>
      </Row>
      <Row>
        <dt>{t(product.kind === 'vip' ? 'confirm.plan' : 'confirm.coins')}</dt>
        <dd>
          {product.kind === 'vip'
            ? t('confirm.vipDays', { count: product.days ?? 0 })
            : product.bonusCoins > 0
              ? t('confirm.coinsWithBonus', { coins: amount(product.coins), bonus: amount(product.bonusCoins) })
              : t('confirm.coinsOnly', { coins: amount(product.coins) })}
        </dd>
      </Row>
      <Row>
        <dt>{t('confirm.method')}</dt>
        <dd>{method.label}</dd>
      </Row>
      <Total>
        <dt>{t('confirm.total')}</dt>
        <dd data-total={product.price}>{formatPrice(i18n.language, product.price, product.currency)}</dd>
      </Total>
    </Rows>
  );
}

/**
 * The confirm, the pay step and the result, in one sheet that follows the intent (so a reload on the pay step
 * opens it where it was): confirm with the total → "waiting for payment" while the order is read →
 * paid / failed / still pending.
 */
export function PurchaseSheet({
  purchase,
  tone,
  art,
}: {
  purchase: Purchase;
  /** `vip`: the colours of a dark page theme (VIP's black and gold). */
  tone?: 'vip';
  /** The product's own picture (VIP's crest) instead of the coins, on the confirm and when paid. */
  art?: ReactNode;
}) {
  const { t, i18n } = useTranslation('wallet');
  const { intent, progress } = purchase;
  if (!intent) return null;
  const price = formatPrice(i18n.language, intent.product.price, intent.product.currency);
  const coins = formatNumber(i18n.language, progress.coins || intent.product.coins + intent.product.bonusCoins);

  if (!intent.order) {
    return (
      <BottomSheet
        open
        title={t('confirm.title')}
        onClose={purchase.close}
        footer={
          intent.unknown ? undefined : (
            <GoldButton block size="large" loading={purchase.creating} onClick={purchase.pay}>
              {t('confirm.pay', { price })}
            </GoldButton>
          )
        }
      >
        <Skin data-tone={tone}>
          {art && <Art>{art}</Art>}
          <Summary intent={intent} />
          {intent.unknown && <UnknownOutcome checking={purchase.creating} onCheck={purchase.pay} />}
        </Skin>
      </BottomSheet>
    );
  }

  const { status, exhausted } = progress;
  const title = t(status === 'paid' ? 'result.paidTitle' : status === 'failed' ? 'result.failedTitle' : 'pay.title');
  return (
    <BottomSheet open title={title} onClose={purchase.close}>
      <Skin data-tone={tone}>
        <Stage data-order={intent.order.orderId} data-status={status}>
          {status === 'paid' ? (
            <>
              {art ?? <CoinArt pile={intent.product.kind === 'vip' ? 2 : 5} width={96} />}
              <Headline $tone="ok" role="status">
                {intent.product.kind === 'vip' ? t('result.vipPaid') : t('result.paid', { coins })}
              </Headline>
              <p>{intent.target.self ? t('result.toMe') : t('result.toOther', { name: intent.target.nickname })}</p>
              <Actions>
                <GoldButton block onClick={purchase.close}>
                  {t('result.done')}
                </GoldButton>
              </Actions>
            </>
          ) : status === 'failed' ? (
            <>
              <Mark $bad aria-hidden="true">
                !
              </Mark>
              <Headline $tone="bad" role="alert">
                {t('result.failed')}
              </Headline>
              <p>{t('result.failedBody')}</p>
              <Actions>
                <GoldButton block onClick={purchase.retry}>
                  {t('result.retry')}
                </GoldButton>
                <Button block variant="ghost" onClick={purchase.close}>
                  {t('result.close')}
                </Button>
              </Actions>
            </>
          ) : (
            <>
              <Waiting>{exhausted ? <CoinArt pile={1} width={40} /> : <Spinner $size={28} />}</Waiting>
              <Headline $tone="wait" role="status">
                {exhausted ? t('pay.stillPending') : t('pay.waiting', { price })}
              </Headline>
              <p>{exhausted ? t('pay.stillPendingBody') : t('pay.body', { method: intent.method.label })}</p>
              <Actions>
                {intent.order.payUrl && !exhausted && (
                  <PayLink href={intent.order.payUrl} target="_blank" rel="noopener noreferrer">
                    {t('pay.open', { method: intent.method.label })}
                  </PayLink>
                )}
                {exhausted && (
                  <GoldButton block onClick={purchase.checkAgain}>
                    {t('pay.checkAgain')}
                  </GoldButton>
                )}
                <Button block variant="ghost" onClick={purchase.close}>
                  {t('pay.later')}
                </Button>
              </Actions>
              <OrderNo>{t('pay.orderNo', { id: intent.order.orderId })}</OrderNo>
            </>
          )}
        </Stage>
      </Skin>
    </BottomSheet>
  );
}
