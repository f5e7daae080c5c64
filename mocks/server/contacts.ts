/**
 * My contacts, simulated: people from the ranks' mock population (`u_m001`…), the same for every
 * token, and each token's recent ones (a gift makes its receiver the most recent).
 */
import type { Contact, ContactsReply } from '../../src/platform/social/contacts';
import { AVATARS, memberId, NICKNAMES } from './population';

export interface ContactsSimulatorOptions {
  /** How many contacts everyone has (0: none yet). */
  count?: number;
  /** How many of them are recent at first. */
  recent?: number;
}

export const mockContact = (index: number): Contact => ({
  user_id: memberId(index),
  nickname: `${NICKNAMES[(index - 1) % NICKNAMES.length]}${index > NICKNAMES.length ? ` ${Math.ceil(index / NICKNAMES.length)}` : ''}`,
  avatar_url: index % 6 === 0 ? '' : AVATARS[index % AVATARS.length]!,
});

export function createContactsSimulator({ count = 24, recent = 3 }: ContactsSimulatorOptions = {}) {
  const contacts = Array.from({ length: count }, (_, index) => mockContact(index + 1));
  const recents = new Map<string, string[]>();
  const recentOf = (token: string) => recents.get(token) ?? contacts.slice(0, recent).map((c) => c.user_id);
  return {
    contacts(token: string): ContactsReply {
      return { contacts, recent: recentOf(token) };
    },
    has: (userId: string) => contacts.some((contact) => contact.user_id === userId),
    /** Someone I just gave to comes first in my recent ones. */
    noteRecent(token: string, userId: string) {
      recents.set(token, [userId, ...recentOf(token).filter((id) => id !== userId)].slice(0, 8));
    },
  };
}

export type ContactsSimulator = ReturnType<typeof createContactsSimulator>;

/** The shared contacts of the dev app and e2e. */
export const contactsSimulator = createContactsSimulator();
