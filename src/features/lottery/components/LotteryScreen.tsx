import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { rechargeCoins } from '../../../platform/bridge/openInApp';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import type { PageTheme } from '../../../ui/pageTheme';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { darkSurface } from '../../../ui/surfaces';
import { isMinorRefusal, type LotteryDraw, type LotteryState } from '../api';
import { boardTarget, type BoardTarget } from '../model';
import { useLottery, type Lottery } from '../useLottery';
import { usePrizeText, type PrizeText } from '../usePrizeText';
import {
  DrawButtons,
  GuaranteeMeter,
  LotteryLoading,
  MinorRefused,
  OddsPanel,
  SheetLinks,
  WalletBar,
} from './LotteryParts';

// What a first visit does not show comes with its first use: the confirms when one opens (or a reload finds a write
// unresolved), the result with the first draw (fetched as its confirm
// opens, so it is here when the board stops), the records and the rules when their sheet opens.
const loadResult = () => import('./ResultDialog').then((module) => ({ default: module.ResultDialog }));
const ResultDialog = lazy(loadResult);
const RecordsSheet = lazy(() => import('./RecordsSheet').then((module) => ({ default: module.RecordsSheet })));
const DrawDialogs = lazy(() => import('./DrawDialogs').then((module) => ({ default: module.DrawDialogs })));
const RulesSheet = lazy(() => import('./RulesSheet').then((module) => ({ default: module.RulesSheet })));
// Signed out is rare in the app's web view: its empty state loads when it is shown (0.6 KB off every first visit).
const SignedOut = lazy(() =>
  import('../../../ui/EmptyState/EmptyState').then((module) => ({ default: module.EmptyState })),
);
import { PrizeArtSet, type ArtSet } from './PrizeArt';

const Stage = styled.div<{ $backdrop: string }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(10)} ${px(12)} calc(${px(24)} + var(--safe-bottom, 0px));
  background: ${({ $backdrop }) => $backdrop};
  ${darkSurface}
  --focus-ring: var(--color-gold);
