import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePurchaseChannel } from '../../../platform/bridge/purchasePolicy';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { selfInfoQuery } from '../../../platform/session/selfInfo';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { lazyComponent } from '../../../ui/lazyComponent';
import { catalogQuery, type Vip, vipQuery } from '../api';
import { AppStoreCard } from '../components/AppStoreCard';
import { methodLabel, PayMethods } from '../components/PayMethods';
import { PurchaseNotice, PurchaseSheetSlot, preloadSheet } from '../components/lazyParts';
import { StoreSection } from '../components/StoreSection';
import { GoldButton, TotalText } from '../components/StorePage';
import { VipCrest, VipHero, VipPerks, VipPlans, VipStage, VipTotalBar } from '../components/VipParts';
import { formatPrice } from '../../../platform/i18n/money';
import { membershipState, type VipPerk } from '../model';
import { VIP_RULES_PATH } from '../paths';
import { usePurchase } from '../usePurchase';
import { vipTheme } from '../vipTheme';

const Previews = lazyComponent(async () => (await import('../components/VipPreview')).VipPerkPreview);
let previewsReady = false;
const loadPreviews = () =>
  Previews.preload().then(() => {
    previewsReady = true;
  });

/** Loads VIP's perk drawings now (stories: the screenshot shows them, as a member sees them once they scroll). */
export const preloadVipPreviews = (): Promise<unknown> => loadPreviews();

/**
 * Whether VIP's perk drawings are here. They load at the member's first touch or scroll (as the overlays do), not
 * with the first screen: the page's first visit is near its budget, and the perks are read after a scroll.
 */
function useVipPreviews(): boolean {
  const [ready, setReady] = useState(previewsReady);
  useEffect(() => {
    if (ready) return undefined;
    const load = () =>
      void loadPreviews().then(
        () => setReady(true),
        () => undefined,
      );
    const options = { once: true, capture: true, passive: true } as const;
    document.addEventListener('pointerdown', load, options);
    document.addEventListener('scroll', load, options);
    return () => {
      document.removeEventListener('pointerdown', load, options);
      document.removeEventListener('scroll', load, options);
    };
  }, [ready]);
  return ready;
}

/** A VIP perk's drawing; rendered once `useVipPreviews()` says it is here (it never suspends then). */
function VipPreviewSlot({ perk }: { perk: VipPerk }) {
  return <Previews.Component perk={perk} />;
}

/** The perks that change how a member looks in a room are drawn in their row (once the drawings are here). */
const preview = (perk: VipPerk) => <VipPreviewSlot perk={perk} />;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
`;

const Fine = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.6;
`;

/** The web checkout of a plan: plans, perks, payment method, and the bar with the price. */
function WebVip({ vip, renewing }: { vip: Vip; renewing: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const me = useQuery(selfInfoQuery());
  const catalog = useQuery(catalogQuery());
  const purchase = usePurchase('vip');
  const previews = useVipPreviews();
  const [planId, setPlanId] = useState<string>(vip.membership?.plan ?? 'monthly');
  const [methodId, setMethodId] = useState<string | null>(null);
  const plan = vip.plans.find((candidate) => candidate.id === planId) ?? vip.plans[0];
  const methods = catalog.data?.methods ?? [];
  const method = methods.find((candidate) => candidate.id === methodId) ?? methods[0];
  const ready = plan && method && me.data;

  return (
    <>
      <StoreSection title={t('walletVip:vip.plansTitle')}>
        <VipPlans vip={vip} selected={plan?.id ?? ''} onSelect={setPlanId} />
      </StoreSection>
      <StoreSection title={t('walletVip:vip.perksTitle')}>
        <VipPerks plans={vip.plans} selected={plan?.id ?? null} preview={previews ? preview : undefined} />
      </StoreSection>
      <StoreSection title={t('methods.title')}>
        {catalog.isError ? (
          <ErrorState onRetry={() => void catalog.refetch()} retrying={catalog.isFetching} />
        ) : methods.length > 0 ? (
          <PayMethods methods={methods} value={method?.id ?? null} onChange={setMethodId} />
        ) : (
          <Skeleton $height={120} $radius={16} />
        )}
      </StoreSection>
      <Fine>{t('walletVip:vip.fine')}</Fine>
      <VipTotalBar data-channel="web">
        <PurchaseNotice purchase={purchase} />
        <TotalText>
          <strong>{plan ? formatPrice(i18n.language, plan.price, vip.currency) : '—'}</strong>
          <span>{plan ? t(`walletVip:vip.planName.${plan.id}`) : ''}</span>
        </TotalText>
        <GoldButton
          size="large"
          onPointerDown={preloadSheet}
          disabled={!ready}
          onClick={() => {
            if (!plan || !method || !me.data) return;
            purchase.start(
              {
                kind: 'vip',
                productId: plan.productId,
                price: plan.price,
                currency: vip.currency,
                coins: plan.bonusCoins,
                bonusCoins: 0,
                days: plan.days,
              },
              { id: method.id, label: methodLabel(t, method) },
              { publicId: me.data.public_id, nickname: me.data.nickname, avatarUrl: me.data.avatar_url, self: true },
            );
          }}
        >
          {renewing ? t('walletVip:vip.renew') : t('walletVip:vip.open')}
        </GoldButton>
      </VipTotalBar>
      {/* The sheet is a portal: it takes VIP's black and gold from the page's theme (Scaffold, ui/pageTheme). */}
      <PurchaseSheetSlot purchase={purchase} tone="vip" art={<VipCrest size={72} />} />
    </>
  );
}

/** `/h5/vip`: open or renew VIP — weekly and monthly plans, what each gives, my membership. iOS: the app's store. */
export default function VipPage() {
  const { t } = useTranslation('wallet');
  const back = useBackOrClose();
  const channel = usePurchaseChannel();
  const vip = useQuery(vipQuery());
  const now = useAppNow(60_000);
  const previews = useVipPreviews();
  const state = vip.data ? membershipState(vip.data.membership, now) : 'none';
  return (
    <Scaffold
      title={t('titles.vip')}
      onBack={back}
      theme={vipTheme}
      rightAction={<TitleBarLink to={VIP_RULES_PATH}>{t('walletVip:vip.rulesLink')}</TitleBarLink>}
    >
      <VipStage>
        {vip.data ? (
          <>
            <VipHero vip={vip.data} state={state} now={now} />
            {channel === 'app-store' ? (
              <>
                <AppStoreCard product="vip" />
                <StoreSection title={t('walletVip:vip.perksTitle')}>
                  <VipPerks plans={vip.data.plans} selected={null} preview={previews ? preview : undefined} />
                </StoreSection>
              </>
            ) : channel === 'web' ? (
              <WebVip vip={vip.data} renewing={state !== 'none'} />
            ) : (
              <Skeleton $height={200} $radius={16} />
            )}
          </>
        ) : vip.isError ? (
          <ErrorState message={serverMessage(vip.error)} onRetry={() => void vip.refetch()} retrying={vip.isFetching} />
        ) : (
          <Loading role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={130} $radius={20} />
            <Skeleton $height={150} $radius={16} />
            <Skeleton $height={220} $radius={16} />
          </Loading>
        )}
      </VipStage>
    </Scaffold>
  );
}
