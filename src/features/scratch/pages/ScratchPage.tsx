import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { rechargeCoins } from '../../../platform/bridge/openInApp';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { focusRing, tapArea } from '../../../ui/interaction';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { darkSurface } from '../../../ui/surfaces';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { ScratchState } from '../api';
import { FragmentMeter } from '../components/FragmentMeter';
import { Lamborghini } from '../components/Lamborghini';
import { PrizeFace } from '../components/PrizeFace';
import { ScratchCard } from '../components/ScratchCard';
import { Ticket } from '../components/Ticket';
import { BUNDLES, CARD_PRICE_COINS, costOf, GRAND_PRIZE_COINS, medalDaysLeft, REVEAL_THRESHOLD } from '../model';
import { SCRATCH_RECORDS_PATH, SCRATCH_RULES_PATH } from '../paths';
import { useScratchGame, type ScratchGame } from '../useScratchGame';
import { scratchTheme } from '../theme';

const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)} ${px(12)} calc(${px(20)} + var(--safe-bottom, 0px));
  background:
    radial-gradient(120% 50% at 50% 0%, #7b2ff7 0%, rgba(123, 47, 247, 0) 70%),
    radial-gradient(circle at 12% 30%, rgba(255, 215, 120, 0.25) 0 ${px(2)}, transparent ${px(3)}),
    radial-gradient(circle at 85% 18%, rgba(255, 215, 120, 0.3) 0 ${px(2)}, transparent ${px(3)}),
    linear-gradient(180deg, #2a0f5c 0%, #1a0b3d 100%);
  ${darkSurface}
  --focus-ring: var(--color-gold);
`;

const Wallet = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  height: ${px(32)};
  padding: 0 ${px(12)};
  border-radius: ${px(16)};
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  font-size: ${px(14)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Plus = styled.button`
  ${tapArea(22)}
  display: grid;
  place-items: center;
  width: ${px(22)};
  height: ${px(22)};
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: var(--color-accent);
  color: #fff;
  font: inherit;
  font-size: ${px(16)};
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** The grand prize's full-screen reveal: its code (confetti, the big car, the rays) comes only with a grand prize. */
const GrandPrizeReveal = lazy(async () => ({
  default: (await import('../components/GrandPrizeReveal')).GrandPrizeReveal,
}));

/** The foil in its printed window: a gold bevel lit from the top left. */
const CardFrame = styled.div`
  padding: ${px(3)};
  border-radius: ${px(18)};
  background: linear-gradient(135deg, #fff3c4 0%, #c98a1a 45%, #ffe08a 70%, #8a5a10 100%);
  box-shadow: 0 ${px(4)} ${px(10)} rgba(0, 0, 0, 0.4);
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  min-height: ${px(44)};
`;

const Modes = styled.div`
  display: flex;
  padding: ${px(3)};
  border-radius: ${px(22)};
  background: rgba(0, 0, 0, 0.3);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 215, 120, 0.35);
`;

const ModeButton = styled.button<{ $on: boolean }>`
  height: ${px(38)};
  padding: 0 ${px(14)};
  border: 0;
  border-radius: ${px(19)};
  background: ${({ $on }) => ($on ? 'linear-gradient(180deg, #fff3c4 0%, #ffd56b 45%, #e0a526 100%)' : 'transparent')};
  color: ${({ $on }) => ($on ? '#4a1a00' : '#e6dcff')};
  font: inherit;
  font-size: ${px(13)};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(1)}
  }
`;

/** The card's outcome on the ticket: a win in glowing gold, nothing in a quiet lilac. */
const Result = styled.p`
  min-height: ${px(24)};
  line-height: ${px(24)};
  margin: 0;
  color: #d7c9f0;
  font-size: ${px(15)};
  font-weight: 800;
  text-align: center;
  &[data-result='win'] {
    color: #ffe08a;
    font-size: ${px(17)};
    text-shadow: 0 0 ${px(10)} rgba(255, 190, 80, 0.6);
  }
`;

const Bundles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

const BundleButton = styled(Button)`
  flex-direction: column;
  gap: 0;
  height: ${px(56)};
  line-height: 1.2;
  & small {
    font-size: ${px(12)};
    font-weight: 600;
    opacity: 0.9;
  }
`;

const Links = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${px(24)};
  a {
    ${tapArea(20)}
    color: var(--color-textMutedOnDark);
    font-size: ${px(13)};
    text-decoration: underline;
    text-underline-offset: ${px(3)};
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
`;

function ReadyScratch({ game, state }: { game: ScratchGame; state: ScratchState }) {
  const { t } = useTranslation('scratch');
  const [grandSeen, setGrandSeen] = useState<string | null>(null);
  const { play, mode, cardId, amount, purchase } = game;
  const reveal = play?.reveal ?? null;
  const revealed = Boolean(play?.cleared && reveal);
  const prize = reveal?.prize ?? null;
  const spoken =
    !revealed || !prize
      ? ''
      : prize.kind === 'grand'
        ? t('prize.spokenGrand', { amount: amount(prize.coins) })
        : prize.kind === 'coins'
          ? t('prize.spokenCoins', { amount: amount(prize.coins) })
          : t('prize.spokenNone');
  const label = revealed
    ? spoken
    : !cardId
      ? t('card.labelNoCard')
      : mode === 'auto'
        ? t('card.labelAuto')
        : t('card.label');
  const grandOpen = revealed && prize?.kind === 'grand' && grandSeen !== reveal?.card_id;
  // The opened card's prize and the card itself, counted here until "next card" reads the server's state.
  const coins = state.coins + (revealed && prize ? prize.coins : 0);
  const cardsLeft = Math.max(0, state.cards - (reveal ? 1 : 0));

  return (
    <>
      <Wallet>
        <Chip>
          <GoldCoinIcon size={18} />
          <VisuallyHidden>{t('wallet.coins')}</VisuallyHidden>
          {amount(coins)}
          <Plus
            type="button"
            aria-label={t('wallet.recharge')}
            onClick={() => rechargeCoins(t('common:bridge.notInApp'))}
          >
            +
          </Plus>
        </Chip>
        <Chip>
          {t('wallet.cards')} {t('wallet.cardsCount', { count: cardsLeft })}
        </Chip>
      </Wallet>

      <Ticket cardId={cardId} amount={amount} grandCoins={GRAND_PRIZE_COINS} price={CARD_PRICE_COINS}>
        <CardFrame>
          <ScratchCard
            key={cardId ?? 'none'}
            label={label}
            hint={cardId ? t('card.hint') : t('card.noCard')}
            cleared={Boolean(play?.cleared)}
            disabled={!cardId || mode === 'auto'}
            onBlockedTouch={cardId ? game.clear : game.start}
            onScratchStart={game.start}
            onThreshold={game.clear}
            threshold={REVEAL_THRESHOLD}
          >
            <PrizeFace prize={play?.cardId === cardId ? prize : null} />
          </ScratchCard>
        </CardFrame>
        <Result aria-live="polite" data-result={revealed && prize && prize.kind !== 'none' ? 'win' : ''}>
          {revealed ? spoken : game.opening ? t('card.opening') : ''}
        </Result>
      </Ticket>

      <Controls>
        <Modes role="radiogroup" aria-label={t('mode.label')}>
          {(['manual', 'auto'] as const).map((value) => (
            <ModeButton
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              $on={mode === value}
              onClick={() => game.setMode(value)}
            >
              {t(`mode.${value}`)}
            </ModeButton>
          ))}
        </Modes>
        {revealed ? (
          cardsLeft > 0 ? (
            <Button size="medium" onClick={game.next}>
              {t('actions.next')}
            </Button>
          ) : (
            <Button size="medium" variant="secondary" onClick={() => game.chooseBundle(BUNDLES[1])}>
              {t('actions.buyMore')}
            </Button>
          )
        ) : (
          <Button size="medium" variant={mode === 'auto' ? 'primary' : 'secondary'} onClick={game.clear}>
            {t(mode === 'auto' ? 'actions.autoReveal' : 'actions.revealAll')}
          </Button>
        )}
      </Controls>

      {/* A purchase with no answer (closed, or found after a reload): said on the page until it is checked. */}
      {purchase.unknown && !purchase.intent?.open && (
        <UnknownOutcome checking={purchase.busy} onCheck={purchase.submit} />
      )}
      <Bundles role="group" aria-label={t('buy.label')}>
        {BUNDLES.map((bundle) => (
          <BundleButton
            key={bundle}
            variant={bundle === 1 ? 'secondary' : 'primary'}
            onClick={() => game.chooseBundle(bundle)}
          >
            {t('buy.bundle', { count: bundle })} <small>{t('buy.price', { amount: amount(costOf(bundle)) })}</small>
          </BundleButton>
        ))}
      </Bundles>

      <FragmentMeter fragments={state.fragments} daysLeft={medalDaysLeft(state.medal_expires_at, appNow())} />

      <Links>
        <Link to={SCRATCH_RECORDS_PATH}>{t('links.records')}</Link>
      </Links>

      <Modal
        open={purchase.intent?.open === true}
        title={t('buy.confirmTitle')}
        onClose={purchase.close}
        actions={
          purchase.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={purchase.close}>
                {t('buy.cancel')}
              </Button>
              <Button loading={purchase.busy} onClick={purchase.submit}>
                {t('buy.confirm')}
              </Button>
            </>
          )
        }
      >
        {purchase.intent && (
          <ModalMessage>
            {t('buy.confirmBody', {
              amount: amount(costOf(purchase.intent.params.bundle)),
              count: purchase.intent.params.bundle,
            })}
          </ModalMessage>
        )}
        <WriteStatus write={purchase} />
      </Modal>

      {grandOpen && (
        <Suspense fallback={null}>
          <GrandPrizeReveal
            amount={amount(GRAND_PRIZE_COINS)}
            car={<Lamborghini width={px(340)} />}
            onClose={() => setGrandSeen(reveal?.card_id ?? null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** `/h5/scratch`: buy cards, scratch them by finger or automatically, the prize the server decided, fragments → medal. */
export default function ScratchPage() {
  const { t } = useTranslation('scratch');
  const back = useBackOrClose();
  const game = useScratchGame();
  const { state } = game;
  return (
    <Scaffold
      theme={scratchTheme}
      iosFooter
      title={t('titles.main')}
      onBack={() => {
        game.leave(); // a half-scratched card clears: it was opened at its first stroke
        back();
      }}
      rightAction={<TitleBarLink to={SCRATCH_RULES_PATH}>{t('links.rules')}</TitleBarLink>}
    >
      <Stage>
        {state.data ? (
          <ReadyScratch game={game} state={state.data} />
        ) : state.isError ? (
          <ErrorState
            message={serverMessage(state.error)}
            onRetry={() => void state.refetch()}
            retrying={state.isFetching}
          />
        ) : (
          <Loading role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={32} $radius={16} />
            <Skeleton $height={260} $radius={20} />
            <Skeleton $height={56} $radius={28} />
          </Loading>
        )}
      </Stage>
    </Scaffold>
  );
}
