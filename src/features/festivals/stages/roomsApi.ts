import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../platform/http/client';
import { text, whole } from '../../../platform/http/read';
import { FESTIVAL_API, festivalKeys, id, rows, type ThemedRoom } from '../api';

// The rooms reply, read as defensively as the festival's state (api.ts), with the one page that shows it.

const parseRoom = (raw: Record<string, unknown>): ThemedRoom | null => {
  const roomId = id(raw.room_id);
  return roomId
    ? {
        room_id: roomId,
        title: text(raw.title, 60),
        host: text(raw.host, 40),
        host_id: text(raw.host_id, 64),
        listeners: whole(raw.listeners),
        theme: text(raw.theme, 32),
        live: raw.live === true,
      }
    : null;
};

export const roomsQuery = (festival: string) =>
  queryOptions({
    queryKey: festivalKeys.list(festival, 'rooms'),
    queryFn: async ({ signal }) =>
      rows(await apiGet<unknown>(FESTIVAL_API.rooms, { festival }, { signal }), parseRoom, (row) => row.room_id),
  });
