import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { bridge } from '../../../platform/bridge/bridge';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { contactsQuery } from '../../../platform/social/contacts';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../ui/Button/Button';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { focusRing, tapArea } from '../../../ui/interaction';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { lazyComponent } from '../../../ui/lazyComponent';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { darkSurface } from '../../../ui/surfaces';
import type { Tree } from '../api';
import { eventDayFormat } from '../christmasRules';
import { ChristmasTree } from '../components/ChristmasTree';
import { EventHero } from '../components/EventHero';
import { LightingProp } from '../components/LightingProp';
import { NightPanel } from '../components/NightPanel';
import { PoolCard } from '../components/PoolCard';
import { WishWallSection } from '../components/WishWallSection';
import { costOf, type Edition, eventClosed, LIGHTS_PER_TREE, nextDeadline, PROP_BUNDLES, treeStateOf } from '../model';
import { CHRISTMAS_RULES_PATH, TREE_BOARD_PATH } from '../paths';
import { type ChristmasTreeGame, useChristmasTree } from '../useChristmasTree';
import { christmasTheme } from '../theme';

// The chooser's code (search, recent row, list) loads when a gift starts, not with the page; the celebration's
// (rays, coins, its dialog) when the last bulb is lit.
const Chooser = lazyComponent(async () => (await import('../../../ui/ContactChooser/ContactChooser')).ContactChooser);
const LitCelebration = lazy(async () => ({ default: (await import('../components/LitCelebration')).LitCelebration }));

