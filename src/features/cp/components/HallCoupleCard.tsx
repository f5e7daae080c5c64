import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled, { css } from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import type { CpHallCouple } from '../contract';
import { CP_TIER_MULTIPLIER, type CpTier, daysTogether } from '../model';
import { cpShowPath } from '../paths';
import { Portrait } from './CoupleHero';

const Card = styled(Link)<{ $mine: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${px(10)} ${px(12)};
  padding: ${px(14)};
  border-radius: ${px(20)};
  background:
    radial-gradient(80% 120% at 0% 0%, rgba(255, 111, 165, 0.28) 0%, rgba(255, 111, 165, 0) 60%),
    linear-gradient(160deg, #521858 0%, #3a0f3f 100%);
  box-shadow:
    0 ${px(8)} ${px(20)} rgba(0, 0, 0, 0.3),
    inset 0 0 0 ${px(1)} rgba(255, 156, 194, 0.3);
  color: #fff;
  text-decoration: none;
  &:focus-visible {
    ${focusRing(2)}
  }
  &:active {
    transform: scale(0.99);
  }
  ${({ $mine }) =>
    $mine &&
    css`
      background:
        radial-gradient(90% 120% at 100% 0%, rgba(255, 214, 120, 0.3) 0%, rgba(255, 214, 120, 0) 60%),
        linear-gradient(160deg, #6a1d63 0%, #451248 100%);
      box-shadow:
        0 ${px(10)} ${px(26)} rgba(255, 111, 165, 0.35),
        inset 0 0 0 ${px(2)} #ffd98a;
    `}
`;

const Faces = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  & > span + span {
    margin-left: ${px(-12)};
  }
  & > span {
    box-shadow: 0 0 0 ${px(2)} #ffc7dd;
  }
`;

/* The small heart where the two pictures meet. */
const Knot = styled.svg`
  position: absolute;
  left: 50%;
  bottom: ${px(-6)};
  width: ${px(22)};
  height: ${px(20)};
  transform: translateX(-50%);
  filter: drop-shadow(0 ${px(2)} ${px(4)} rgba(255, 61, 127, 0.6));
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(6)};
  min-width: 0;
  strong {
    display: -webkit-box;
    max-width: 100%;
    overflow: hidden;
    color: #ffe3ee;
    font-size: ${px(16)};
    line-height: 1.3;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const TIER_LOOK: Record<Exclude<CpTier, 'none'>, { background: string; color: string }> = {
  ultimate: { background: 'linear-gradient(135deg, #fff0b8 0%, #ffcf5a 55%, #f0a830 100%)', color: '#4a2800' },
  peerless: { background: 'linear-gradient(135deg, #ffe6f0 0%, #ffb3d1 60%, #ff8fbd 100%)', color: '#5c0f35' },
};

/** The pair's tier with its board multiplier: gold for ultimate, rose for peerless. */
const Badge = styled.span<{ $tier: Exclude<CpTier, 'none'> }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  padding: ${px(3)} ${px(10)} ${px(3)} ${px(6)};
  border-radius: ${px(12)};
  background: ${({ $tier }) => TIER_LOOK[$tier].background};
  color: ${({ $tier }) => TIER_LOOK[$tier].color};
  font-size: ${px(12)};
  font-weight: 800;
  white-space: nowrap;
  svg {
    width: ${px(14)};
    height: ${px(14)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${px(6)};
  margin: ${px(4)} 0 0;
  div {
    padding: ${px(8)} ${px(6)};
    border-radius: ${px(12)};
    background: rgba(255, 255, 255, 0.07);
    text-align: center;
  }
  dt {
    color: var(--color-textMuted);
    font-size: ${px(11)};
  }
  dd {
    margin: ${px(2)} 0 0;
    color: #ffe3ee;
    font-size: ${px(14)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Ribbon = styled.span`
  position: absolute;
  top: ${px(-9)};
  right: ${px(14)};
  padding: ${px(2)} ${px(10)};
  border-radius: ${px(10)};
  background: #ffd98a;
  color: #4a2800;
  font-size: ${px(11)};
  font-weight: 800;
`;

/** A crown for ultimate, a star for peerless (drawn, so it is the same on every phone). */
function TierGlyph({ tier }: { tier: Exclude<CpTier, 'none'> }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      {tier === 'ultimate' ? (
        <path d="M2 5l3 3 3-5 3 5 3-3-1.4 8H3.4z" />
      ) : (
        <path d="M8 1.5l1.9 4 4.3.5-3.2 2.9.9 4.3L8 11l-3.9 2.2.9-4.3L1.8 6l4.3-.5z" />
      )}
    </svg>
  );
}

export function TierBadge({ tier }: { tier: CpTier }) {
  const { t } = useTranslation('cpBoards');
  if (tier === 'none') return null;
  return (
    <Badge $tier={tier}>
      <TierGlyph tier={tier} />
      {t(`cp:tier.${tier}`, { multiplier: CP_TIER_MULTIPLIER[tier] })}
    </Badge>
  );
}

/** An announced pair in the hall: both faces, their tier, CP value, days together, the day it was announced. */
export function HallCoupleCard({ couple, pinned = false }: { couple: CpHallCouple; pinned?: boolean }) {
  const { t, i18n } = useTranslation('cpBoards');
  const [first, second] = couple.partners;
  const date = dateFormat(i18n.language, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return (
    <Card to={cpShowPath(couple.cp_id)} $mine={couple.mine}>
      {pinned && <Ribbon>{t('hall.ours')}</Ribbon>}
      <Faces>
        <Portrait src={first.avatar} name={first.nickname} size={52} />
        <Portrait src={second.avatar} name={second.nickname} size={52} />
        <Knot viewBox="0 0 48 44" aria-hidden="true">
          <path
            d="M24 42S3 29.6 3 15.2A10.8 10.8 0 0 1 24 9.6a10.8 10.8 0 0 1 21 5.6C45 29.6 24 42 24 42Z"
            fill="#FF3D7F"
            stroke="#FFE3EE"
            strokeWidth="3"
          />
        </Knot>
      </Faces>
      <Who>
        <strong>{t('hall.names', { first: first.nickname, second: second.nickname })}</strong>
        <TierBadge tier={couple.tier} />
      </Who>
      <Facts>
        <div>
          <dt>{t('hall.cpValue')}</dt>
          <dd>{formatNumber(i18n.language, couple.cp_value)}</dd>
        </div>
        <div>
          <dt>{t('hall.together')}</dt>
          <dd>{couple.formed_at ? t('cp:show.days', { count: daysTogether(couple.formed_at, appNow()) }) : '–'}</dd>
        </div>
        <div>
          <dt>{t('hall.announced')}</dt>
          <dd>{couple.announced_at === null ? '–' : date(couple.announced_at)}</dd>
        </div>
      </Facts>
    </Card>
  );
}
