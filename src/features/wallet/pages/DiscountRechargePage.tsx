import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { usePurchaseChannel } from '../../../platform/bridge/purchasePolicy';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { serverMessage } from '../../../platform/http/errors';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { selfInfoQuery } from '../../../platform/session/selfInfo';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { darkSurface } from '../../../ui/surfaces';
import { catalogQuery, type DiscountOffer, discountQuery } from '../api';
import { AppStoreCard } from '../components/AppStoreCard';
import { CoinArt } from '../components/CoinArt';
import { methodLabel, PayMethods } from '../components/PayMethods';
import { PurchaseNotice, PurchaseSheetSlot, preloadSheet } from '../components/lazyParts';
import { StoreSection } from '../components/StoreSection';
import { GoldButton, StorePage, TotalBar, TotalText } from '../components/StorePage';
import { formatPrice } from '../../../platform/i18n/money';
import { offerPhase, type OfferPhase, priceTenths, savingPercent } from '../model';
import { RECHARGE_PATH } from '../paths';
import { usePurchase } from '../usePurchase';

const Banner = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(20)} ${px(16)} ${px(18)};
  overflow: hidden;
  border-radius: ${px(22)};
  background:
    repeating-conic-gradient(from 0deg at 50% 42%, rgba(255, 230, 150, 0.12) 0 10deg, transparent 10deg 20deg),
    radial-gradient(circle at 50% 40%, #ff7a45 0%, #d4192f 55%, #8c0a22 100%);
  box-shadow: 0 ${px(12)} ${px(28)} rgba(140, 10, 34, 0.35);
  text-align: center;
  ${darkSurface}
  --focus-ring: var(--color-gold);
`;

const Kicker = styled.p`
  margin: 0;
  padding: ${px(3)} ${px(12)};
  border-radius: ${px(14)};
  background: rgba(0, 0, 0, 0.25);
  color: #ffe3a1;
  font-size: ${px(13)};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

/* The seal in the corner: a gold disc that grows with its words ("6折", "40% off", "40% 할인") and stays round,
   with a stamped inner ring. */
const Off = styled.span<{ $short: boolean }>`
  position: absolute;
  top: ${px(12)};
  right: ${px(12)};
  display: grid;
  place-items: center;
  box-sizing: border-box;
  min-width: ${px(60)};
  aspect-ratio: 1;
  padding: 0 ${px(8)};
  border-radius: 50%;
  background: radial-gradient(circle at 35% 30%, #fff6c9, #f6c453 60%, #c98a22);
  box-shadow: 0 ${px(4)} ${px(10)} rgba(0, 0, 0, 0.25);
  color: #7a1010;
  font-size: ${({ $short }) => px($short ? 20 : 15)};
  font-weight: 900;
  line-height: 1;
  white-space: nowrap;
  transform: rotate(12deg);

  &::before {
    content: '';
    position: absolute;
    inset: ${px(3)};
    border: ${px(1)} dashed rgba(122, 16, 16, 0.45);
    border-radius: 50%;
  }
`;

const Coins = styled.h2`
  margin: 0;
  color: #fff;
  font-size: ${px(30)};
  font-weight: 900;
  font-variant-numeric: tabular-nums;
  text-shadow: 0 ${px(2)} ${px(8)} rgba(0, 0, 0, 0.3);
  & small {
    display: block;
    color: #ffe3a1;
    font-size: ${px(15)};
    font-weight: 800;
  }
`;

const Prices = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${px(10)};
  margin: 0;
  & strong {
    color: #ffe08a;
    font-size: ${px(28)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }
  & s {
    color: var(--color-textMuted);
    font-size: ${px(14)};
  }
`;

const Ends = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

const Ended = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(32)} ${px(20)};
  border-radius: ${px(20)};
  background: #fff;
  box-shadow: inset 0 0 0 ${px(1)} #eadfcb;
  text-align: center;
  & h2 {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(18)};
  }
  & p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
    line-height: 1.5;
  }
`;

const StoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${px(44)};
  padding: 0 ${px(24)};
  border-radius: ${px(22)};
  background: linear-gradient(180deg, #ffc53d, #f29b12);
  color: #3b2300;
  font-weight: 800;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Limit = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-align: center;
`;

function OfferBanner({ offer, phase, showPrice }: { offer: DiscountOffer; phase: OfferPhase; showPrice: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const amount = (value: number) => formatNumber(i18n.language, value);
  const saving = savingPercent(offer.price, offer.originalPrice);
  // Each language says a discount its own way (`offCounts`): Chinese as the tenths of the price paid ("6折", 10),
  // the others as the share off ("40% off", 100).
  const off = t('walletDiscount:discount.off', {
    value:
      t('walletDiscount:discount.offCounts') === '10'
        ? formatNumber(i18n.language, priceTenths(offer.price, offer.originalPrice))
        : saving,
  });
  const when = dateFormat(i18n.language, {
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (
    <Banner aria-labelledby="offer-coins" data-phase={phase}>
      {saving > 0 && showPrice && (
        <Off aria-hidden="true" data-off={saving} $short={off.length <= 4}>
          {off}
        </Off>
      )}
      <Kicker>{t('walletDiscount:discount.kicker')}</Kicker>
      <CoinArt pile={6} width={150} />
      <Coins id="offer-coins">
        {t('walletDiscount:discount.coins', { coins: amount(offer.coins) })}
        {offer.bonusCoins > 0 && (
          <small>{t('walletDiscount:discount.bonus', { bonus: amount(offer.bonusCoins) })}</small>
        )}
      </Coins>
      {showPrice && (
        <Prices>
          <strong data-price={offer.price}>{formatPrice(i18n.language, offer.price, offer.currency)}</strong>
          {offer.originalPrice > offer.price && (
            <s
              aria-label={t('walletDiscount:discount.was', {
                price: formatPrice(i18n.language, offer.originalPrice, offer.currency),
              })}
            >
              {formatPrice(i18n.language, offer.originalPrice, offer.currency)}
            </s>
          )}
        </Prices>
      )}
      <Countdown
        tone="gold"
        label={t(phase === 'upcoming' ? 'walletDiscount:discount.startsIn' : 'walletDiscount:discount.endsIn')}
        target={phase === 'upcoming' ? offer.startsAt : offer.endsAt}
      />
      <Ends>{t('walletDiscount:discount.endsAt', { date: when(offer.endsAt) })}</Ends>
    </Banner>
  );
}

function WebCheckout({ offer, phase }: { offer: DiscountOffer; phase: OfferPhase }) {
  const { t, i18n } = useTranslation('wallet');
  const me = useQuery(selfInfoQuery());
  const catalog = useQuery(catalogQuery());
  const purchase = usePurchase('discount');
  const [methodId, setMethodId] = useState<string | null>(null);
  const methods = catalog.data?.methods ?? [];
  const method = methods.find((candidate) => candidate.id === methodId) ?? methods[0];
  const live = phase === 'live';
  return (
    <>
      <Limit>{t('walletDiscount:discount.limit', { count: offer.limit, bought: offer.bought })}</Limit>
      <StoreSection title={t('methods.title')}>
        {catalog.isError ? (
          <ErrorState onRetry={() => void catalog.refetch()} retrying={catalog.isFetching} />
        ) : methods.length > 0 ? (
          <PayMethods methods={methods} value={method?.id ?? null} onChange={setMethodId} />
        ) : (
          <Skeleton $height={120} $radius={16} />
        )}
      </StoreSection>
      <TotalBar data-channel="web">
        <PurchaseNotice purchase={purchase} />
        <TotalText>
          <strong>{formatPrice(i18n.language, offer.price, offer.currency)}</strong>
          <span>{t('total.coins', { coins: formatNumber(i18n.language, offer.coins + offer.bonusCoins) })}</span>
        </TotalText>
        <GoldButton
          size="large"
          onPointerDown={preloadSheet}
          disabled={!live || !method || !me.data}
          onClick={() => {
            if (!method || !me.data) return;
            purchase.start(
              {
                kind: 'discount',
                productId: offer.productId,
                price: offer.price,
                currency: offer.currency,
                coins: offer.coins,
                bonusCoins: offer.bonusCoins,
              },
              { id: method.id, label: methodLabel(t, method) },
              { publicId: me.data.public_id, nickname: me.data.nickname, avatarUrl: me.data.avatar_url, self: true },
            );
          }}
        >
          {phase === 'soldOut'
            ? t('walletDiscount:discount.soldOut')
            : phase === 'upcoming'
              ? t('walletDiscount:discount.soon')
              : t('walletDiscount:discount.buy')}
        </GoldButton>
      </TotalBar>
      <PurchaseSheetSlot purchase={purchase} />
    </>
  );
}

/** `/h5/discount_recharge`: the time-limited package with its countdown (UTC+8), and its ended state. */
export default function DiscountRechargePage() {
  const { t } = useTranslation('wallet');
  const back = useBackOrClose();
  const channel = usePurchaseChannel();
  const discount = useQuery(discountQuery());
  const now = useAppNow(1_000);
  const offer = discount.data ?? null;
  const phase = offerPhase(offer, now);
  return (
    <Scaffold title={t('titles.discount')} onBack={back}>
      <StorePage>
        {discount.isSuccess ? (
          offer && phase !== 'ended' ? (
            <>
              <OfferBanner offer={offer} phase={phase} showPrice={channel === 'web'} />
              {channel === 'app-store' ? (
                <AppStoreCard product="coins" />
              ) : channel === 'web' ? (
                <WebCheckout offer={offer} phase={phase} />
              ) : (
                <Skeleton $height={160} $radius={16} />
              )}
            </>
          ) : (
            <Ended data-phase="ended">
              <CoinArt pile={1} width={72} />
              <h2>{t('walletDiscount:discount.endedTitle')}</h2>
              <p>{t('walletDiscount:discount.endedBody')}</p>
              <StoreLink to={RECHARGE_PATH}>{t('walletDiscount:discount.toStore')}</StoreLink>
            </Ended>
          )
        ) : discount.isError ? (
          <ErrorState
            message={serverMessage(discount.error)}
            onRetry={() => void discount.refetch()}
            retrying={discount.isFetching}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={360} $radius={22} />
          </div>
        )}
      </StorePage>
    </Scaffold>
  );
}
