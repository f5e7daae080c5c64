import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { openInApp } from '../../../platform/bridge/openInApp';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { isTribeId, isUnknownTribe, type TribeHall, type TribeMember, tribeHallQuery } from '../api';
import { MembershipDialog, useMembershipWrite } from '../components/MembershipDialog';
import { TribeEmblem } from '../components/TribeEmblem';
import { Panel, Portrait, Stage, TribesQuery } from '../components/TribesParts';
import { joinAction, levelProgress, TRIBE_MAX_LEVEL } from '../model';
import { tribesTheme } from '../theme';

const Hero = styled.header`
  display: grid;
  justify-items: center;
  gap: ${px(6)};
  padding: ${px(8)} 0 ${px(4)};
  text-align: center;
  h2 {
    max-width: 100%;
    margin: ${px(4)} 0 0;
    overflow: hidden;
    color: #fff;
    font-size: ${px(22)};
    font-weight: 900;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${px(8)};
  margin: 0;
  div {
    padding: ${px(10)} ${px(6)};
    border-radius: ${px(14)};
    background: rgba(255, 255, 255, 0.06);
    text-align: center;
  }
  dt {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  dd {
    margin: ${px(2)} 0 0;
    color: #ffe29a;
    font-size: ${px(17)};
    font-variant-numeric: tabular-nums;
    font-weight: 800;
  }
`;

/** The level's experience: a gold bar on the night (the shared bar's cream track is for light pages). */
const LevelBar = styled.div`
  height: ${px(10)};
  overflow: hidden;
  border-radius: ${px(5)};
  background: rgba(255, 255, 255, 0.12);
  span {
    display: block;
    height: 100%;
    min-width: ${px(10)};
    border-radius: inherit;
    background: linear-gradient(90deg, #ffd66b, #ff9f43);
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${px(8)};
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-align: center;
`;

