import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { dateFormat, shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { type TribePk, tribePkQuery } from '../api';
import { Bracket } from '../components/Bracket';
import { TribeEmblem } from '../components/TribeEmblem';
import { Panel, Stage, TribesQuery } from '../components/TribesParts';
import {
  currentStage,
  PK_SIDES,
  PK_STAGES,
  type PkSide,
  QUALIFIERS_PER_SIDE,
  sideRanking,
  tribeJourney,
} from '../model';
import { TRIBES_PATH } from '../paths';
import { SIDE_COLOURS, tribesTheme } from '../theme';

const Hero = styled.header`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${px(4)};
  padding: ${px(18)} ${px(12)} ${px(16)};
  overflow: hidden;
  border-radius: ${px(20)};
  background:
    linear-gradient(100deg, rgba(255, 77, 109, 0.75) 0%, rgba(255, 77, 109, 0) 50%),
    linear-gradient(260deg, rgba(61, 139, 255, 0.75) 0%, rgba(61, 139, 255, 0) 50%),
    #1d2656;
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 226, 154, 0.45);
  text-align: center;
  h2 {
    margin: 0;
    color: #fff;
    font-size: ${px(24)};
    font-weight: 900;
    letter-spacing: 0.04em;
    text-shadow: 0 ${px(2)} ${px(8)} rgba(0, 0, 0, 0.45);
  }
  p {
    margin: 0;
    color: #ffe9b8;
    font-size: ${px(13)};
  }
`;

const Versus = styled.b`
  color: #ffc857;
  font-size: ${px(13)};
  font-weight: 900;
  letter-spacing: 0.3em;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${px(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${px(2)};
    padding: ${px(6)} ${px(2)};
    border-radius: ${px(10)};
    background: rgba(255, 255, 255, 0.06);
    color: var(--color-textMuted);
    font-size: ${px(10)};
    text-align: center;
  }
  li[aria-current='step'] {
    background: linear-gradient(135deg, #ffd66b, #ff9f43);
    color: #3a2300;
  }
  strong {
    font-size: ${px(12)};
  }
`;

const Mine = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(18)};
  background: rgba(255, 200, 87, 0.12);
  box-shadow: inset 0 0 0 ${px(1.5)} rgba(255, 200, 87, 0.6);
  h2 {
    margin: 0;
    overflow: hidden;
    color: #fff;
    font-size: ${px(16)};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  p {
    margin: ${px(2)} 0 0;
    color: #ffe9b8;
    font-size: ${px(13)};
    line-height: 1.5;
  }
  a {
    color: #ffe29a;
  }
  /* The season's champion: the card becomes the trophy's gold. */
  &[data-champion='true'] {
    background: linear-gradient(135deg, rgba(255, 214, 107, 0.38) 0%, rgba(255, 159, 67, 0.18) 100%);
    box-shadow:
      inset 0 0 0 ${px(2)} #ffc857,
      0 0 ${px(18)} rgba(255, 200, 87, 0.45);
  }
  &[data-champion='true'] p {
    color: #ffe29a;
    font-size: ${px(17)};
    font-weight: 900;
  }
`;

const SideTag = styled.span<{ $side: PkSide }>`
  display: inline-block;
  margin-right: ${px(6)};
  padding: 0 ${px(6)};
  border-radius: ${px(6)};
  background: ${({ $side }) => SIDE_COLOURS[$side]};
  color: #10163a;
  font-size: ${px(11)};
  font-weight: 800;
  line-height: ${px(18)};
`;

const Standings = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(8)};
  h3 {
    margin: 0 0 ${px(6)};
    font-size: ${px(14)};
  }
  ol {
    display: grid;
    gap: ${px(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    grid-template-columns: ${px(18)} minmax(0, 1fr) auto;
    gap: ${px(4)};
    align-items: center;
    padding: ${px(5)} ${px(6)};
    border-radius: ${px(8)};
    background: rgba(255, 255, 255, 0.05);
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  li[data-through='true'] {
    color: var(--color-text);
  }
  /* The line under the 8th: who goes through. */
  li:nth-child(${QUALIFIERS_PER_SIDE}) {
    margin-bottom: ${px(6)};
    box-shadow: 0 ${px(5)} 0 ${px(-3)} rgba(255, 200, 87, 0.7);
  }
  li[data-mine='true'] {
    box-shadow: inset 0 0 0 ${px(1.5)} #ffc857;
  }
  li span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li b {
    font-variant-numeric: tabular-nums;
  }
`;

function MyTribe({ data, names }: { data: TribePk; names: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation('tribes');
  const when = shortDateTimeFormat(i18n.language);
  const mine = data.my_tribe_id;
  if (!mine) {
    return (
      <Mine aria-label={t('pk.myTribe')}>
        <span />
        <p>
          {t('pk.noTribe')} <Link to={TRIBES_PATH}>{t('pk.findTribe')}</Link>
        </p>
      </Mine>
    );
  }
  const name = names.get(mine) ?? mine;
  const standing = data.qualifying.find((entry) => entry.tribe_id === mine);
  const journey = tribeJourney(data.matches, mine);
  const match = journey.current;
  let line: string;
  if (journey.champion) line = t('pk.journey.champion', { season: data.season });
  else if (journey.out)
    line =
      journey.reached === 'qualifying'
        ? t('pk.journey.outQualifying')
        : t('pk.journey.out', { round: t(`pk.rounds.${journey.reached}`) });
  else if (match) {
    const rival = names.get((match.a === mine ? match.b : match.a) ?? '') ?? t('pk.toBeDecided');
    const round = t(`pk.rounds.${match.round}`);
    line =
      match.state === 'live'
        ? t('pk.journey.live', {
            round,
            rival,
            mine: formatNumber(i18n.language, match.a === mine ? match.score_a : match.score_b),
            theirs: formatNumber(i18n.language, match.a === mine ? match.score_b : match.score_a),
          })
        : t('pk.journey.next', { round, rival, time: when(match.starts_at) });
  } else {
    const rank = standing ? sideRanking(data.qualifying, standing.side).indexOf(standing) + 1 : 0;
    line = t('pk.journey.qualifying', { rank, top: QUALIFIERS_PER_SIDE });
  }
  return (
    <Mine aria-label={t('pk.myTribe')} data-champion={journey.champion}>
      <TribeEmblem tribeId={mine} name={name} size={48} />
      <div>
        <h2>
          {standing && <SideTag $side={standing.side}>{t(`pk.sides.${standing.side}`)}</SideTag>}
          {name}
        </h2>
        <p role="status">{line}</p>
      </div>
    </Mine>
  );
}

function Tournament({ data }: { data: TribePk }) {
  const { t, i18n } = useTranslation('tribes');
  const day = dateFormat(i18n.language, { month: '2-digit', day: '2-digit' });
  const names = new Map(data.qualifying.map((entry) => [entry.tribe_id, entry.name]));
  const current = currentStage(data.matches);
  return (
    <>
      <Hero>
        <h2>{t('pk.title')}</h2>
        <Versus aria-hidden="true">RED · VS · BLUE</Versus>
        <p>{t('pk.season', { season: data.season })}</p>
      </Hero>
      <Steps aria-label={t('pk.schedule')}>
        {PK_STAGES.map((stage) => (
          <li key={stage} aria-current={stage === current ? 'step' : undefined}>
            <strong>{t(`pk.stages.${stage}`)}</strong>
            <span>{day(data.schedule[stage].starts_at)}</span>
          </li>
        ))}
      </Steps>
      <MyTribe data={data} names={names} />
      <Panel aria-labelledby="pk-bracket">
        <h2 id="pk-bracket">
          {t('pk.bracket')}
          <small>{t('pk.timeZone')}</small>
        </h2>
        {data.matches.length === 0 && <p>{t('pk.notDrawn')}</p>}
        <Bracket
          matches={data.matches}
          names={names}
          schedule={data.schedule}
          current={current}
          myTribe={data.my_tribe_id}
        />
      </Panel>
      <Panel aria-labelledby="pk-qualifying">
        <h2 id="pk-qualifying">{t('pk.stages.qualifying')}</h2>
        <p>{t('pk.qualifyingRule', { top: QUALIFIERS_PER_SIDE })}</p>
        <Standings>
          {PK_SIDES.map((side) => {
            const ranked = sideRanking(data.qualifying, side);
            return (
              <section key={side} aria-label={t(`pk.sides.${side}`)}>
                <h3 style={{ color: SIDE_COLOURS[side] }}>{t(`pk.sides.${side}`)}</h3>
                <ol>
                  {ranked.map((entry, index) => (
                    <li
                      key={entry.tribe_id}
                      data-through={index < QUALIFIERS_PER_SIDE}
                      data-mine={entry.tribe_id === data.my_tribe_id}
                    >
                      <b>{index + 1}</b>
                      <span>{entry.name}</span>
                      <b>{formatNumber(i18n.language, entry.score)}</b>
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
        </Standings>
      </Panel>
    </>
  );
}

/** The tribe PK tournament: my tribe's road, the bracket from the round of 8 to the peak final, the qualifying. */
export default function TribePkPage() {
  const { t } = useTranslation('tribes');
  const back = useBackOrClose();
  const pk = useQuery(tribePkQuery());
  return (
    <Scaffold theme={tribesTheme} title={t('titles.pk')} onBack={back}>
      <Stage>
        <TribesQuery query={pk}>{(data) => <Tournament data={data} />}</TribesQuery>
      </Stage>
    </Scaffold>
  );
}
