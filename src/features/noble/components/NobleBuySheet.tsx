import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../ui/Button/Button';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { px } from '../../../ui/px';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { CYCLE_DAYS, growthForGold, type NobleTier, type TierRule } from '../model';
import type { NobleCenter } from '../useNobleCenter';
import { GoldText } from './NobleStage';
import { NobleShortfall } from './NobleShortfall';
import { KNOWN_PRIVILEGES, PrivilegeIcon } from './PrivilegeIcon';
import { PrivilegePreviews } from './PrivilegePreview';

/*
 * The purchase, upgrade or renewal confirm as a sheet in the noble palette (the page's theme makes the sheet's face
 * night violet, ui/pageTheme): the tier's emblem under its own light, the price for a cycle, what the tier gives —
 * drawn, then named — the cycle, my coins, and one gold "pay". Only the look is here: the key, the double-tap guard
 * and the unknown outcome are the noble center's (useNobleCenter). Above "pay": why the server refused (pay stays
 * usable), or — when no answer came — the unknown-outcome notice whose check is then the sheet's only way on.
 */

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding-top: ${px(4)};
`;

const Crest = styled.div<{ $glow: string }>`
  position: relative;
  display: grid;
  grid-template-columns: ${px(92)} 1fr;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  overflow: hidden;
  border-radius: ${px(16)};
  background:
    radial-gradient(70% 120% at 16% 40%, ${({ $glow }) => $glow} 0%, transparent 70%),
    linear-gradient(135deg, #2d1a5e 0%, #170b38 100%);
  box-shadow:
    inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.45),
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.12);
`;

const Rays = styled.svg`
  position: absolute;
  top: 50%;
  left: ${px(60)};
  width: ${px(170)};
  height: ${px(170)};
  transform: translate(-50%, -50%);
`;

const RAYS = Array.from({ length: 16 }, (_, index) => index * 22.5);

const Emblem = styled.div`
  position: relative;
  display: grid;
  place-items: center;
`;

const Facts = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(4)};
  min-width: 0;
`;

const Kind = styled.span`
  padding: ${px(1)} ${px(8)};
  border-radius: ${px(8)} ${px(8)} ${px(8)} ${px(2)};
  background: linear-gradient(90deg, #f6c453, #ffe7a3);
  color: #4a2a00;
  font-size: ${px(11)};
  font-weight: 800;
  line-height: 1.5;
`;

const TierName = styled.p`
  margin: 0;
  font-size: ${px(26)};
  font-weight: 900;
  letter-spacing: 0.06em;
  line-height: 1.15;
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${px(4)};
  margin: 0;
  white-space: nowrap;

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${px(4)};
    color: #ffd166;
    font-size: ${px(22)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }

  span {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
`;

const Heading = styled.h3`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: 0;
  color: #ffe3a3;
  font-size: ${px(14)};
  font-weight: 800;

  small {
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-weight: 500;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $new: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  padding: ${px(3)} ${px(8)} ${px(3)} ${px(6)};
  border-radius: ${px(12)};
  background: ${({ $new }) => ($new ? 'linear-gradient(90deg, rgba(246, 196, 83, 0.3), rgba(246, 196, 83, 0.12))' : 'rgba(255, 255, 255, 0.07)')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $new }) => ($new ? 'rgba(246, 196, 83, 0.7)' : 'rgba(255, 255, 255, 0.12)')};
  color: #fff;
  font-size: ${px(12)};
  line-height: 1.3;

  svg {
    color: #ffd166;
  }
`;

const New = styled.span`
  padding: 0 ${px(4)};
  border-radius: ${px(5)};
  background: #c2185b;
  color: #fff;
  font-size: ${px(9)};
  font-weight: 900;
`;

