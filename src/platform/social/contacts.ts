import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../http/client';
import { list, record, text } from '../http/read';

/** My contacts (people I follow or chat with), for any screen that picks someone: a gift, an invitation. */
export const CONTACTS_PATH = '/api/ucuser/v1/contacts';

export interface Contact {
  user_id: string;
  nickname: string;
  avatar_url: string;
}

export interface ContactsReply {
  contacts: Contact[];
  /** Ids of the people I gave to or chatted with lately, most recent first. */
  recent: string[];
}

/** The most a reply may list (a chooser stays usable; nobody scrolls further). */
export const CONTACTS_MAX = 2_000;

/** Read defensively: a contact without an id is left out; a missing name shows as its id. */
export function parseContacts(data: unknown): ContactsReply {
  const raw = record(data);
  const contacts: Contact[] = [];
  const seen = new Set<string>();
  for (const item of list(raw.contacts)) {
    const contact = record(item);
    const id = text(contact.user_id, 64);
    if (!id || seen.has(id) || contacts.length === CONTACTS_MAX) continue;
    seen.add(id);
    contacts.push({ user_id: id, nickname: text(contact.nickname, 64) || id, avatar_url: text(contact.avatar_url) });
  }
  const recent = list(raw.recent)
    .map((id) => text(id, 64))
    .filter((id) => seen.has(id));
  return { contacts, recent };
}

export const contactsQuery = () =>
  queryOptions({
    queryKey: ['contacts'] as const,
    queryFn: async ({ signal }) => parseContacts(await apiGet<unknown>(CONTACTS_PATH, {}, { signal })),
    staleTime: 60_000,
  });
