import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { focusRing, pressedScale } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import type { Vip, VipPlan } from '../api';
import { formatPrice } from '../../../platform/i18n/money';
import { daysLeft, type MembershipState, pricePerDay, savingPercent, VIP_PERKS, type VipPerk } from '../model';
import { vipTheme } from '../vipTheme';
import { StorePage, TotalBar } from './StorePage';

/*
 * VIP in black and gold, like a premium card: the page is black leather lit from the top left, the membership is a
 * black card with gold foil, the plans are black cards with a gold rim when chosen. One gold for everything
 * (`GOLD`), text in the theme's warm white and muted sand (vipTheme, ≥ 4.5:1 on the black).
 */
const GOLD = 'linear-gradient(170deg, #FFF4D1 0%, #F6DFA4 30%, #E8C274 55%, #A8772A 100%)';

/** Gold foil lettering (text filled with the gold, not a flat colour). */
const foil = css`
  background: ${GOLD};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/** The page column in VIP's black, with the theme's colours for everything on it (pay methods, skeletons, errors). */
const Stage = styled(StorePage)`
  background:
    radial-gradient(90% ${px(260)} at 15% 0%, rgba(232, 194, 116, 0.16) 0%, transparent 100%),
    linear-gradient(180deg, #141310 0%, #0b0b0d ${px(360)});
  --color-gold: #e8c274;

  /* The chosen payment method: a gold rim on black, not the light app's rose tint. */
  label:has(input:checked) {
    background: linear-gradient(180deg, #2a2418 0%, #17150f 100%);
    box-shadow: inset 0 0 0 ${px(1.5)} #e8c274;
  }

  /* iOS: the store card in the page's black. */
  [data-channel='app-store'] {
    background: linear-gradient(180deg, #1f1c17 0%, #121214 100%);
    box-shadow: inset 0 0 0 ${px(1)} rgba(232, 194, 116, 0.35);
  }
`;

export function VipStage({ children }: { children: ReactNode }) {
  return (
    <Stage data-vip="" style={vipTheme.style}>
      {children}
    </Stage>
  );
}

/** The bar pinned under the page, black with a gold hairline; the total in gold. */
export const VipTotalBar = styled(TotalBar)`
  && {
    background: rgba(14, 13, 12, 0.97);
    box-shadow:
      inset 0 ${px(1)} 0 rgba(232, 194, 116, 0.35),
      0 -${px(6)} ${px(18)} rgba(0, 0, 0, 0.5);
  }
  && strong {
    ${foil}
  }
`;

/* ——— The membership card ——— */

const Card = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(6)};
  min-height: ${px(196)};
  padding: ${px(16)} ${px(18)} ${px(18)};
  overflow: hidden;
  border-radius: ${px(18)};
  background:
    radial-gradient(120% 90% at 0% 0%, rgba(255, 236, 190, 0.2) 0%, transparent 55%),
    linear-gradient(135deg, #2a2620 0%, #0f0f11 52%, #221d14 100%);
  box-shadow:
    inset 0 0 0 ${px(1)} rgba(232, 194, 116, 0.6),
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.2),
    0 ${px(14)} ${px(30)} rgba(0, 0, 0, 0.6);

  h2 {
    position: relative;
    margin: ${px(4)} 0 0;
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.02em;
    line-height: 1.2;
    ${foil}
  }

  p {
    position: relative;
    max-width: ${px(250)};
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
    line-break: strict;
  }
`;

/* Fine guilloche lines across the card and a sheen from the top left: drawn, aria-hidden. */
const Engraving = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const Monogram = styled.span`
  position: relative;
  font-size: ${px(30)};
  font-style: italic;
  font-weight: 900;
  letter-spacing: 0.08em;
  line-height: 1;
  ${foil}
  filter: drop-shadow(0 ${px(1)} ${px(1)} rgba(0, 0, 0, 0.6));
`;

const Top = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(10)};
  margin-bottom: ${px(14)};
`;

const CrestSpot = styled.span`
  position: absolute;
  top: ${px(10)};
  right: ${px(12)};
`;

const StatusTag = styled.span<{ $tone: MembershipState }>`
  position: relative;
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
            background: ${GOLD};
            color: #3b2300;
          `
        : css`
            background: rgba(255, 255, 255, 0.1);
            box-shadow: inset 0 0 0 ${px(1)} rgba(232, 194, 116, 0.45);
            color: #f6dfa4;
          `}
`;

const CURVES = [0, 1, 2, 3, 4, 5, 6];

/** The crest's laurel leaves (x, y, tilt) along its left sprig; the right one is the mirror. */
const LEAVES = [
  [15.5, 31, -20],
  [15.2, 37, -35],
  [17, 42.5, -50],
  [20.5, 46.5, -65],
] as const;

const Chip = styled.svg`
  position: absolute;
  right: ${px(18)};
  bottom: ${px(16)};
  width: ${px(40)};
  height: ${px(30)};
`;

/**
 * The VIP crest: a gold crown with three gems over a laurel, in a medallion — lit from the top left. Reused large
 * on the card, small in the purchase sheet and as the badge of the previews.
 */
export function VipCrest({ size = 64 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={px(size)} height={px(size)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="vip-crest-gold" x1="0.2" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor="#FFF4D1" />
          <stop offset="0.45" stopColor="#E8C274" />
          <stop offset="1" stopColor="#8A5A10" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="29" fill="#121214" stroke="url(#vip-crest-gold)" strokeWidth="2.5" />
      <circle cx="32" cy="32" r="24.5" fill="none" stroke="#E8C274" strokeOpacity="0.35" strokeDasharray="1.5 2.5" />
      {/* The laurel: a sprig of leaves on each side, mirrored. */}
      {[1, -1].map((side) => (
        <g key={side} transform={side < 0 ? 'translate(64 0) scale(-1 1)' : undefined} fill="url(#vip-crest-gold)">
          <path d="M22 48c-6-3-9-10-7-18" fill="none" stroke="#B98A3E" strokeWidth="1.2" />
          {LEAVES.map(([x, y, angle]) => (
            <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="1.6" ry="3.4" transform={`rotate(${angle} ${x} ${y})`} />
          ))}
        </g>
      ))}
      <path d="M20 27l6 5 6-10 6 10 6-5-3 14H23z" fill="url(#vip-crest-gold)" stroke="#6B4510" strokeWidth="1" />
      <rect x="22" y="42" width="20" height="4" rx="1.5" fill="url(#vip-crest-gold)" />
      <circle cx="32" cy="20.5" r="2.4" fill="#E5383B" />
      <circle cx="20" cy="25.5" r="2" fill="#F6DFA4" />
      <circle cx="44" cy="25.5" r="2" fill="#F6DFA4" />
      <path d="M25 31l3-2" stroke="#fff" strokeOpacity="0.7" strokeWidth="1.2" strokeLinecap="round" />
    </svg>
  );
}

/** My membership as a black card: none (a new user, or one that ended), active with its end, or ending soon. */
export function VipHero({ vip, state, now }: { vip: Vip; state: MembershipState; now: number }) {
  const { t, i18n } = useTranslation('walletVip');
  const member = vip.membership;
  const day = dateFormat(i18n.language, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return (
    <Card aria-labelledby="vip-state" data-membership={state}>
      <Engraving viewBox="0 0 340 200" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <g fill="none" stroke="#E8C274" strokeOpacity="0.13">
          {CURVES.map((index) => (
            <path
              key={index}
              d={`M${-20 + index * 18} 200 C ${90 + index * 14} ${120 - index * 6}, 200 220, 360 ${40 + index * 16}`}
            />
          ))}
        </g>
        <path d="M0 0 L180 0 L0 120 Z" fill="#fff" fillOpacity="0.03" />
      </Engraving>
      <CrestSpot>
        <VipCrest size={68} />
      </CrestSpot>
      <Chip viewBox="0 0 40 30" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="39" height="29" rx="5" fill="url(#vip-crest-gold)" stroke="#6B4510" />
        <path d="M0 10h12v10H0M40 10H28v10h12M12 0v30M28 0v30M12 15h16" fill="none" stroke="#6B4510" strokeWidth="1" />
      </Chip>
      <Top>
        <Monogram aria-hidden="true">{t('vip.monogram')}</Monogram>
        <StatusTag $tone={state}>
          {state === 'none'
            ? t('vip.state.none')
            : state === 'expiring'
              ? t('vip.state.expiring', { count: daysLeft(member!.expiresAt, now) })
              : t('vip.state.active')}
        </StatusTag>
      </Top>
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
    </Card>
  );
}

/* ——— The plans ——— */

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
  background: linear-gradient(180deg, #1d1c1f 0%, #131315 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(232, 194, 116, 0.22);
  color: var(--color-text);
  font: inherit;
  text-align: start;
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
      background:
        radial-gradient(100% 70% at 0% 0%, rgba(255, 236, 190, 0.16) 0%, transparent 60%),
        linear-gradient(180deg, #33291a 0%, #16130e 100%);
      box-shadow:
        inset 0 0 0 ${px(2)} #e8c274,
        0 ${px(8)} ${px(20)} rgba(232, 194, 116, 0.18);
    `}
  & strong {
    color: #f6dfa4;
    font-size: ${px(16)};
    font-weight: 800;
  }
`;

const Price = styled.span`
  font-size: ${px(26)};
  font-weight: 900;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
  ${foil}
`;

const Was = styled.s`
  color: var(--color-textMuted);
  font-size: ${px(12)};
`;

const Small = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.4;
  line-break: strict;
  text-wrap: pretty;
`;

const Save = styled.span`
  position: absolute;
  top: ${px(-8)};
  right: ${px(10)};
  padding: 0 ${px(8)};
  border-radius: ${px(10)} ${px(10)} ${px(10)} ${px(2)};
  background: linear-gradient(90deg, #e8344e, #b3122f);
  box-shadow: 0 ${px(3)} ${px(8)} rgba(179, 18, 47, 0.4);
  color: #fff;
  font-size: ${px(11)};
  font-weight: 800;
  line-height: ${px(20)};
`;

/* The chosen card's gold tick in its corner. */
const Tick = styled.svg`
  position: absolute;
  right: 0;
  bottom: 0;
  width: ${px(26)};
  height: ${px(26)};
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
        const on = plan.id === selected;
        return (
          <Plan
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={on}
            $on={on}
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
            {on && (
              <Tick viewBox="0 0 26 26" aria-hidden="true" focusable="false">
                <path d="M26 4v10a12 12 0 0 1-12 12H4z" fill="#E8C274" />
                <path d="M13 19l3 3 6-7" fill="none" stroke="#2A1E08" strokeWidth="2" strokeLinecap="round" />
              </Tick>
            )}
          </Plan>
        );
      })}
    </Plans>
  );
}

/* ——— The perks ——— */

/** The perks with a look of their own: a whole row each, with its drawing at the end (VipPreview). */
const PREVIEWED_PERKS: readonly VipPerk[] = ['badge', 'entrance', 'bubble'];

const Perks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Perk = styled.li<{ $on: boolean; $wide: boolean }>`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  min-width: 0;
  padding: ${px(10)};
  border-radius: ${px(14)};
  background: ${({ $on }) => ($on ? 'linear-gradient(180deg, #1d1c1f 0%, #151517 100%)' : '#111113')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $on }) => ($on ? 'rgba(232, 194, 116, 0.22)' : 'rgba(255, 255, 255, 0.06)')};
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
  & > span {
    display: flex;
    flex: 1;
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

const GLYPHS: Record<VipPerk, string> = {
  badge: 'M12 5l2.2 4.5 5 .7-3.6 3.5.9 5L12 16.4 7.5 18.7l.9-5-3.6-3.5 5-.7z',
  entrance: 'M5 18h14M7 18V8l5-3 5 3v10M10 18v-5h4v5',
  bubble: 'M5 7h14v8H10l-4 3v-3H5z',
  free_chats: 'M4 8h10v6H8l-3 2v-2H4zM14 10h6v6h-1v2l-3-2h-2',
  visitors: 'M12 12a3 3 0 100-6 3 3 0 000 6zM6 19c0-3.3 2.7-5 6-5s6 1.7 6 5',
  discount: 'M6 18L18 6M8 9a1 1 0 100-2 1 1 0 000 2zM16 17a1 1 0 100-2 1 1 0 000 2z',
  daily_coins: 'M12 4a8 8 0 100 16 8 8 0 000-16zM12 8v8M9.5 10.5h5',
};

/** A perk's mark: a gold glyph on a black disc with a gold rim (one metal for every perk). */
function PerkIcon({ perk }: { perk: VipPerk }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={px(36)}
      height={px(36)}
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <circle cx="12" cy="12" r="11.2" fill="#0E0E10" stroke="#B98A3E" strokeWidth="1.2" />
      <path
        d={GLYPHS[perk]}
        fill="none"
        stroke="#E8C274"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * What VIP gives: every perk, those of the chosen plan bright, the others marked with the plan that has them. The
 * perks that change how I look in a room (badge, entrance, bubble) get a whole row, with a drawing of it once `preview` is given (the drawings load after the first screen).
 */
export function VipPerks({
  plans,
  selected,
  preview,
}: {
  plans: VipPlan[];
  selected: string | null;
  preview?: (perk: VipPerk) => ReactNode;
}) {
  const { t } = useTranslation('walletVip');
  const chosen = plans.find((plan) => plan.id === selected);
  const offered = VIP_PERKS.filter((perk) => plans.some((plan) => plan.perks.includes(perk)));
  return (
    <Perks aria-label={t('vip.perksTitle')}>
      {offered.map((perk) => {
        const on = !chosen || chosen.perks.includes(perk);
        const owner = plans.find((plan) => plan.perks.includes(perk));
        const drawn = PREVIEWED_PERKS.includes(perk);
        return (
          <Perk key={perk} $on={on} $wide={drawn} data-perk={perk} data-included={on}>
            <PerkIcon perk={perk} />
            <span>
              {t(`vip.perks.${perk}`)}
              <small>
                {on ? t(`vip.perkNotes.${perk}`) : t('vip.onlyIn', { plan: t(`vip.planName.${owner!.id}`) })}
              </small>
            </span>
            {drawn && preview?.(perk)}
          </Perk>
        );
      })}
    </Perks>
  );
}