`;

export interface BoardContext {
  lottery: Lottery;
  state: LotteryState;
  text: PrizeText;
  /** The draw whose board animation is playing, or null. */
  playing: string | null;
  /** Where the board stops for the draw on show (its best result's slot), or null. */
  target: BoardTarget | null;
}

export interface LotteryScreenProps {
  game: string;
  theme: PageTheme;
  title: string;
  /** The stage's painted background (the game's night, its festival red). */
  backdrop: string;
  /** The drawings of the game's prizes (./art). */
  art: ArtSet;
  /** The game's banner above the board. */
  hero: ReactNode;
  /** The board the draw plays on (the wheel, the signs, the box); it calls `lottery.settle` when it stops. */
  board: (context: BoardContext) => ReactNode;
  /** Its height while loading. */
  boardHeight: number;
  /** The game's word for a draw ("Spin ×10"), or for opening boxes my CP partner sent (`gift`). */
  drawLabel: (count: number, gift?: boolean) => string;
  /** Above the board: who the game is played with (my CP partner). */
  lead?: (context: BoardContext) => ReactNode;
  /** Why the draw cannot be offered at all (a CP box without a partner): shown instead of the draws. */
  blocked?: (state: LotteryState) => ReactNode;
  /** The game's own rules, before the ones every draw has. */
  rules: string[];
  /** Sections of the game's own between the draw buttons and the odds (ways to earn tickets). */
  extra?: (context: BoardContext) => ReactNode;
  /** The game's words above a result (the April Fools' joke). */
  headline?: (draw: LotteryDraw) => ReactNode;
}

/**
 * A draw game's page, the same for every lottery: the wallet, the game's board, the draws with their prices, the
 * guarantee, the odds (a draw cannot be paid until they are shown), records and rules in sheets, the confirm, the
 * unknown outcome, the result — and the minor's refusal and the load failure instead of the game.
 */
export function LotteryScreen(props: LotteryScreenProps) {
  const { t } = useTranslation('lottery');
  const back = useBackOrClose();
  const lottery = useLottery(props.game);
  const { state } = lottery;
  return (
    <Scaffold theme={props.theme} iosFooter title={props.title} onBack={back}>
      <PrizeArtSet art={props.art}>
        <Stage $backdrop={props.backdrop}>
          {props.hero}
          {state.data ? (
            <ReadyLottery {...props} lottery={lottery} state={state.data} />
          ) : state.isError ? (
            isMinorRefusal(state.error) ? (
              <MinorRefused />
            ) : isSignedOutError(state.error) ? (
              <Suspense fallback={null}>
                <SignedOut message={t('signedOut')} />
              </Suspense>
            ) : (
              <ErrorState
                message={serverMessage(state.error)}
                onRetry={() => void state.refetch()}
                retrying={state.isFetching}
              />
            )
          ) : (
            <LotteryLoading board={props.boardHeight} />
          )}
        </Stage>
      </PrizeArtSet>
    </Scaffold>
  );
}

function ReadyLottery({
  lottery,
  state,
  game,
  board,
  drawLabel,
  rules,
  extra,
  headline,
  blocked,
  lead,
}: LotteryScreenProps & { lottery: Lottery; state: LotteryState }) {
  const { t } = useTranslation('lottery');
  const text = usePrizeText();
  const [sheet, setSheet] = useState<'records' | 'rules' | null>(null);
  const { odds, presented } = lottery;
  const context = {
    lottery,
    state,
    text,
    playing: presented?.phase === 'spinning' ? presented.draw.draw_id : null,
    target: presented && boardTarget(presented.draw, state.prizes, presented.phase === 'spinning'),
  };
  const refusal = blocked?.(state);
  const drawing = Boolean(lottery.draw.intent || lottery.tickets.intent);
  useEffect(() => {
    if (!drawing) return;
    // A confirm is open: what paying needs comes now, not after the tap.
    void loadResult();
    void import('../writes');
  }, [drawing]);
  const openTickets = () => lottery.tickets.open({ count: 10 });
  return (
    <>
      <WalletBar
        state={state}
        onBuyTickets={openTickets}
        onRecharge={() => rechargeCoins(t('common:bridge.notInApp'))}
      />
      {lead?.(context)}
      {board(context)}
      {odds.data && <GuaranteeMeter odds={odds.data} pity={state.pity} />}
      {refusal ?? (
        <DrawButtons
          bundles={state.bundles}
          currency={state.currency}
          ready={lottery.ready && presented?.phase !== 'spinning'}
          onChoose={lottery.choose}
          label={drawLabel}
        />
      )}
      {(lottery.draw.intent || lottery.tickets.intent) && (
        <Suspense fallback={null}>
          <DrawDialogs lottery={lottery} state={state} odds={odds.data} drawLabel={drawLabel} />
        </Suspense>
      )}
      {extra?.(context)}
      <OddsPanel
        prizes={state.prizes}
        odds={odds.data}
        failed={odds.isError}
        error={odds.error}
        retrying={odds.isFetching}
        onRetry={() => void odds.refetch()}
      />
      <SheetLinks onRecords={() => setSheet('records')} onRules={() => setSheet('rules')} />
      <Suspense fallback={null}>
        {presented?.phase === 'result' && (
          <ResultDialog
            draw={presented.draw}
            prizes={state.prizes}
            onClose={lottery.closeResult}
            headline={headline?.(presented.draw)}
            fragmentsName={t('items.bubble_fragment')}
          />
        )}
        {sheet === 'records' && <RecordsSheet game={game} open onClose={() => setSheet(null)} />}
        {sheet === 'rules' && (
          <RulesSheet
            open
            onClose={() => setSheet(null)}
            state={state}
            odds={odds.data}
            drawLabel={drawLabel}
            extra={rules}
          />
        )}
      </Suspense>
    </>
  );
}
