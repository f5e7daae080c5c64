import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { openInApp } from '../../../platform/bridge/openInApp';
import { appNow } from '../../../platform/clock/clock';
import { formatNumber, formatPercent, numberFormat } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { isAnchorId, isUnknownAnchor, virtualGfProfileQuery, type VirtualGfProfile } from '../api';
import { PhotoCarousel } from '../components/PhotoCarousel';
import { Padded, Panel, Stage, VirtualGfQuery } from '../components/ProfileParts';
import { VoicePlayer } from '../components/VoicePlayer';
import { ageOf, shownStats, type StatKey, type TagKind } from '../model';
import { virtualGfTheme } from '../theme';

const Name = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(6)} ${px(10)};
  margin: 0;
  color: #fff;
  font-size: ${px(24)};
  font-weight: 800;
  line-height: 1.25;
  overflow-wrap: anywhere;
  text-shadow: 0 ${px(1)} ${px(6)} rgba(0, 0, 0, 0.45);
`;

const Online = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(5)};
  padding: ${px(2)} ${px(9)};
  border-radius: ${px(11)};
  background: rgba(22, 15, 42, 0.7);
  color: #fff;
  font-size: ${px(12)};
  font-weight: 600;
  white-space: nowrap;
  text-shadow: none;
  &::before {
    content: '';
    width: ${px(8)};
    height: ${px(8)};
    border-radius: 50%;
    background: var(--dot);
    box-shadow: 0 0 0 ${px(2)} rgba(255, 255, 255, 0.15);
  }
`;
const DOT: Record<string, string> = { online: '#4ADE80', busy: '#FFB547', offline: '#A59BBF' };

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)};
  margin: ${px(8)} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${px(3)} ${px(10)};
    border-radius: ${px(12)};
    background: rgba(255, 255, 255, 0.16);
    color: #fff;
    font-size: ${px(13)};
    white-space: nowrap;
  }
  li[data-kind='age'] {
    background: #ffd4e4;
    color: #5e1838;
    font-weight: 700;
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(4)} ${px(12)} ${px(20)};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    max-width: 100%;
    padding: ${px(5)} ${px(12)};
    border-radius: ${px(16)};
    font-size: ${px(13)};
    overflow-wrap: anywhere;
  }
  li[data-kind='personality'] {
    background: rgba(255, 141, 180, 0.2);
    color: #ffe6ef;
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 169, 201, 0.45);
  }
  li[data-kind='interest'] {
    background: rgba(140, 107, 255, 0.2);
    color: #eee6ff;
    box-shadow: inset 0 0 0 ${px(1)} rgba(190, 170, 255, 0.45);
  }
`;

const TagGroups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  h3 {
    margin: 0 0 ${px(6)};
    color: var(--color-textMuted);
    font-size: ${px(12)};
    font-weight: 600;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  div {
    padding: ${px(12)};
    border-radius: ${px(14)};
    background: rgba(255, 255, 255, 0.06);
  }
  dt {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  dd {
    margin: ${px(4)} 0 0;
    color: #ffe6ef;
    font-size: ${px(19)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-align: center;
`;

/** The way to her home, pinned to the screen's foot: her price for a minute of chat beside it when the server says. */
const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: ${px(12)};
  margin-top: auto;
  padding: ${px(10)} ${px(12)} calc(${px(10)} + var(--safe-bottom, 0px));
  background: rgba(22, 15, 42, 0.94);
  box-shadow: 0 ${px(-1)} 0 rgba(255, 169, 201, 0.2);
  backdrop-filter: blur(${px(10)});
  > button {
    flex: 1;
  }
`;

const Price = styled.span`
  color: #ffd4e4;
  font-size: ${px(15)};
  font-weight: 800;
  white-space: nowrap;