const Stage = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(4)} ${px(12)} ${px(8)};
  background:
    radial-gradient(circle at 8% 6%, rgba(255, 255, 255, 0.7) 0 ${px(1.5)}, transparent ${px(2.5)}),
    radial-gradient(circle at 92% 12%, rgba(255, 255, 255, 0.6) 0 ${px(1.5)}, transparent ${px(2.5)}),
    radial-gradient(circle at 20% 30%, rgba(255, 255, 255, 0.45) 0 ${px(1)}, transparent ${px(2)}),
    radial-gradient(circle at 80% 38%, rgba(255, 255, 255, 0.45) 0 ${px(1)}, transparent ${px(2)}),
    radial-gradient(120% 40% at 50% 0%, rgba(200, 30, 60, 0.55) 0%, transparent 70%),
    linear-gradient(180deg, #0b1437 0%, #14296b 45%, #0d1d4d 100%);
  ${darkSurface}
  --focus-ring: var(--color-gold);
`;

const TreeStage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
`;

const Status = styled.p`
  margin: 0;
  color: #fff;
  font-size: ${px(15)};
  font-weight: 700;
  text-align: center;
`;

const Bulbs = styled.span`
  color: #ffd166;
  font-variant-numeric: tabular-nums;
`;

const LightButton = styled(Button)`
  height: ${px(56)};
  font-size: ${px(18)};
  letter-spacing: 0.04em;
  background: linear-gradient(180deg, #ff5f6d 0%, #c81e3c 100%);
  box-shadow:
    0 ${px(6)} 0 #7a1025,
    0 ${px(10)} ${px(24)} rgba(255, 80, 100, 0.45);
  &:disabled {
    background: #27336a; /* solid: the night sky's stars must not show through */
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.2);
    color: rgba(255, 255, 255, 0.72);
    opacity: 1;
  }
`;

const Inventory = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  color: var(--color-textMutedOnDark);
  font-size: ${px(13)};
  & > span:first-child {
    display: inline-flex;
    align-items: center;
    gap: ${px(6)};
  }
  & strong {
    color: #fff;
    font-size: ${px(15)};
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

const BoardLink = styled(Link)`
  ${tapArea(44)}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(18)};
  background: linear-gradient(120deg, #0f5132 0%, #198754 100%);
  box-shadow: inset 0 0 0 ${px(2)} rgba(255, 215, 120, 0.5);
  color: #fff;
  text-decoration: none;
  & strong {
    display: block;
    font-size: ${px(16)};
  }
  & small {
    color: #d8f5e4;
    font-size: ${px(12)};
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Bundles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(8)};
  margin-top: ${px(12)};
`;

const Bundle = styled.button<{ $on: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
  padding: ${px(8)} 0 ${px(10)};
  border: 0;
  border-radius: ${px(14)};
  /* translucent, so the tiles sit on the sheet's own face, light or night */
  background: ${({ $on }) => ($on ? 'rgba(246, 196, 83, 0.16)' : 'rgba(127, 127, 160, 0.12)')};
  box-shadow: inset 0 0 0 ${px(2)} ${({ $on }) => ($on ? 'var(--color-accentStrong)' : 'transparent')};
  color: var(--color-text);
  font: inherit;
  font-size: ${px(16)};
  font-weight: 800;
  cursor: pointer;
  & small {
    display: inline-flex;
    align-items: center;
    gap: ${px(3)};
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-weight: 600;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** The prop being sold, large, over the sheet's words. */
const PropHero = styled.div`
  display: grid;
  place-items: center;
  margin: ${px(-4)} 0 ${px(6)};
`;

/* The chooser fills a fixed height (its list scrolls under its search) and brings its own side padding. */
const SheetBody = styled.div`
  display: flex;
  height: 62vh;
  flex-direction: column;
  margin: 0 ${px(-16)} ${px(-16)};
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding-top: ${px(14)};
`;

function ContactSheet({ game, onClose }: { game: ChristmasTreeGame; onClose: () => void }) {
  const { t } = useTranslation('christmas');
  const contacts = useQuery(contactsQuery());
  return (
    <BottomSheet open title={t('gift.chooseTitle')} onClose={onClose}>
      <SheetBody>
        {contacts.isError ? (
          <ErrorState onRetry={() => void contacts.refetch()} retrying={contacts.isFetching} />
        ) : (
          <Suspense fallback={<Skeleton $height={240} $radius={12} />}>
            <Chooser.Component
              contacts={contacts.data?.contacts ?? []}
              recentIds={contacts.data?.recent ?? []}
              loading={contacts.isPending}
              onPick={(contact) => {
                onClose();
                game.chooseReceiver(contact);
              }}
            />
          </Suspense>
        )}
      </SheetBody>
    </BottomSheet>
  );
}

function ReadyTree({ game, edition, tree }: { game: ChristmasTreeGame; edition: Edition; tree: Tree }) {
  const { t, i18n } = useTranslation('christmas');
  const [choosing, setChoosing] = useState(false);
  const { phase, write, amount } = game;
  const pending = write.intent?.params ?? null;
  const state = treeStateOf(tree.unlocked, tree.lights);
  const day = eventDayFormat(i18n.language);
  const expiryDay = eventDayFormat(i18n.language, true); // a prop lasts a year: its year matters
  if (!phase) return null;
  // From the split day on no tree can be lit or unlocked any more: the page says so instead of offering it.
  const lightingOver = eventClosed(phase) === 'eventOver';
  const treeLabel =
    state === 'locked' ? t('tree.labelLocked') : t('tree.label', { count: tree.lights, total: LIGHTS_PER_TREE });

  return (
    <>
      <EventHero edition={edition} phase={phase} deadline={nextDeadline(edition, game.now)} />

      <TreeStage aria-labelledby="christmas-tree-status">
        <ChristmasTree
          state={state}
          lights={tree.lights}
          total={LIGHTS_PER_TREE}
          label={treeLabel}
          justLit={game.justLit}
        />
        <Status id="christmas-tree-status" data-tree-state={state}>
          {state === 'locked' ? (
            t(lightingOver ? 'tree.lockedEnded' : 'tree.locked')
          ) : state === 'lit' ? (
            t('tree.lit', { day: day(edition.splitAt) })
          ) : (
            <>
              {t('tree.progress')} <Bulbs>{t('tree.bulbs', { count: tree.lights, total: LIGHTS_PER_TREE })}</Bulbs>
            </>
          )}
        </Status>
        {state === 'locked' && !lightingOver && (
          <Button
            size="medium"
            variant="secondary"
            // Back to the app's live rooms: the bridge has no jump to a live list (spec §1 names the app's targets).
            onClick={() => void bridge.closeScreen()}
          >
            {t('tree.unlockHow')}
          </Button>
        )}
      </TreeStage>

      <NightPanel aria-label={t('props.label')}>
        {state !== 'lit' && (
          <LightButton block size="large" onClick={game.chooseLight} disabled={lightingOver}>
            {lightingOver ? t('light.ended') : t('light.action')}
          </LightButton>
        )}
        <Inventory>
          <span>
            <LightingProp size={30} glow={game.props > 0} />
            {t('props.mine')} <strong data-props={game.props}>{t('props.count', { count: game.props })}</strong>
          </span>
          {game.nextExpiry !== null && <span>{t('props.validUntil', { date: expiryDay(game.nextExpiry) })}</span>}
        </Inventory>
        {/* A write with no answer (its confirm closed, or found after a reload): said here until it is checked. */}
        {write.unknown && !write.intent?.open && <UnknownOutcome checking={write.busy} onCheck={write.submit} />}
        <Pair>
          <Button variant="secondary" onClick={() => game.chooseBuy()}>
            {t('buy.action')}
          </Button>
          <Button variant="secondary" onClick={() => game.canGift() && setChoosing(true)}>
            {t('gift.action')}
          </Button>
        </Pair>
      </NightPanel>

      <PoolCard
        pool={game.pool.data}
        phase={phase}
        lit={state === 'lit'}
        splitDay={day(edition.splitAt)}
        onAskShare={game.askShare}
      />

      <BoardLink to={TREE_BOARD_PATH}>
        <span>
          <strong>{t('board.title')}</strong>
          <small>{t('board.window', { start: day(edition.boardStartAt), end: day(edition.boardEndAt - 1) })}</small>
        </span>
        <span aria-hidden="true">›</span>
      </BoardLink>

      <WishWallSection phase={phase} unlocked={tree.unlocked} />

      <IosFooter />

      {choosing && <ContactSheet game={game} onClose={() => setChoosing(false)} />}

      <Modal
        open={write.intent?.open === true}
        title={pending ? t(`${pending.kind}.confirmTitle`) : ''}
        onClose={write.close}
        actions={
          write.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={write.close}>
                {t('confirm.cancel')}
              </Button>
              <Button loading={write.busy} onClick={write.submit}>
                {pending ? t(`${pending.kind}.confirm`) : ''}
              </Button>
            </>
          )
        }
      >
        {pending?.kind === 'light' && <ModalMessage>{t('light.confirmBody', { count: game.props })}</ModalMessage>}
        {pending?.kind === 'gift' && (
          <ModalMessage>{t('gift.confirmBody', { name: pending.to.nickname })}</ModalMessage>
        )}
        {pending?.kind === 'buy' && (
          <>
            <PropHero>
              <LightingProp size={76} />
            </PropHero>
            <ModalMessage>
              {t('buy.confirmBody', { count: pending.count, amount: amount(costOf(pending.count)) })}
            </ModalMessage>
            <Bundles role="radiogroup" aria-label={t('buy.bundles')}>
              {PROP_BUNDLES.map((count) => (
                <Bundle
                  key={count}
                  type="button"
                  role="radio"
                  aria-checked={pending.count === count}
                  disabled={write.unknown && pending.count !== count}
                  $on={pending.count === count}
                  onClick={() => game.setBundle(count)}
                >
                  <LightingProp size={40} count={count >= 10 ? 3 : count >= 5 ? 2 : 1} glow={false} />
                  {t('buy.bundle', { count })}
                  <small>
                    <GoldCoinIcon size={12} />
                    {amount(costOf(count))}
                  </small>
                </Bundle>
              ))}
            </Bundles>
          </>
        )}
        <WriteStatus write={write} />
      </Modal>

      {game.celebrate && (
        <Suspense fallback={null}>
          <LitCelebration body={t('light.litBody', { day: day(edition.splitAt) })} onClose={game.endCelebration} />
        </Suspense>
      )}
    </>
  );
}

/** `/h5/christmas`: the Christmas tree event — unlock, light with props, buy and gift props, the pool, wishes. */
export default function ChristmasPage() {
  const { t } = useTranslation('christmas');
  const back = useBackOrClose();
  const game = useChristmasTree();
  const { config, tree } = game;
  const failed = config.isError ? config : tree.isError ? tree : null;
  return (
    <Scaffold
      theme={christmasTheme}
      title={t('titles.main')}
      onBack={back}
      rightAction={<TitleBarLink to={CHRISTMAS_RULES_PATH}>{t('links.rules')}</TitleBarLink>}
    >
      <Stage>
        {game.edition && tree.data ? (
          <ReadyTree game={game} edition={game.edition} tree={tree.data} />
        ) : failed ? (
          <ErrorState
            message={serverMessage(failed.error)}
            onRetry={() => {
              void config.refetch();
              void tree.refetch();
            }}
            retrying={config.isFetching || tree.isFetching}
          />
        ) : (
          <Loading role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={110} $radius={16} />
            <Skeleton $height={300} $radius={150} />
            <Skeleton $height={120} $radius={18} />
          </Loading>
        )}
      </Stage>
    </Scaffold>
  );
}
