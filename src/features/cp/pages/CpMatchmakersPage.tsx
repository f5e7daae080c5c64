import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { MAX_COLUMN_WIDTH, px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { CpMatchmakerBoard, CpMyMatchmaking } from '../api';
import { cpMatchmakersQuery } from '../boardsApi';
import { CpQuery, Panel, Stage } from '../components/CpParts';
import { MatchmakerRow, MatchmakerSum, RankPlace, Value } from '../components/MatchmakerRow';
import { MATCHMAKER_PER_ANNOUNCED_PAIR, MATCHMAKER_PER_NEW_PAIR } from '../model';
import { cpTheme } from '../theme';

/** Room the page keeps at its end so the pinned "my standing" bar never hides the last row. */
const MY_BAR_SPACE = 118;

const Hero = styled.header`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(22)};
  background:
    radial-gradient(70% 120% at 100% 0%, rgba(255, 111, 165, 0.45) 0%, rgba(255, 111, 165, 0) 70%),
    linear-gradient(150deg, #7a1d5c 0%, #471550 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 156, 194, 0.35);
  svg {
    flex: none;
    width: ${px(72)};
    height: auto;
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${px(6)};
    min-width: 0;
  }
  p {
    margin: 0;
    color: #ffe3ee;
    font-size: ${px(15)};
    font-weight: 800;
    line-height: 1.4;
  }
  small {
    align-self: flex-start;
    padding: ${px(3)} ${px(10)};
    border-radius: ${px(10)};
    background: rgba(0, 0, 0, 0.25);
    color: #ffc7dd;
    font-size: ${px(11)};
    white-space: nowrap;
  }
`;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${px(8)};
    color: #ffe3ee;
    font-size: ${px(13)};
    line-height: 1.5;
  }
  li::before {
    flex: none;
    width: ${px(8)};
    height: ${px(8)};
    margin-top: ${px(6)};
    border-radius: 50%;
    background: #ff6fa5;
    content: '';
  }
`;

const Board = styled.ol`
  margin: 0;
  overflow: hidden;
  padding: ${px(4)} 0;
  border-radius: ${px(18)};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 156, 194, 0.2);
  list-style: none;
  li + li {
    border-top: ${px(1)} solid rgba(255, 255, 255, 0.07);
  }
  li:nth-child(-n + 3) {
    background: linear-gradient(90deg, rgba(255, 217, 138, 0.12) 0%, rgba(255, 217, 138, 0) 70%);
  }
