import type { TFunction } from 'i18next';
import type { RankEntry } from '../../../ui/RankRow/RankRow';
import type { BoardEntryWire, MyRankReply } from '../contract';
import type { Subject } from '../model';

/** One row as the board shows it: the ui's RankEntry, its value, and what a tap opens. */
export interface BoardRow {
  entry: RankEntry;
  value: number;
  subject: Subject;
}

/** Where I stand; `missing` when the board ranks tribes or pairs and I have none. */
export type MyStanding = { entry: RankEntry; value: number; gap: number } | { missing: 'tribe' | 'pair' };

function toEntry(wire: Omit<BoardEntryWire, 'rank'>, rank: number | null, t: TFunction<'ranks'>): RankEntry {
  const medal = wire.medal
    ? {
        name: t('medalName', { period: t(`scopes.${wire.medal.period}`), board: t(`kinds.${wire.medal.kind}`) }),
        daysLeft: wire.medal.days_left,
      }
    : undefined;
  const partner = wire.partner ? { name: wire.partner.name, avatarSrc: wire.partner.avatar } : undefined;
  return {
    id: wire.id,
    rank,
    name: partner ? t('pairName', { first: wire.name, second: partner.name }) : wire.name,
    avatarSrc: wire.avatar,
    level: wire.level > 0 && wire.subject === 'user' ? wire.level : undefined,
    medal,
    online: wire.online,
    partner,
  };
}

export const toBoardRow = (wire: BoardEntryWire, t: TFunction<'ranks'>): BoardRow => ({
  entry: toEntry(wire, wire.rank, t),
  value: wire.value,
  subject: wire.subject,
});

export function toMyStanding(reply: MyRankReply, subject: Subject, t: TFunction<'ranks'>): MyStanding {
  if (!reply.entry) return { missing: subject === 'pair' ? 'pair' : 'tribe' };
  return { entry: toEntry(reply.entry, reply.rank, t), value: reply.value, gap: reply.gap };
}
