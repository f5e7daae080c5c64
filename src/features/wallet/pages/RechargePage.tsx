import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { type PurchaseChannel, usePurchaseChannel } from '../../../platform/bridge/purchasePolicy';
import { serverMessage } from '../../../platform/http/errors';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { selfInfoQuery } from '../../../platform/session/selfInfo';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { agentsQuery, type Catalog, catalogQuery, type ChargeTarget } from '../api';
import { AppStoreCard } from '../components/AppStoreCard';
import { PackageGrid } from '../components/PackageGrid';
import { methodLabel, PayMethods } from '../components/PayMethods';
import { LazyAgentList, PurchaseNotice, PurchaseSheetSlot, preloadSheet } from '../components/lazyParts';
import { StoreSection } from '../components/StoreSection';
import { GoldButton, StorePage, TotalBar, TotalText } from '../components/StorePage';
import { type TargetMode, TargetPicker } from '../components/TargetPicker';
import { WalletHero } from '../components/WalletHero';
import { WhenNear } from '../components/WhenNear';
import { formatPrice } from '../../../platform/i18n/money';
import { totalCoins } from '../model';
import { CARD_CLIENT_PATH, RECHARGE_AGREEMENT_PATH } from '../paths';
import { usePurchase } from '../usePurchase';

/** The way to the gift cards, on the hero (the title bar's link column is too narrow for it in every language). */
const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${px(28)};
  padding: 0 ${px(12)};
  border-radius: ${px(14)};
  background: rgba(255, 255, 255, 0.14);
  color: #ffe08a;
  font-size: ${px(12)};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
`;

/** "Recharging means you agree to the Recharge Agreement", above the total, as every store says it. */
const AgreementLine = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.6;
  text-align: center;
  a {
    color: var(--color-text);
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: ${px(2)};
    &:focus-visible {
      ${focusRing(2)}
    }
  }
`;

const Quiet = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
`;

function Agents() {
  const { t } = useTranslation('wallet');
  const agents = useQuery(agentsQuery());
  return (
    <StoreSection title={t('walletRecharge:agents.title')}>
      {agents.data ? (
        agents.data.length > 0 ? (
          <LazyAgentList agents={agents.data} />
        ) : (
          <Quiet>{t('walletRecharge:agents.none')}</Quiet>
        )
      ) : agents.isError ? (
        <ErrorState onRetry={() => void agents.refetch()} retrying={agents.isFetching} />
      ) : (
        <Skeleton $height={150} $radius={16} />
      )}
    </StoreSection>
  );
}

/** The web checkout (Android, a browser): for whom, package, payment method, agents, and the total bar. */
function WebStore({ catalog }: { catalog: Catalog }) {
  const { t, i18n } = useTranslation('wallet');
  const me = useQuery(selfInfoQuery());
  const purchase = usePurchase('recharge');
  const [mode, setMode] = useState<TargetMode>('self');
  const [other, setOther] = useState<ChargeTarget | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);

  const pack =
    catalog.packages.find((candidate) => candidate.productId === chosen) ??
    catalog.packages.find((candidate) => candidate.tag === 'popular') ??
    catalog.packages[0];
  const method = catalog.methods.find((candidate) => candidate.id === methodId) ?? catalog.methods[0];
  const target =
    mode === 'self'
      ? me.data
        ? { publicId: me.data.public_id, nickname: me.data.nickname, avatarUrl: me.data.avatar_url, self: true }
        : null
      : other
        ? { publicId: other.publicId, nickname: other.nickname, avatarUrl: other.avatarUrl, self: false }
        : null;
  const ready = pack && method && target;
  const amount = (value: number) => formatNumber(i18n.language, value);

  return (
    <>
      <StoreSection title={t('walletRecharge:target.title')}>
        <TargetPicker mode={mode} onMode={setMode} myId={me.data?.public_id ?? ''} target={other} onTarget={setOther} />
      </StoreSection>
      <StoreSection title={t('walletRecharge:packages.title')} aside={t('walletRecharge:packages.rate')}>
        {catalog.packages.length > 0 ? (
          <PackageGrid
            packages={catalog.packages}
            currency={catalog.currency}
            selected={pack?.productId ?? null}
            onSelect={setChosen}
          />
        ) : (
          <Quiet>{t('walletRecharge:packages.none')}</Quiet>
        )}
      </StoreSection>
      {catalog.methods.length > 0 && (
        <StoreSection title={t('methods.title')}>
          <PayMethods methods={catalog.methods} value={method?.id ?? null} onChange={setMethodId} />
        </StoreSection>
      )}
      <WhenNear placeholderHeight={px(300)}>
        <Agents />
      </WhenNear>
      <AgreementLine>
        {t('walletRecharge:agreement.before')}
        <Link to={RECHARGE_AGREEMENT_PATH}>{t('walletRecharge:agreement.link')}</Link>
        {t('walletRecharge:agreement.after')}
      </AgreementLine>
      <TotalBar data-channel="web">
        <PurchaseNotice purchase={purchase} />
        <TotalText>
          <strong data-total={pack?.price ?? 0}>
            {pack ? formatPrice(i18n.language, pack.price, catalog.currency) : '—'}
          </strong>
          <span>
            {!target && mode === 'other'
              ? t('total.findFirst')
              : pack
                ? t('total.coins', { coins: amount(totalCoins(pack)) })
                : ''}
          </span>
        </TotalText>
        <GoldButton
          size="large"
          onPointerDown={preloadSheet}
          disabled={!ready}
          onClick={() => {
            if (!pack || !method || !target) return;
            purchase.start(
              {
                kind: 'coins',
                productId: pack.productId,
                price: pack.price,
                currency: catalog.currency,
                coins: pack.coins,
                bonusCoins: pack.bonusCoins,
              },
              { id: method.id, label: methodLabel(t, method) },
              target,
            );
          }}
        >
          {t('total.recharge')}
        </GoldButton>
      </TotalBar>
      <PurchaseSheetSlot purchase={purchase} />
    </>
  );
}

function Store({ channel }: { channel: PurchaseChannel }) {
  const { t } = useTranslation('wallet');
  const catalog = useQuery(catalogQuery());
  return (
    <StorePage>
      <WalletHero balance={catalog.data?.balance ?? null}>
        {channel === 'web' && <CardLink to={CARD_CLIENT_PATH}>{t('links.card')} ›</CardLink>}
      </WalletHero>
      {channel === 'app-store' ? (
        <AppStoreCard product="coins" />
      ) : catalog.data && channel === 'web' ? (
        <WebStore catalog={catalog.data} />
      ) : catalog.isError ? (
        <ErrorState
          message={serverMessage(catalog.error)}
          onRetry={() => void catalog.refetch()}
          retrying={catalog.isFetching}
        />
      ) : (
        <Loading role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton $height={48} $radius={14} />
          <Skeleton $height={300} $radius={16} />
          <Skeleton $height={180} $radius={16} />
        </Loading>
      )}
    </StorePage>
  );
}

/**
 * `/h5/recharge`: recharge coins for myself or another member by public id — packages, payment method, the
 * official top-up agents, one order per intent and its payment. On iOS, the app's own store (purchase policy).
 * Recharging means agreeing to the recharge agreement (`/h5/charge`), linked above the total.
 */
export default function RechargePage() {
  const { t } = useTranslation('wallet');
  const back = useBackOrClose();
  const channel = usePurchaseChannel();
  return (
    <Scaffold title={t('titles.recharge')} onBack={back}>
      <Store channel={channel} />
    </Scaffold>
  );
}