`;

function StatValue({ statKey, value }: { statKey: StatKey; value: number }) {
  const { t, i18n } = useTranslation('virtualgf');
  if (statKey === 'rating')
    return (
      <>{`★ ${numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}`}</>
    );
  if (statKey === 'repeat_rate') return <>{formatPercent(i18n.language, value)}</>;
  if (statKey === 'companion_minutes') return <>{t('stats.minutes', { value: formatNumber(i18n.language, value) })}</>;
  return <>{formatNumber(i18n.language, value)}</>;
}

/** Her tags of one kind (personality, interests) as chips under their heading; nothing when she has none. */
function TagGroup({ kind, tags }: { kind: TagKind; tags: VirtualGfProfile['tags'] }) {
  const { t } = useTranslation('virtualgf');
  const mine = tags.filter((tag) => tag.kind === kind);
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby={`vgf-tags-${kind}`}>
      <h3 id={`vgf-tags-${kind}`}>{t(`tags.${kind}`)}</h3>
      <Chips>
        {mine.map((tag) => (
          <li key={tag.label} data-kind={kind}>
            {tag.label}
          </li>
        ))}
      </Chips>
    </section>
  );
}

function Profile({ profile }: { profile: VirtualGfProfile }) {
  const { t, i18n } = useTranslation('virtualgf');
  const age = ageOf(profile.age, profile.birth_year, profile.server_now || appNow());
  const stats = shownStats(profile.stats);
  const openHome = () =>
    openInApp({ target_name: 'user_home', params: { user_id: profile.public_id } }, t('common:bridge.notInApp'));
  return (
    <>
      <PhotoCarousel photos={profile.photos} name={profile.nickname} avatar={profile.avatar}>
        <Name>
          {profile.nickname}
          {profile.online && (
            <Online style={{ ['--dot' as string]: DOT[profile.online] }}>{t(`online.${profile.online}`)}</Online>
          )}
        </Name>
        {(age !== null || profile.constellation || profile.city) && (
          <Facts>
            {age !== null && <li data-kind="age">{t('age', { age })}</li>}
            {profile.constellation && <li>{t(`constellation.${profile.constellation}`)}</li>}
            {profile.city && <li>{profile.city}</li>}
          </Facts>
        )}
      </PhotoCarousel>
      <Card>
        {profile.tags.length > 0 && (
          <TagGroups>
            <TagGroup kind="personality" tags={profile.tags} />
            <TagGroup kind="interest" tags={profile.tags} />
          </TagGroups>
        )}
        {profile.voice && (
          <Panel aria-labelledby="vgf-voice">
            <h3 id="vgf-voice">{t('voice.title')}</h3>
            <VoicePlayer voice={profile.voice} />
          </Panel>
        )}
        <Panel aria-labelledby="vgf-stats">
          <h3 id="vgf-stats">{t('stats.title')}</h3>
          {stats.length > 0 ? (
            <Stats>
              {stats.map(({ key, value }) => (
                <div key={key}>
                  <dt>{t(`stats.${key}`)}</dt>
                  <dd>
                    <StatValue statKey={key} value={value} />
                  </dd>
                </div>
              ))}
            </Stats>
          ) : (
            <p>{t('stats.none')}</p>
          )}
        </Panel>
        {profile.bio && (
          <Panel aria-labelledby="vgf-bio">
            <h3 id="vgf-bio">{t('bio')}</h3>
            <p>{profile.bio}</p>
          </Panel>
        )}
        <Muted>{t('homeNote')}</Muted>
      </Card>
      <ActionBar>
        {profile.price_per_minute !== null && (
          <Price>{t('price', { coins: formatNumber(i18n.language, profile.price_per_minute) })}</Price>
        )}
        <Button size="large" onClick={openHome}>
          {t('home')}
        </Button>
      </ActionBar>
    </>
  );
}

/** `/h5/broadcaster/virtualgfprofile?anchor_id=`: an anchor's virtual girlfriend card, as a member sees it. */
export default function VirtualGfProfilePage() {
  const { t } = useTranslation('virtualgf');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  const raw = params.get('anchor_id') ?? '';
  const valid = isAnchorId(raw);
  const profile = useQuery({ ...virtualGfProfileQuery(valid ? raw : ''), enabled: valid });
  const missing = !valid || profile.data === null || (profile.isError && isUnknownAnchor(profile.error));
  return (
    <Scaffold theme={virtualGfTheme} title={t('titles.profile')} onBack={back}>
      <Stage>
        {missing ? (
          <Padded>
            <EmptyState kind="notFound" message={t('notFound')} />
          </Padded>
        ) : (
          <VirtualGfQuery query={profile}>{(data) => data && <Profile profile={data} />}</VirtualGfQuery>
        )}
      </Stage>
    </Scaffold>
  );
}
