import { useTranslation } from 'react-i18next';
import { eventClosed, type Phase } from '../model';
import { useWishWall } from '../useWishWall';
import { WishWall } from './WishWall';

/** The wishes wall with its data: loaded when the page is scrolled near it (it sits below the first screen). */
export function WishWallSection({ phase, unlocked }: { phase: Phase; unlocked: boolean }) {
  const { t } = useTranslation('christmas');
  const wall = useWishWall(phase, unlocked);
  const closed = eventClosed(phase);
  const closedNote = closed && t(closed === 'vaultClosed' ? 'wishes.opensLater' : 'wishes.closed');
  return (
    <WishWall
      wishes={wall.wishes.data}
      failed={wall.wishes.isError}
      onRetry={() => void wall.wishes.refetch()}
      draft={wall.draft}
      problem={wall.problem}
      posting={wall.posting}
      onEdit={wall.edit}
      onSend={wall.send}
      onReport={(wish) => void wall.report(wish)}
      closedNote={closedNote}
    />
  );
}