const Officers = styled.ul`
  display: flex;
  gap: ${px(14)};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  li {
    display: grid;
    justify-items: center;
    gap: ${px(4)};
    width: ${px(64)};
    flex: none;
    color: var(--color-text);
    font-size: ${px(12)};
    text-align: center;
  }
  li span:last-child {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Board = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MemberRow = styled.li`
  button {
    display: grid;
    grid-template-columns: ${px(26)} auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${px(10)};
    width: 100%;
    padding: ${px(8)} ${px(10)};
    border: none;
    border-radius: ${px(14)};
    background: rgba(255, 255, 255, 0.05);
    color: var(--color-text);
    font: inherit;
    text-align: start;
  }
  b {
    color: var(--color-textMuted);
    font-size: ${px(14)};
    font-variant-numeric: tabular-nums;
    text-align: center;
  }
  &:nth-child(-n + 3) b {
    color: #ffc857;
    font-size: ${px(16)};
  }
  strong {
    overflow: hidden;
    font-size: ${px(14)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  em {
    color: #ffe29a;
    font-size: ${px(14)};
    font-style: normal;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
`;

const Role = styled.small<{ $role: string }>`
  display: block;
  color: ${({ $role }) => ($role === 'chief' ? '#ffc857' : $role === 'elder' ? '#9fd4ff' : 'var(--color-textMuted)')};
  font-size: ${px(11)};
`;

function MemberLine({ member, rank }: { member: TribeMember; rank: number }) {
  const { t, i18n } = useTranslation('tribes');
  return (
    <MemberRow>
      <button
        type="button"
        disabled={!member.public_id}
        onClick={() =>
          openInApp({ target_name: 'user_home', params: { user_id: member.public_id } }, t('common:bridge.notInApp'))
        }
      >
        <b>{rank}</b>
        <Portrait src={member.avatar} name={member.nickname} />
        <span style={{ minWidth: 0 }}>
          <strong>{member.nickname}</strong>
          <Role $role={member.role}>{t(`roles.${member.role}`)}</Role>
        </span>
        <em>{formatNumber(i18n.language, member.contribution)}</em>
      </button>
    </MemberRow>
  );
}

function Hall({ data }: { data: TribeHall }) {
  const { t, i18n } = useTranslation('tribes');
  const join = useMembershipWrite('join');
  const leave = useMembershipWrite('leave');
  const { tribe } = data;
  const params = { tribeId: tribe.tribe_id, name: tribe.name, approval: tribe.approval };
  const action = joinAction(data.membership, tribe, data.other_tribe);
  const officers = data.members.filter((member) => member.role !== 'member');
  const top = tribe.level >= TRIBE_MAX_LEVEL;
  const filled = Math.round(levelProgress(tribe.level, tribe.exp, tribe.next_level_exp) * 100);
  return (
    <>
      <Hero>
        <TribeEmblem tribeId={tribe.tribe_id} name={tribe.name} size={84} />
        <h2>{tribe.name}</h2>
        {tribe.slogan && <p>{tribe.slogan}</p>}
      </Hero>
      <Facts>
        <div>
          <dt>{t('hall.level')}</dt>
          <dd>{t('level', { level: tribe.level })}</dd>
        </div>
        <div>
          <dt>{t('hall.members')}</dt>
          <dd>{t('hall.memberCount', { members: tribe.members, capacity: tribe.capacity })}</dd>
        </div>
        <div>
          <dt>{t('hall.rank')}</dt>
          <dd>{tribe.rank > 0 ? t('hall.rankValue', { rank: tribe.rank }) : '—'}</dd>
        </div>
      </Facts>
      <Panel aria-labelledby="tribe-level">
        <h2 id="tribe-level">
          <span id="tribe-level-name">{t('hall.levelTitle')}</span>
          <small>
            {top
              ? t('hall.topLevel')
              : t('hall.exp', {
                  exp: formatNumber(i18n.language, tribe.exp),
                  next: formatNumber(i18n.language, tribe.next_level_exp),
                })}
          </small>
        </h2>
        <LevelBar
          role="progressbar"
          aria-labelledby="tribe-level-name"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={filled}
        >
          <span style={{ width: `${filled}%` }} />
        </LevelBar>
        <p>{t('hall.levelHint')}</p>
      </Panel>
      <Actions>
        {action === 'member' && (
          <>
            <Button
              block
              onClick={() =>
                openInApp(
                  { target_name: 'tribe_hall', params: { tribe_id: tribe.tribe_id } },
                  t('common:bridge.notInApp'),
                )
              }
            >
              {t('hall.openInApp')}
            </Button>
            {data.my_role !== 'chief' && (
              <Button block variant="ghost" onClick={() => leave.open(params)}>
                {t('leave.action')}
              </Button>
            )}
          </>
        )}
        {(action === 'join' || action === 'apply') && (
          <Button block onClick={() => join.open(params)}>
            {t(action === 'apply' ? 'join.apply' : 'join.confirm')}
          </Button>
        )}
        {action === 'requested' && <Note role="status">{t('join.requestedLong')}</Note>}
        {action === 'full' && <Note>{t('join.full')}</Note>}
        {action === 'leaveFirst' && <Note>{t('join.leaveFirst')}</Note>}
      </Actions>
      {officers.length > 0 && (
        <Panel aria-labelledby="tribe-officers">
          <h2 id="tribe-officers">{t('hall.officers')}</h2>
          <Officers>
            {officers.map((member) => (
              <li key={member.public_id || member.nickname}>
                <Portrait src={member.avatar} name={member.nickname} size={48} />
                <Role $role={member.role}>{t(`roles.${member.role}`)}</Role>
                <span>{member.nickname}</span>
              </li>
            ))}
          </Officers>
        </Panel>
      )}
      <Panel aria-labelledby="tribe-board">
        <h2 id="tribe-board">
          {t('hall.board')}
          <small>{t('hall.boardWeek')}</small>
        </h2>
        {data.members.length === 0 ? (
          <EmptyState message={t('hall.noMembers')} />
        ) : (
          <Board>
            {data.members.map((member, index) => (
              <MemberLine key={member.public_id || member.nickname} member={member} rank={index + 1} />
            ))}
          </Board>
        )}
      </Panel>
      <MembershipDialog act="join" write={join} />
      <MembershipDialog act="leave" write={leave} />
    </>
  );
}

/** `/h5/tribes/hall?tribe_id=`: a tribe's hall — level, members and roles, the week's contribution board; join or leave. */
export default function TribeHallPage() {
  const { t } = useTranslation('tribes');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  const raw = params.get('tribe_id') ?? '';
  const tribeId = isTribeId(raw) ? raw : '';
  const hall = useQuery({ ...tribeHallQuery(tribeId), enabled: tribeId !== '' });
  const missing = tribeId === '' || (hall.isError && isUnknownTribe(hall.error));
  return (
    <Scaffold theme={tribesTheme} title={t('titles.hall')} onBack={back}>
      <Stage>
        {missing ? (
          <EmptyState kind="notFound" message={t('hall.notFound')} />
        ) : (
          <TribesQuery query={hall}>{(data) => <Hall data={data} />}</TribesQuery>
        )}
      </Stage>
    </Scaffold>
  );
}
