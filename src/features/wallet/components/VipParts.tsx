import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { focusRing, pressedScale } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { darkSurface } from '../../../ui/surfaces';
import type { Vip, VipPlan } from '../api';
import { formatPrice } from '../../../platform/i18n/money';
import { daysLeft, type MembershipState, pricePerDay, savingPercent, VIP_PERKS, type VipPerk } from '../model';

const Hero = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${px(18)} ${px(18)} ${px(20)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 214, 120, 0.35) 0, transparent ${px(80)}),
    linear-gradient(135deg, #1d1a2f 0%, #3a2c55 55%, #5b3a1e 100%);
  box-shadow: 0 ${px(10)} ${px(24)} rgba(30, 20, 50, 0.3);
  ${darkSurface}
  & h2 {
    margin: 0;
    color: #ffe3a1;
    font-size: ${px(22)};
    font-weight: 800;
  }
  & p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Emblem = styled.svg`
  position: absolute;
  top: ${px(12)};
  right: ${px(14)};
  width: ${px(78)};
  height: ${px(78)};
`;

const StatusTag = styled.span<{ $tone: MembershipState }>`
  align-self: flex-start;
  padding: ${px(2)} ${px(10)};
  border-radius: ${px(12)};
  font-size: ${px(12)};
  font-weight: 800;
  line-height: ${px(20)};
  ${({ $tone }) =>
    $tone === 'expiring'
      ? css`
          background: #ffb020;
          color: #3b2300;
        `
      : $tone === 'active'
        ? css`
            background: linear-gradient(90deg, #ffe3a1, #f6c453);
            color: #3b2300;
          `
        : css`
            background: rgba(255, 255, 255, 0.14);
            color: #fff;
          `}
`;

/** The VIP emblem: a gold crown over a shield, hand-drawn. */
function VipEmblem() {
  return (
    <Emblem viewBox="0 0 80 80" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="vip-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFF1B8" />
          <stop offset="0.5" stopColor="#F6C453" />
          <stop offset="1" stopColor="#B9801F" />
        </linearGradient>
      </defs>
      <circle cx="40" cy="44" r="32" fill="#F6C453" opacity="0.12" />
      <path d="M20 34l10 8 10-16 10 16 10-8-4 22H24z" fill="url(#vip-gold)" stroke="#8A5A10" strokeWidth="1.5" />
      <rect x="24" y="58" width="32" height="6" rx="2" fill="url(#vip-gold)" stroke="#8A5A10" strokeWidth="1.5" />
      <circle cx="40" cy="24" r="3.5" fill="#FF6B8A" />
      <circle cx="20" cy="32" r="3" fill="#8FD3FF" />
      <circle cx="60" cy="32" r="3" fill="#8FD3FF" />
      <circle cx="40" cy="47" r="4" fill="#FF6B8A" stroke="#fff" strokeWidth="1" />
    </Emblem>
  );
}

/** My membership: none (a new user without membership, or one that ended), active with its end, or ending soon. */
export function VipHero({ vip, state, now }: { vip: Vip; state: MembershipState; now: number }) {
  const { t, i18n } = useTranslation('walletVip');
  const member = vip.membership;
  const day = dateFormat(i18n.language, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return (
    <Hero aria-labelledby="vip-state" data-membership={state}>
      <VipEmblem />
      <StatusTag $tone={state}>
        {state === 'none'
          ? t('vip.state.none')
          : state === 'expiring'
            ? t('vip.state.expiring', { count: daysLeft(member!.expiresAt, now) })
            : t('vip.state.active')}
      </StatusTag>
      <h2 id="vip-state">
        {state === 'none' || !member ? t('vip.heroNone') : t(`vip.planName.${member.plan ?? 'monthly'}`)}
      </h2>
      {state === 'none' || !member ? (
        <p>{t('vip.heroNoneBody')}</p>
      ) : (
        <>
          <p>{t('vip.until', { date: day(member.expiresAt) })}</p>
          <p>{member.autoRenew ? t('vip.autoRenewOn') : t('vip.autoRenewOff')}</p>
        </>
      )}
    </Hero>
  );
}

const Plans = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

const Plan = styled.button<{ $on: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(4)};
  min-width: 0;
  padding: ${px(16)} ${px(12)} ${px(12)};
  border: 0;
  border-radius: ${px(16)};
  background: #fff;
  box-shadow: inset 0 0 0 ${px(1)} #eadfcb;
  color: var(--color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: transform var(--motion-scale-in) ease;
  &:active {
    transform: ${pressedScale(0.97)};
  }
  &:focus-visible {
    ${focusRing(2)}
  }
  ${({ $on }) =>
    $on &&
    css`
      background: linear-gradient(180deg, #fffaf0 0%, #fff0cc 100%);
      box-shadow:
        inset 0 0 0 ${px(2.5)} #d99a2b,
        0 ${px(6)} ${px(16)} rgba(217, 154, 43, 0.3);
    `}
  & strong {
    font-size: ${px(16)};
    font-weight: 800;
  }
`;

const Price = styled.span`
  color: #c2410c;
  font-size: ${px(24)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

const Was = styled.s`
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

const Small = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.4;
`;

const Save = styled.span`
  position: absolute;
  top: ${px(-8)};
  right: ${px(10)};
  padding: 0 ${px(8)};
  border-radius: ${px(10)};
  background: linear-gradient(90deg, #e8344e, #c4133a);
  color: #fff;
  font-size: ${px(11)};
  font-weight: 800;
  line-height: ${px(20)};
`;

/** The plans side by side: price, per day, the saving and how it renews (said on the card, not in small print). */
export function VipPlans({
  vip,
  selected,
  onSelect,
}: {
  vip: Vip;
  selected: string;
  onSelect: (id: VipPlan['id']) => void;
}) {
  const { t, i18n } = useTranslation('walletVip');
  const price = (minor: number) => formatPrice(i18n.language, minor, vip.currency);
  return (
    <Plans role="radiogroup" aria-label={t('vip.plansTitle')}>
      {vip.plans.map((plan) => {
        const saving = savingPercent(plan.price, plan.originalPrice);
        return (
          <Plan
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={plan.id === selected}
            $on={plan.id === selected}
            data-plan={plan.id}
            onClick={() => onSelect(plan.id)}
          >
            {saving > 0 && <Save>{t('vip.save', { percent: saving })}</Save>}
            <strong>{t(`vip.planName.${plan.id}`)}</strong>
            <Price>{price(plan.price)}</Price>
            {saving > 0 && <Was>{price(plan.originalPrice)}</Was>}
            <Small>{t('vip.perDay', { price: price(pricePerDay(plan.price, plan.days, vip.currency)) })}</Small>
            <Small>
              {plan.autoRenew
                ? t('vip.renews', { price: price(plan.price), count: plan.days })
                : t('vip.once', { count: plan.days })}
            </Small>
          </Plan>
        );
      })}
    </Plans>
  );
}

const Perks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Perk = styled.li<{ $on: boolean }>`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(10)};
  border-radius: ${px(14)};
  background: ${({ $on }) => ($on ? '#fff' : '#f4efe6')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $on }) => ($on ? '#eadfcb' : 'transparent')};
  & span {
    display: flex;
    flex-direction: column;
    min-width: 0;
    color: ${({ $on }) => ($on ? 'var(--color-text)' : 'var(--color-textMuted)')};
    font-size: ${px(13)};
    font-weight: 700;
    line-height: 1.3;
  }
  & small {
    color: var(--color-textMuted);
    font-size: ${px(11)};
    font-weight: 500;
  }
`;

const PERK_COLOURS: Record<VipPerk, [string, string]> = {
  badge: ['#FFE3A1', '#B9801F'],
  entrance: ['#FFD6E4', '#C4133A'],
  bubble: ['#D9ECFF', '#2F6FD8'],
  free_chats: ['#DDF7E8', '#0A7A4F'],
  visitors: ['#EDE3FF', '#6420D8'],
  discount: ['#FFE2D0', '#C2410C'],
  daily_coins: ['#FFF1C2', '#A86A00'],
};

/** A perk's small picture: a disc in its colour with a glyph drawn in strokes. */
function PerkIcon({ perk }: { perk: VipPerk }) {
  const [disc, ink] = PERK_COLOURS[perk];
  const glyphs: Record<VipPerk, string> = {
    badge: 'M12 5l2.2 4.5 5 .7-3.6 3.5.9 5L12 16.4 7.5 18.7l.9-5-3.6-3.5 5-.7z',
    entrance: 'M5 18h14M7 18V8l5-3 5 3v10M10 18v-5h4v5',
    bubble: 'M5 7h14v8H10l-4 3v-3H5z',
    free_chats: 'M4 8h10v6H8l-3 2v-2H4zM14 10h6v6h-1v2l-3-2h-2',
    visitors: 'M12 12a3 3 0 100-6 3 3 0 000 6zM6 19c0-3.3 2.7-5 6-5s6 1.7 6 5',
    discount: 'M6 18L18 6M8 9a1 1 0 100-2 1 1 0 000 2zM16 17a1 1 0 100-2 1 1 0 000 2z',
    daily_coins: 'M12 4a8 8 0 100 16 8 8 0 000-16zM12 8v8M9.5 10.5h5',
  };
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <circle cx="12" cy="12" r="12" fill={disc} />
      <path d={glyphs[perk]} fill="none" stroke={ink} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** What VIP gives: every perk, those of the chosen plan bright, the others marked with the plan that has them. */
export function VipPerks({ plans, selected }: { plans: VipPlan[]; selected: string | null }) {
  const { t } = useTranslation('walletVip');
  const chosen = plans.find((plan) => plan.id === selected);
  const offered = VIP_PERKS.filter((perk) => plans.some((plan) => plan.perks.includes(perk)));
  return (
    <Perks aria-label={t('vip.perksTitle')}>
      {offered.map((perk) => {
        const on = !chosen || chosen.perks.includes(perk);
        const owner = plans.find((plan) => plan.perks.includes(perk));
        return (
          <Perk key={perk} $on={on} data-perk={perk} data-included={on}>
            <PerkIcon perk={perk} />
            <span>
              {t(`vip.perks.${perk}`)}
              <small>
                {on ? t(`vip.perkNotes.${perk}`) : t('vip.onlyIn', { plan: t(`vip.planName.${owner!.id}`) })}
              </small>
            </span>
          </Perk>
        );
      })}
    </Perks>
  );
}
