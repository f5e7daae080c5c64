import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { list, record, text } from '../../platform/http/read';
import { ANCHOR_PATHS, anchorKeys, type QaSet } from './api';
import type { QaItem, QaSection } from './qa';

export function parseQa(data: unknown): QaSection[] {
  return list(record(data).sections).flatMap((item): QaSection[] => {
    const section = record(item);
    const id = text(section.section_id, 64);
    const title = text(section.title, 200);
    const items = list(section.items).flatMap((entry): QaItem[] => {
      const raw = record(entry);
      const itemId = text(raw.item_id, 64);
      const question = text(raw.question, 500);
      const answer = text(raw.answer, 4_000);
      if (!itemId || !question || !answer) return [];
      const link = raw.link === 'withdraw' || raw.link === 'service' ? raw.link : null;
      return [{ id: itemId, question, answer, link }];
    });
    return id && title && items.length > 0 ? [{ id, title, items }] : [];
  });
}

/** The answers come in the request's `app-language`; the key carries it so a language switch reads again. */
export const qaQuery = (set: QaSet, language: string) =>
  queryOptions({
    queryKey: anchorKeys.qa(set, language),
    queryFn: async ({ signal }) => parseQa(await apiGet<unknown>(ANCHOR_PATHS.qa, { set }, { signal })),
    staleTime: 10 * 60_000,
  });
