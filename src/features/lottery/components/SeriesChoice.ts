import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { BlindBoxSeries } from '../api';
import { blindBoxShelfQuery } from '../shelfApi';
import { seriesParam } from '../games';

/**
 * The series a shelf page opens: the URL's `?series=` when the shelf has it, else the shelf's first (else `fallback`
 * while the shelf loads, so the series' state is read at the same time). Choosing one replaces the URL's, so a reload
 * or a shared link opens it again.
 */
export function useSeriesChoice(shelf: 'house' | 'cp', fallback: string) {
  const [params, setParams] = useSearchParams();
  const query = useQuery(blindBoxShelfQuery(shelf));
  const requested = seriesParam(params.get('series'));
  const series = query.data?.series ?? [];
  const chosen =
    series.find((entry) => entry.game === requested) ??
    (query.data ? series[0] : undefined) ??
    ({ game: requested ?? fallback } as Pick<BlindBoxSeries, 'game'> & Partial<BlindBoxSeries>);
  return {
    game: chosen.game,
    look: chosen.look,
    choose: (next: BlindBoxSeries) =>
      setParams(
        (current) => {
          current.set('series', next.game);
          return current;
        },
        { replace: true },
      ),
  };
}
