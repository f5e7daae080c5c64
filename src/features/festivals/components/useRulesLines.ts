import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import type { FestivalState } from '../api';
import type { FestivalDefinition } from '../definition';
import { GIFT_MEDAL_DAYS, GIFT_VEHICLE_DAYS, keptUntil } from '../model';

/**
 * A festival's rules, written from what the server runs (its window, gifts, board and claim period, UTC+8) and the
 * rules every festival follows, then the festival's own lines. Its words (`festivalRules`) come with the rules.
 */
export function useRulesLines(festival: FestivalDefinition, state: FestivalState | undefined) {
  const { t, i18n } = useTranslation('festivals');
  const { t: r, ready } = useTranslation('festivalRules');
  const { t: words } = useTranslation(festival.ns);
  const when = useMemo(
    () =>
      dateFormat(i18n.language, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [i18n.language],
  );
  if (!ready || !state) return { ready: false, lines: [] as string[] };
  const { window, gifts } = state;
  const own = Array.from({ length: festival.ownRules }, (_, index) => words(`rules.${index + 1}`));
  const kept = keptUntil(window);
  const lines = [
    window.end_at === null
      ? r('windowOpen', { start: when(window.start_at) })
      : r('window', { start: when(window.start_at), end: when(window.end_at) }),
    ...own,
    ...(gifts.length > 0
      ? [
          r('gifts', {
            list: gifts
              .map((gift) =>
                r('giftLine', {
                  name: words(`giftNames.${gift.gift_id}`, { defaultValue: t('giftNames.fallback') }),
                  price: gift.price,
                  points: gift.points,
                }),
              )
              .join(r('separator')),
          }),
          r('perks', { medal: GIFT_MEDAL_DAYS, vehicle: GIFT_VEHICLE_DAYS }),
        ]
      : []),
    ...(festival.sections.includes('board')
      ? [r('board', { kind: t(`board.kinds.${festival.board}`) }), r('ties')]
      : []),
    ...(window.results_at !== null && kept !== null
      ? [r('results', { results: when(window.results_at), until: when(kept) })]
      : []),
    r('fair'),
  ];
  return { ready: true, lines };
}
