import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appNow } from '../../../platform/clock/clock';
import { bridge } from '../../../platform/bridge/bridge';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { myRankQuery, rankBoardQuery, rankRewardsQuery } from '../api';
import { CHRISTMAS_TREE_PATH, RANK_RULES_PATH, type BoardId } from '../boardPaths';
import { boardPage, type BoardPage } from '../boards';
import { queryForSelection, selectionFromQuery, type BoardSelection } from '../boardQuery';
import { toBoardRow, toMyStanding, type BoardRow } from '../components/boardRows';
import { openRow } from '../openRow';
import { RankBoard, type BoardState } from '../components/RankBoard';
import { SkinScope } from '../components/boardSkins';
import { boardTiming, subjectOf } from '../model';

/** Every board route: the page's tabs in the address, its board, my rank and its rewards. */
export function RankBoardScreen({ page }: { page: BoardPage }) {
  const { t } = useTranslation('ranks');
  const back = useBackOrClose();
  const navigate = useNavigate();
  const location = useLocation();
  const selection = selectionFromQuery(page, location.search);
  const { kind, scope, gift } = selection;
  const select = (next: Partial<BoardSelection>) =>
    void navigate({ search: queryForSelection({ ...selection, ...next }, location.search) }, { replace: true });

  const board = useQuery(rankBoardQuery(kind, scope, gift));
  // The rows render in the background, in slices that leave the phone free between them
  // (a 100-row reply never holds it for long); until then the skeleton or the last board stays.
  const shownBoard = useDeferredValue(board.data);
  const mine = useQuery(myRankQuery(kind, scope, gift));
  const rewards = useQuery(rankRewardsQuery(scope));
  // The star gifts of the week come with the unfiltered board (cached after the first visit).
  const stars = useQuery({ ...rankBoardQuery(kind, scope), enabled: page.giftTabs === true }).data?.star_gifts ?? [];

  // Stable, so the memoised rows do not re-render when my rank or the rewards arrive.
  const onSelect = useCallback((row: BoardRow) => openRow(row, t('notInApp')), [t]);
  const rows = useMemo(() => shownBoard?.entries.map((entry) => toBoardRow(entry, t)) ?? [], [shownBoard, t]);
  const state: BoardState = board.isError
    ? {
        status: 'error',
        message: serverMessage(board.error),
        retrying: board.isFetching,
        onRetry: () => void Promise.all([board.refetch(), mine.refetch()]),
      }
    : board.isPending || shownBoard === undefined
      ? { status: 'loading' }
      : { status: 'ready', rows };

  // Read when rendered; the countdown's end refetches, which renders the next period.
  const now = appNow();
  const timing = board.data ? boardTiming(board.data.start_at, board.data.end_at, now) : null;
  // The lighting board is the edition the server names: its year in the title, and while trees can still be lit,
  // the way to mine (a gift lights no tree).
  const edition = kind === 'tree_lighting' ? (board.data?.edition ?? null) : null;
  const lightingOpen =
    edition?.lighting_start_at != null &&
    edition.lighting_end_at != null &&
    now >= edition.lighting_start_at &&
    now < edition.lighting_end_at;
  const mineAction =
    kind === 'tree_lighting'
      ? lightingOpen
        ? { label: t('mine.lightTree'), onClick: () => void navigate(CHRISTMAS_TREE_PATH) }
        : undefined
      : timing?.kind === 'live' || timing?.kind === 'allTime'
        ? { label: t('mine.sendGifts'), onClick: () => void bridge.closeScreen() }
        : undefined;

  const kindTabs = page.kinds.length > 1 && {
    labels: page.kinds.map((candidate) => t(`kinds.${candidate}`)),
    index: page.kinds.indexOf(kind),
    onChange: (index: number) => select({ kind: page.kinds[index] }),
    label: t('board.kindsLabel'),
  };
  const selectedGift = gift ?? board.data?.gift ?? stars[0]?.id;
  const giftTabs = stars.length > 1 && {
    labels: stars.map((star) => t(`gifts.${star.id}`, { defaultValue: star.name })),
    index: Math.max(
      0,
      stars.findIndex((star) => star.id === selectedGift),
    ),
    onChange: (index: number) => select({ gift: stars[index]?.id }),
    label: t('board.giftsLabel'),
  };

  return (
    <SkinScope $skin={page.skin}>
      <Scaffold
        title={edition ? t(`titles.${page.id}_edition`, { year: edition.year }) : t(`titles.${page.id}`)}
        onBack={back}
        iosFooter
      >
        <RankBoard
          skin={page.skin}
          tabs={(page.giftTabs ? giftTabs : kindTabs) || undefined}
          tabsPending={page.giftTabs === true && stars.length === 0 && board.isPending}
          periods={{
            labels: page.scopes.map((candidate) => t(`scopes.${candidate}`)),
            index: page.scopes.indexOf(scope),
            onChange: (index) => select({ scope: page.scopes[index] }),
            label: t('board.periodsLabel'),
          }}
          timing={timing}
          onTimingEnd={() => void Promise.all([board.refetch(), mine.refetch()])}
          rewards={rewards.isPending ? null : (rewards.data?.tiers ?? [])}
          links={[
            { label: t('links.rules'), onClick: () => void navigate(RANK_RULES_PATH) },
            ...(page.more ? [{ label: t(page.more.labelKey), onClick: () => void navigate(page.more!.path) }] : []),
          ]}
          state={state}
          mine={mine.data ? toMyStanding(mine.data, subjectOf(kind), t) : null}
          mineAction={mineAction}
          unit={t(`units.${kind}`)}
          emptyMessage={
            timing?.kind === 'ended'
              ? t('empty.ended')
              : timing?.kind === 'upcoming'
                ? t('empty.upcoming')
                : kind === 'tree_lighting'
                  ? t('empty.liveTree')
                  : t('empty.live')
          }
          onSelect={onSelect}
        />
      </Scaffold>
    </SkinScope>
  );
}

/** A route's page component for the board page `id` of BOARD_PAGES. */
export const boardRoute = (id: BoardId) =>
  function BoardRoute() {
    return <RankBoardScreen page={boardPage(id)} />;
  };