const Sum = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${px(6)} ${px(12)};
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(12)};
  background: rgba(255, 255, 255, 0.05);
  font-size: ${px(13)};

  dt {
    color: var(--color-textMuted);
  }

  dd {
    margin: 0;
    color: #fff;
    font-weight: 700;
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Fine = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.5;
  line-break: strict;
`;

/** The sheet's one call to action, in the gold of the noble pages' crowns. */
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
`;

const Pay = styled(Button)`
  background: linear-gradient(180deg, #ffe7a3 0%, #f6c453 45%, #d99a2b 100%);
  color: #3b2300;
  font-weight: 800;
  box-shadow:
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.7),
    0 ${px(6)} ${px(16)} rgba(246, 196, 83, 0.35);
`;

/** Buy, upgrade or renew the purchase's tier: the confirm the noble center opened (its key is made already). */
export function NobleBuySheet({
  center,
  table,
  tier,
  coins,
}: {
  center: NobleCenter;
  table: TierRule[];
  tier: NobleTier | null;
  coins: number;
}) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  const { purchase } = center;
  const chosen = purchase.intent ? table.find((rule) => rule.tier === purchase.intent?.params.tier) : undefined;
  const renew = chosen?.tier === tier;
  const mine = new Set(table.find((rule) => rule.tier === tier)?.privileges ?? []);
  const held = new Set(chosen?.privileges ?? []);
  const privileges = KNOWN_PRIVILEGES.filter((id) => held.has(id));
  return (
    <BottomSheet
      open={chosen !== undefined && purchase.intent?.open === true}
      title={chosen ? t(renew ? 'buy.confirmRenew' : 'buy.confirmTitle', { tier: t(`tiers.${chosen.tier}`) }) : ''}
      onClose={purchase.close}
      footer={
        <Footer>
          {chosen && !purchase.unknown && <NobleShortfall price={chosen.price} coins={coins} />}
          <WriteStatus write={purchase} />
          {!purchase.unknown && (
            <Pay block size="large" loading={purchase.busy} onClick={purchase.submit}>
              {t('buy.pay')}
            </Pay>
          )}
        </Footer>
      }
    >
      {chosen && (
        <Body data-noble-sheet={chosen.tier}>
          <Crest $glow={NOBLE_ART[chosen.tier].glow}>
            <Rays viewBox="-50 -50 100 100" aria-hidden="true" focusable="false">
              {RAYS.map((angle) => (
                <path
                  key={angle}
                  d="M-2 -16 L0 -50 L2 -16 Z"
                  fill="rgba(255, 226, 150, 0.22)"
                  transform={`rotate(${angle})`}
                />
              ))}
            </Rays>
            <Emblem>
              <NobleBadge rank={chosen.tier} size={84} glow />
            </Emblem>
            <Facts>
              <Kind>{renew ? t('buy.renew') : tier ? t('buy.kindUpgrade') : t('buy.kindNew')}</Kind>
              <TierName>
                <GoldText>{t(`tiers.${chosen.tier}`)}</GoldText>
              </TierName>
              <Price>
                <strong>
                  <GoldCoinIcon size={18} />
                  {n(chosen.price)}
                </strong>
                <span>{t('buy.perCycle', { days: CYCLE_DAYS })}</span>
              </Price>
            </Facts>
          </Crest>
          <Heading>
            {t('buy.youGet')}
            <small>{t('buy.count', { count: privileges.length })}</small>
          </Heading>
          <PrivilegePreviews tier={chosen.tier} held={held} />
          <Chips aria-label={t('introduce.privileges', { tier: t(`tiers.${chosen.tier}`) })}>
            {privileges.map((id) => {
              const added = tier !== null && !renew && !mine.has(id);
              return (
                <Chip key={id} $new={added}>
                  <PrivilegeIcon id={id} size={14} />
                  {t(`privileges.${id}.name`)}
                  {added && <New>{t('compare.new')}</New>}
                </Chip>
              );
            })}
          </Chips>
          <Sum>
            <dt>{t('buy.price')}</dt>
            <dd>{n(chosen.price)}</dd>
            <dt>{t('buy.growth')}</dt>
            <dd>+{n(growthForGold(chosen.price))}</dd>
            <dt>{t('buy.cycle')}</dt>
            <dd>{t('buy.cycleValue', { days: CYCLE_DAYS })}</dd>
            <dt>{t('buy.balance')}</dt>
            <dd>{n(coins)}</dd>
          </Sum>
          <Fine>{t('buy.confirmBody', { days: CYCLE_DAYS })}</Fine>
        </Body>
      )}
    </BottomSheet>
  );
}