`;

/* Fixed, not sticky: the Scaffold body is its own (never scrolling) scroll container, where sticky would not stick. */
const Bar = styled.aside`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 5;
  max-width: ${MAX_COLUMN_WIDTH}px;
  margin: 0 auto;
  padding: ${px(8)} ${px(12)} calc(${px(10)} + env(safe-area-inset-bottom));
  border-radius: ${px(18)} ${px(18)} 0 0;
  background: linear-gradient(180deg, #5b1a63 0%, #471550 100%);
  box-shadow:
    0 ${px(-6)} ${px(18)} rgba(0, 0, 0, 0.35),
    inset 0 ${px(1)} 0 rgba(255, 156, 194, 0.45);
  will-change: transform;
`;

const Mine = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(8)};
`;

const MineWho = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
  strong {
    color: #ffe3ee;
    font-size: ${px(15)};
  }
`;

const Unranked = styled.span`
  flex: none;
  width: ${px(34)};
  color: var(--color-textMuted);
  font-size: ${px(11)};
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
`;

const Gap = styled.p`
  margin: ${px(4)} 0 0 ${px(42)};
  color: #ffc7dd;
  font-size: ${px(12)};
  font-weight: 600;
`;

function ThreadArt() {
  return (
    <svg viewBox="0 0 72 56" aria-hidden="true">
      <path
        d="M20 34S6 26 6 17a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 9-14 17-14 17Z"
        fill="#FF6FA5"
        stroke="#FFE3EE"
        strokeWidth="2"
      />
      <path
        d="M52 50S38 42 38 33a7 7 0 0 1 14-3 7 7 0 0 1 14 3c0 9-14 17-14 17Z"
        fill="#FF3D7F"
        stroke="#FFE3EE"
        strokeWidth="2"
      />
      <path
        d="M20 34c2 10 10 14 16 8s-4-16 4-18 12 4 12 6"
        fill="none"
        stroke="#FFD98A"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="1 4"
      />
    </svg>
  );
}

function BoardSkeleton() {
  return <Skeleton $height={420} $radius={18} />;
}

/** What my standing says under my row: first, level or behind the row above, or what getting on the board takes. */
function gapText(
  mine: CpMyMatchmaking,
  t: (key: string, options?: Record<string, unknown>) => string,
  n: (value: number) => string,
) {
  if (mine.rank === 1) return t('matchmakers.top');
  if (mine.gap === null) return '';
  if (mine.rank === null) return t('matchmakers.toGetOn', { gap: n(mine.gap) });
  return mine.gap === 0
    ? t('matchmakers.level', { rank: mine.rank - 1 })
    : t('matchmakers.behind', { rank: mine.rank - 1, gap: n(mine.gap) });
}

/** Pinned to the bottom: my place (or "not ranked"), my value and its sum, and the gap to the row above. */
function MyStanding({ mine }: { mine: CpMyMatchmaking }) {
  const { t, i18n } = useTranslation('cpBoards');
  const n = (value: number) => formatNumber(i18n.language, value);
  const gap = gapText(mine, t, n);
  return (
    <Bar aria-label={t('matchmakers.mine')}>
      <Mine>
        {mine.rank === null ? <Unranked>{t('matchmakers.notRanked')}</Unranked> : <RankPlace rank={mine.rank} />}
        <MineWho>
          <strong>{t('matchmakers.me')}</strong>
          <MatchmakerSum newPairs={mine.new_pairs} announcedPairs={mine.announced_pairs} value={mine.value} />
        </MineWho>
        <Value>
          <strong>{n(mine.value)}</strong>
          <small>{t('matchmakers.value')}</small>
        </Value>
      </Mine>
      {gap && <Gap>{gap}</Gap>}
    </Bar>
  );
}

function MatchmakerBoard({ board }: { board: CpMatchmakerBoard }) {
  const { t } = useTranslation('cpBoards');
  if (board.rows.length === 0) return <EmptyState message={t('matchmakers.empty')} />;
  return (
    <Board aria-label={t('matchmakers.list')}>
      {board.rows.map((row) => (
        <li key={`${row.rank}-${row.person.public_id}`}>
          <MatchmakerRow row={row} />
        </li>
      ))}
    </Board>
  );
}

/** `/h5/cp/matchmakers`: the matchmaker board of the server's period, how the value is earned, and my standing. */
export default function CpMatchmakersPage() {
  const { t, i18n } = useTranslation('cpBoards');
  const back = useBackOrClose();
  const board = useQuery(cpMatchmakersQuery());
  const mine = board.data?.mine ?? null;
  const n = (value: number) => formatNumber(i18n.language, value);
  return (
    <Scaffold theme={cpTheme} title={t('cp:titles.matchmakers')} onBack={back}>
      <Stage style={mine ? { paddingBottom: `calc(${px(MY_BAR_SPACE)} + var(--safe-bottom, 0px))` } : undefined}>
        <Hero>
          <ThreadArt />
          <div>
            <p>{t('matchmakers.tagline')}</p>
            {board.data?.period && <small>{t('matchmakers.period', { period: board.data.period })}</small>}
          </div>
        </Hero>
        <Panel aria-labelledby="cp-matchmaker-how">
          <h2 id="cp-matchmaker-how">{t('matchmakers.howTitle')}</h2>
          <Rules>
            <li>{t('matchmakers.howNew', { value: n(MATCHMAKER_PER_NEW_PAIR) })}</li>
            <li>{t('matchmakers.howAnnounced', { value: n(MATCHMAKER_PER_ANNOUNCED_PAIR) })}</li>
          </Rules>
          <p>{t('matchmakers.howServer')}</p>
        </Panel>
        <CpQuery query={board} skeleton={<BoardSkeleton />}>
          {(data) => <MatchmakerBoard board={data} />}
        </CpQuery>
      </Stage>
      {mine && <MyStanding mine={mine} />}
    </Scaffold>
  );
}
