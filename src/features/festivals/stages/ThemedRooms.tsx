import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { openInApp } from '../../../platform/bridge/openInApp';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { focusRing, tapArea } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { ThemedRoom } from '../api';
import { roomsQuery } from './roomsApi';
import { Panel } from '../components/Panel';
import type { StageProps } from '../definition';

const Rooms = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Room = styled.button`
  ${tapArea(64)}
  display: grid;
  grid-template-columns: ${px(56)} 1fr auto;
  align-items: center;
  gap: ${px(12)};
  width: 100%;
  padding: ${px(10)} ${px(12)};
  border: 0;
  border-radius: ${px(18)};
  background: linear-gradient(100deg, rgba(184, 255, 60, 0.16) 0%, rgba(255, 255, 255, 0.05) 100%);
  box-shadow: inset 0 0 0 ${px(1.5)} rgba(184, 255, 60, 0.35);
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
  & b {
    display: block;
    font-size: ${px(15)};
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** The room's cover: the host's initial on a jester's diamond pattern (the server sends no pictures we may show). */
const Cover = styled.span`
  display: grid;
  place-items: center;
  width: ${px(56)};
  height: ${px(56)};
  border-radius: ${px(16)};
  background:
    conic-gradient(from 45deg, #ff8a1f 0 25%, #b8ff3c 0 50%, #e0308a 0 75%, #7b5cff 0) 0 0 / ${px(20)} ${px(20)};
  box-shadow: inset 0 0 0 ${px(3)} rgba(255, 255, 255, 0.5);
  color: #fff;
  font-size: ${px(22)};
  font-weight: 900;
  text-shadow: 0 ${px(2)} ${px(4)} rgba(0, 0, 0, 0.6);
`;

const Live = styled.span<{ $live: boolean }>`
  padding: ${px(4)} ${px(10)};
  border-radius: ${px(999)};
  background: ${({ $live }) => ($live ? '#c8102e' : 'rgba(255, 255, 255, 0.14)')};
  color: #fff;
  font-size: ${px(12)};
  font-weight: 800;
  white-space: nowrap;
`;

/**
 * April Fools' rooms: the rooms dressed for the day, with the prank each plays. A room opens in the app through its
 * host's home (the bridge's jumps have no room target; the app's home shows the host's live room to enter).
 */
export function ThemedRooms({ festival }: StageProps) {
  const { t, i18n } = useTranslation(festival.ns);
  const rooms = useQuery(roomsQuery(festival.festival));
  const open = (room: ThemedRoom) =>
    openInApp({ target_name: 'user_home', params: { user_id: room.host_id } }, t('common:bridge.notInApp'));
  return (
    <Panel title={t('rooms.title')}>
      {rooms.isPending ? (
        <Skeleton $height={220} $radius={16} />
      ) : rooms.isError ? (
        <ErrorState message={t('rooms.failed')} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />
      ) : rooms.data.length === 0 ? (
        <EmptyState plain compact message={t('rooms.empty')} />
      ) : (
        <Rooms>
          {rooms.data.map((room) => (
            <li key={room.room_id}>
              <Room type="button" onClick={() => open(room)} disabled={!room.host_id}>
                <Cover aria-hidden="true">{Array.from(room.host)[0] ?? '?'}</Cover>
                <span>
                  <b>{room.title}</b>
                  <small>
                    {t('rooms.host', { name: room.host })} ·{' '}
                    {t(`rooms.themes.${room.theme}`, { defaultValue: t('rooms.themes.other') })}
                  </small>
                  <small>
                    {t('rooms.listeners', {
                      count: room.listeners,
                      formatted: formatNumber(i18n.language, room.listeners),
                    })}
                  </small>
                </span>
                <Live $live={room.live}>{room.live ? t('rooms.live') : t('rooms.offline')}</Live>
              </Room>
            </li>
          ))}
        </Rooms>
      )}
    </Panel>
  );
}
