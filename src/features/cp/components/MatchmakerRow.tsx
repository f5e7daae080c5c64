import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openInApp } from '../../../platform/bridge/openInApp';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { CpMatchmaker } from '../contract';
import { matchmakerBreakdown } from '../model';
import { Portrait } from './CoupleHero';

const MEDALS = {
  1: { face: ['#FFF4C4', '#F5B940'], ribbon: '#FF3D7F', text: '#5A3500' },
  2: { face: ['#FFFFFF', '#BFC6D6'], ribbon: '#C93BFF', text: '#2E3445' },
  3: { face: ['#FFE0C2', '#D9864A'], ribbon: '#FF6FA5', text: '#4A2200' },
} as const;

/** The top three's medal: a ribbon and a round medal with the place on it (drawn, the same on every phone). */
export function Medal({ rank }: { rank: 1 | 2 | 3 }) {
  const look = MEDALS[rank];
  const id = `cp-medal-${useId().replaceAll(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 32 38" width="32" height="38" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.face[0]} />
          <stop offset="1" stopColor={look.face[1]} />
        </linearGradient>
      </defs>
      <path d="M7 0h7l4 12h-7zM25 0h-7l-4 12h7z" fill={look.ribbon} />
      <circle cx="16" cy="24" r="12" fill={`url(#${id})`} stroke="#fff" strokeOpacity="0.7" strokeWidth="1.5" />
      <circle cx="16" cy="24" r="8.5" fill="none" stroke={look.text} strokeOpacity="0.25" />
      <text x="16" y="28.5" textAnchor="middle" fontSize="13" fontWeight="900" fill={look.text}>
        {rank}
      </text>
    </svg>
  );
}

const Place = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(34)};
  color: #ffc7dd;
  font-size: ${px(15)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  svg {
    width: ${px(30)};
    height: auto;
  }
`;

/** "新 CP 3對 × 10,000 + 官宣1對 × 100,000": each term kept whole, a line may break only at the plus. */
const Sum = styled.small`
  display: block;
  color: var(--color-textMuted);
  font-size: ${px(11)};
  line-height: 1.5;
  span {
    white-space: nowrap;
  }
`;

/**
 * How the value comes from the counts (spec §9). The value beside it is the server's; the sum is shown only when the
 * counts add up to it, else the counts alone (model.ts `matchmakerBreakdown`).
 */
export function MatchmakerSum({
  newPairs,
  announcedPairs,
  value,
}: {
  newPairs: number;
  announcedPairs: number;
  value: number;
}) {
  const { t, i18n } = useTranslation('cpBoards');
  const n = (number: number) => formatNumber(i18n.language, number);
  const sum = matchmakerBreakdown(newPairs, announcedPairs, value);
  if (!sum.addsUp) return <Sum>{t('matchmakers.counts', { newPairs: n(newPairs), announced: n(announcedPairs) })}</Sum>;
  return (
    <Sum data-breakdown="">
      <span>{t('matchmakers.newPart', { count: newPairs, each: n(sum.newPairs.each) })}</span>
      {' + '}
      <span>{t('matchmakers.announcedPart', { count: announcedPairs, each: n(sum.announcedPairs.each) })}</span>
    </Sum>
  );
}

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  width: 100%;
  min-height: ${px(68)};
  padding: ${px(10)} ${px(12)} ${px(10)} ${px(6)};
  border: 0;
  background: none;
  color: #fff;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(-2)}
  }
  &:disabled {
    cursor: default;
  }
`;

const Who = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
  strong {
    overflow: hidden;
    color: #ffe3ee;
    font-size: ${px(15)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Value = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  strong {
    color: #ffd98a;
    font-size: ${px(16)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  small {
    color: var(--color-textMuted);
    font-size: ${px(10)};
    white-space: nowrap;
  }
`;

export function RankPlace({ rank }: { rank: number }) {
  const { t } = useTranslation('cpBoards');
  return (
    <Place>
      {rank <= 3 ? <Medal rank={rank as 1 | 2 | 3} /> : <span aria-hidden="true">{rank}</span>}
      <VisuallyHidden>{t('matchmakers.rank', { rank })}</VisuallyHidden>
    </Place>
  );
}

/** A matchmaker on the board: tap to open their home in the app. */
export function MatchmakerRow({ row }: { row: CpMatchmaker }) {
  const { t, i18n } = useTranslation('cpBoards');
  return (
    <Row
      type="button"
      disabled={!row.person.public_id}
      onClick={() =>
        openInApp({ target_name: 'user_home', params: { user_id: row.person.public_id } }, t('common:bridge.notInApp'))
      }
    >
      <RankPlace rank={row.rank} />
      <Portrait src={row.person.avatar} name={row.person.nickname} size={44} />
      <Who>
        <strong>{row.person.nickname}</strong>
        <MatchmakerSum newPairs={row.new_pairs} announcedPairs={row.announced_pairs} value={row.value} />
      </Who>
      <Value>
        <strong>{formatNumber(i18n.language, row.value)}</strong>
        <small>{t('matchmakers.value')}</small>
      </Value>
      <VisuallyHidden>{t('cp:hero.openHome')}</VisuallyHidden>
    </Row>
  );
}
