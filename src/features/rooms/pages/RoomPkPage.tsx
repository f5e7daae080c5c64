import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { RoomPkView } from '../api';
import { PausedNotice } from '../components/PausedNotice';
import { PkArena, VsEmblem } from '../components/PkArena';
import { PkResultCard, PkStakes } from '../components/PkOutcome';
import { Stage } from '../components/RoomPkParts';
import { SplitBar } from '../components/SplitBar';
import { TopSupporters } from '../components/TopSupporters';
import { type PkRequest, pkRequestFrom } from '../model';
import { roomPkTheme } from '../theme';
import { type RoomPkState, useRoomPk } from '../useRoomPk';

function Battle({ view, state }: { view: RoomPkView & { pk: NonNullable<RoomPkView['pk']> }; state: RoomPkState }) {
  const { pk } = view;
  const phase = state.phase ?? 'before';
  return (
    <>
      <PkArena pk={pk} phase={phase} winner={pk.result?.winner ?? null} />
      <SplitBar red={pk.red.score} blue={pk.blue.score} />
      {state.paused && (
        <PausedNotice
          reason={state.paused}
          updatedAt={view.updated_at}
          onRefresh={state.refresh}
          refreshing={state.query.isFetching}
        />
      )}
      {pk.result ? <PkResultCard pk={pk} result={pk.result} /> : <PkStakes pk={pk} />}
      <TopSupporters red={pk.red.top} blue={pk.blue.top} />
    </>
  );
}

const Quiet = styled.section`
  display: grid;
  justify-items: center;
  gap: ${px(8)};
  margin-top: ${px(40)};
  padding: ${px(28)} ${px(20)};
  border-radius: ${px(20)};
  background: rgba(255, 255, 255, 0.05);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 200, 87, 0.22);
  text-align: center;
  svg {
    filter: grayscale(0.7);
    opacity: 0.7;
  }
  h2 {
    margin: ${px(6)} 0 0;
    color: #fff;
    font-size: ${px(17)};
    font-weight: 800;
  }
  p {
    max-width: ${px(260)};
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

/** No PK now: the arena is empty, and says when it will not be. */
function NoPk() {
  const { t } = useTranslation('roomPk');
  return (
    <Quiet aria-labelledby="room-pk-none">
      <VsEmblem />
      <h2 id="room-pk-none">{t('none.title')}</h2>
      <p>{t('none.hint')}</p>
    </Quiet>
  );
}

/** The PK on screen, or what stands in for it: still loading, failed (retry), signed out, none now. */
function RoomPk({ request }: { request: PkRequest }) {
  const { t } = useTranslation('roomPk');
  const state = useRoomPk(request);
  const { query } = state;
  const view = query.data;
  if (view?.pk) return <Battle view={{ ...view, pk: view.pk }} state={state} />;
  if (view) return <NoPk />;
  if (query.isError && isSignedOutError(query.error)) return <EmptyState message={t('signedOut')} />;
  if (query.isError)
    return (
      <ErrorState
        message={serverMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton $height={168} $radius={20} />
      <Skeleton $height={36} $radius={18} style={{ marginTop: px(16) }} />
      <Skeleton $height={190} $radius={18} style={{ marginTop: px(16) }} />
    </div>
  );
}

/**
 * `/h5/room/pk?pk_id=`: two voice rooms battle by gift value — the rooms face to face, the split bar, the scores, the
 * clock, each side's top supporters, then the server's result with its punishment and reward. Without `pk_id` it shows
 * the PK of the room I am in; a malformed one says the link is broken without asking the server.
 */
export default function RoomPkPage() {
  const { t } = useTranslation('roomPk');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  const request = pkRequestFrom(params.get('pk_id'));
  return (
    <Scaffold theme={roomPkTheme} title={t('titles.main')} onBack={back}>
      <Stage>
        {request.kind === 'bad' ? (
          <EmptyState kind="notFound" message={t('badLink')} />
        ) : (
          <RoomPk key={request.kind === 'pk' ? request.pkId : ''} request={request} />
        )}
      </Stage>
    </Scaffold>
  );
}
