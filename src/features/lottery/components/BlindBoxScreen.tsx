import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlindBoxSeries, LotteryState } from '../api';
import { firstPaidBundle } from '../model';
import { BoxStage } from './BoxStage';
import { useCostText } from './LotteryParts';
import { LotteryScreen, type BoardContext, type LotteryScreenProps } from './LotteryScreen';

export interface BlindBoxScreenProps
  extends Pick<LotteryScreenProps, 'game' | 'art' | 'theme' | 'title' | 'backdrop' | 'hero' | 'blocked' | 'lead'> {
  look: BlindBoxSeries['look'];
  /** Sections of the page's own above the collection (sending boxes to my CP). */
  extra?: (context: BoardContext) => ReactNode;
  /** The page's own rules, before the blind boxes' and every draw's. */
  rules?: string[];
  /** The page's strings: the blind-box pages' (`blindbox`) or the CP boxes' (`cpBlindbox`), each with the box's words. */
  ns: 'blindbox' | 'cpBlindbox';
  /**
   * The series' collection (`Collection`), given by the pages that show it: the CP blind box leaves it to the CP room,
   * and so does not download it.
   */
  collection?: ComponentType<{ game: string; state: LotteryState }>;
}

/**
 * A blind-box series' page, the same for every series: the box on its pedestal (tap it to open one), the draws, the
 * collection with bubble fragments and the exchange, the odds of every item, records and rules.
 */
export function BlindBoxScreen({
  look,
  extra,
  rules = [],
  blocked,
  ns,
  collection: CollectionPanel,
  ...props
}: BlindBoxScreenProps) {
  const { t } = useTranslation(ns);
  const costText = useCostText();
  const drawLabel = (count: number, gift?: boolean) => t(gift ? 'openGift' : 'openCount', { count });
  return (
    <LotteryScreen
      {...props}
      boardHeight={260}
      drawLabel={drawLabel}
      rules={[...rules, t('rules.duplicates'), t('rules.exchange')]}
      blocked={blocked}
      extra={(context) => (
        <>
          {extra?.(context)}
          {CollectionPanel && <CollectionPanel game={props.game} state={context.state} />}
        </>
      )}
      board={({ lottery, state, playing }) => {
        const bundle = firstPaidBundle(state.bundles);
        const unavailable = Boolean(blocked?.(state));
        return (
          <BoxStage
            look={look}
            unboxing={playing}
            label={
              playing ? t('opening') : bundle ? `${t('open')} · ${costText(bundle.cost, state.currency)}` : t('open')
            }
            disabled={!lottery.ready || Boolean(playing) || unavailable}
            onOpen={() => bundle && lottery.choose(bundle)}
            onSettled={lottery.settle}
          />
        );
      }}
    />
  );
}
