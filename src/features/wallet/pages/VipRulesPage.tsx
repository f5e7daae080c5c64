import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { usePurchaseChannel } from '../../../platform/bridge/purchasePolicy';
import { serverMessage } from '../../../platform/http/errors';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { formatPrice } from '../../../platform/i18n/money';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { type Vip, vipQuery } from '../api';
import { StoreSection } from '../components/StoreSection';
import { VipCrest, VipStage } from '../components/VipParts';
import { DAY_MS, EXPIRING_SOON_MS, perksWithTheirPlans } from '../model';
import { NOBLE_GROWTH_PATH, NOBLE_INTRODUCE_PATH, RECHARGE_AGREEMENT_PATH } from '../paths';
import { vipTheme } from '../vipTheme';

/** Auto-renewal charges this long before a plan ends (the VIP page's fine print says the same). */
const RENEWAL_CHARGE_HOURS = 24;

const Intro = styled.header`
  display: flex;
  align-items: center;
  gap: ${px(14)};
  padding: ${px(16)};
  border-radius: ${px(18)};
  background: linear-gradient(160deg, #1f1c17 0%, #121214 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(232, 194, 116, 0.35);

  h2 {
    margin: 0 0 ${px(4)};
    background: linear-gradient(170deg, #fff4d1 0%, #f6dfa4 30%, #e8c274 55%, #a8772a 100%);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
    font-size: ${px(18)};
    font-weight: 800;
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
  svg {
    flex: none;
  }
`;

/** A section's rules, numbered in gold on the panel. */
const Rules = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(14)} ${px(14)} ${px(14)} ${px(34)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  color: var(--color-text);
  font-size: ${px(14)};
  line-height: 1.6;

  li::marker {
    color: var(--color-accent);
    font-weight: 800;
  }
  strong {
    color: var(--color-accentStrong);
  }
  a {
    color: var(--color-accentStrong);
    font-weight: 700;
    text-underline-offset: ${px(3)};
    &:focus-visible {
      ${focusRing(2)}
    }
  }
  small {
    display: block;
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
`;

const Plans = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
`;

/** The plans as the server sells them: days, price, whether it renews and any coins that come with it. */
function PlanRules({ vip }: { vip: Vip }) {
  const { t, i18n } = useTranslation('walletVipRules');
  const price = (amount: number) => formatPrice(i18n.language, amount, vip.currency);
  return (
    <Rules>
      {vip.plans.map((plan) => (
        <li key={plan.id} data-plan={plan.id}>
          <strong>{t(`walletVip:vip.planName.${plan.id}`)}</strong>
          {' · '}
          {plan.autoRenew
            ? t('plans.renews', { count: plan.days, price: price(plan.price) })
            : t('plans.once', { count: plan.days, price: price(plan.price) })}
          {plan.bonusCoins > 0 && (
            <small>{t('plans.bonus', { coins: formatNumber(i18n.language, plan.bonusCoins) })}</small>
          )}
        </li>
      ))}
    </Rules>
  );
}

/** Every perk the server offers, with the plans that give it. */
function PerkRules({ vip }: { vip: Vip }) {
  const { t } = useTranslation('walletVipRules');
  return (
    <Rules>
      {perksWithTheirPlans(vip.plans).map(({ perk, plans, everyPlan }) => (
        <li key={perk} data-perk={perk}>
          <strong>{t(`walletVip:vip.perks.${perk}`)}</strong>
          {' · '}
          {t(`walletVip:vip.perkNotes.${perk}`)}
          <small>
            {everyPlan
              ? t('perks.everyPlan')
              : t('perks.onlyIn', { plan: t(`walletVip:vip.planName.${plans[0]!.id}`) })}
          </small>
        </li>
      ))}
    </Rules>
  );
}

/**
 * What the server says — the plans, then the perks: until it comes, one section with a skeleton (or the error with a
 * retry) where the plans go.
 */
function ServerRules() {
  const { t } = useTranslation('walletVipRules');
  const vip = useQuery(vipQuery());
  if (vip.data)
    return (
      <>
        <StoreSection title={t('plans.title')}>
          <PlanRules vip={vip.data} />
        </StoreSection>
        <StoreSection title={t('perks.title')}>
          <PerkRules vip={vip.data} />
        </StoreSection>
      </>
    );
  return (
    <StoreSection title={t('plans.title')}>
      {vip.isError ? (
        <ErrorState message={serverMessage(vip.error)} onRetry={() => void vip.refetch()} retrying={vip.isFetching} />
      ) : (
        <Plans role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton $height={96} $radius={16} />
          <Skeleton $height={220} $radius={16} />
        </Plans>
      )}
    </StoreSection>
  );
}

/**
 * `/h5/vip/rules` (spec §2, "Noble and VIP rules page"): who can join, the plans as the server sells them and every
 * perk with the plans that give it, when VIP starts, renews and ends, how paying works on this phone, and how VIP and the noble tiers differ (with the
 * noble rules and my growth records a tap away). The rules that hold for every plan show at once; the plans and
 * perks wait for the server.
 */
export default function VipRulesPage() {
  const { t } = useTranslation('walletVipRules');
  const back = useBackOrClose();
  const channel = usePurchaseChannel();
  const expiringDays = Math.round(EXPIRING_SOON_MS / DAY_MS);
  return (
    <Scaffold title={t('title')} onBack={back} theme={vipTheme}>
      <VipStage>
        <Intro>
          <VipCrest size={56} />
          <div>
            <h2>{t('intro.title')}</h2>
            <p>{t('intro.body')}</p>
          </div>
        </Intro>

        <StoreSection title={t('who.title')}>
          <Rules>
            <li>{t('who.anyone')}</li>
            <li>{t('who.plans')}</li>
          </Rules>
        </StoreSection>

        <ServerRules />

        <StoreSection title={t('term.title')}>
          <Rules>
            <li>{t('term.start')}</li>
            <li>{t('term.extend')}</li>
            <li>{t('term.autoRenew', { hours: RENEWAL_CHARGE_HOURS })}</li>
            <li>{t('term.expiring', { count: expiringDays })}</li>
            <li>{t('term.end')}</li>
            <li>{t('term.utc8')}</li>
          </Rules>
        </StoreSection>

        <StoreSection title={t('pay.title')}>
          <Rules>
            {channel === 'app-store' && <li data-channel-rule="app-store">{t('pay.appStore')}</li>}
            {channel === 'web' && <li data-channel-rule="web">{t('pay.web')}</li>}
            <li>{t('pay.refund')}</li>
            <li>
              {t('pay.agreement')}
              <small>
                <Link to={RECHARGE_AGREEMENT_PATH}>{t('pay.agreementLink')}</Link>
              </small>
            </li>
          </Rules>
        </StoreSection>

        <StoreSection title={t('noble.title')}>
          <Rules>
            <li>{t('noble.difference')}</li>
            <li>
              <Link to={NOBLE_INTRODUCE_PATH}>{t('noble.rulesLink')}</Link>
            </li>
            <li>
              <Link to={NOBLE_GROWTH_PATH}>{t('noble.growthLink')}</Link>
            </li>
          </Rules>
        </StoreSection>
      </VipStage>
    </Scaffold>
  );
}
