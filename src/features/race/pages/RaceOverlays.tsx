import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOverlay } from '../../../ui/Modal/lazyOverlay';
import { GASOLINE_PACKS } from '../model';
import { rechargeCoins } from '../../../platform/bridge/openInApp';
import type { RaceGameState } from '../useRaceGame';

/**
 * The buy sheet is opened by a tap, never on arrival: its code (the packs, the balance) loads at the
 * first tap on the page or when it opens, not with the race's first screen (~1 KB less there).
 */
const BuyGasolineSheet = lazyOverlay(async () => (await import('../components/BuyGasolineSheet')).BuyGasolineSheet);

/**
 * The result and its celebration: fetched as soon as a race is on (it opens when the race ends),
 * so the countdown's first screen does not carry it.
 */
const RaceResultDialog = lazyOverlay(async () => (await import('../components/RaceResultDialog')).RaceResultDialog);

/** What every race screen can open over itself: the buy-gasoline sheet and the round's result. */
export function RaceOverlays({ race }: { race: RaceGameState }) {
  const { t } = useTranslation('race');
  const { round } = race;
  const racing = race.phase?.phase === 'racing';
  useEffect(() => {
    if (racing) void RaceResultDialog.preload().catch(() => undefined);
  }, [racing]);
  if (!round) return null;
  return (
    <>
      <BuyGasolineSheet
        open={race.buyOpen}
        packs={GASOLINE_PACKS}
        coins={round.wallet.coins}
        buying={race.buying}
        write={race.gasoline}
        onBuy={race.buy}
        onRecharge={() => rechargeCoins(t('common:bridge.notInApp'))}
        onClose={race.closeBuy}
      />
      {round.result && <RaceResultDialog open={race.resultOpen} result={round.result} onClose={race.dismissResult} />}
    </>
  );
}
