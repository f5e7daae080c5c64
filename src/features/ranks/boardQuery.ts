import type { BoardPage } from './boards';
import type { BoardKind, Scope } from './model';

export interface BoardSelection {
  kind: BoardKind;
  scope: Scope;
  /** The star gift (gift-star board); undefined = the server's first. */
  gift: string | undefined;
}

/**
 * The tab in the address (`?kind=charm&scope=weekly&gift=crown`), so a reload or a
 * shared link opens the same board. Anything unknown falls back to the page's first tab.
 */
export function selectionFromQuery(page: BoardPage, search: string): BoardSelection {
  const query = new URLSearchParams(search);
  const kind = page.kinds.find((candidate) => candidate === query.get('kind')) ?? page.kinds[0]!;
  const scope = page.scopes.find((candidate) => candidate === query.get('scope')) ?? page.scopes[0]!;
  const gift = page.giftTabs ? (query.get('gift') ?? '').trim().slice(0, 40) || undefined : undefined;
  return { kind, scope, gift };
}

/** The address with the selection in it; every other parameter (app-language, refer…) stays. */
export function queryForSelection(selection: BoardSelection, search = ''): string {
  const query = new URLSearchParams(search);
  query.set('kind', selection.kind);
  query.set('scope', selection.scope);
  if (selection.gift) query.set('gift', selection.gift);
  else query.delete('gift');
  return `?${query.toString()}`;
}
