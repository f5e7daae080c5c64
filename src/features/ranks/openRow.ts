import { bridge } from '../../platform/bridge/bridge';
import { showToast } from '../../ui/Toast/toast';
import type { BoardRow } from './components/boardRows';

/** A row opens the person's native profile, a tribe its tribe hall; outside the app, a toast says so. */
export function openRow(row: BoardRow, notInApp: string): void {
  const jump =
    row.subject === 'tribe'
      ? bridge.jumpNative({ target_name: 'tribe_hall', params: { tribe_id: row.entry.id } })
      : bridge.jumpNative({ target_name: 'user_home', params: { user_id: row.entry.id } });
  jump.catch(() => showToast(notInApp));
}
