import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { focusRing } from '../../../ui/interaction';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { myNobleQuery, tiersQuery } from '../api';
import { GoldText, Loading, NobleStage, Panel, PanelTitle } from '../components/NobleStage';
import { KNOWN_PRIVILEGES, PrivilegeIcon } from '../components/PrivilegeIcon';
import { CYCLE_DAYS, type NobleTier, type TierRule } from '../model';
import { growthRules } from '../nobleRules';

const Picker = styled.div`
  display: grid;
  grid-template-columns: repeat(9, 1fr);
  gap: ${px(2)};
  padding: ${px(6)} 0 0;
`;

const Pick = styled.button<{ $on: boolean }>`

  &:focus-visible {
    ${focusRing()}
  }
  display: grid;
  place-items: center;
  min-height: ${px(44)};
  padding: 0;
  border: 0;
  border-radius: ${px(10)};
  background: ${({ $on }) => ($on ? 'rgba(246, 196, 83, 0.22)' : 'transparent')};
  opacity: ${({ $on }) => ($on ? 1 : 0.6)};
  cursor: pointer;
`;

const Track = styled.ul`
  /* The containing block of what is positioned inside (screen-reader text): kept inside the scroller. */
  position: relative;
  display: flex;
  gap: ${px(12)};
  margin: 0 ${px(-12)};
  padding: ${px(4)} ${px(32)} ${px(8)};
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  overscroll-behavior-x: contain;
  /* Focusable, so a keyboard can scroll it (the cards have no controls of their own). */
  &:focus-visible {
    ${focusRing(-2)}
  }
`;

const TierCard = styled.li<{ $glow: string; $rim: string }>`
  flex: 0 0 ${px(290)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(18)} ${px(14)} ${px(16)};
  border: ${px(1.5)} solid ${({ $rim }) => $rim};
  border-radius: ${px(20)};
  background: radial-gradient(100% 55% at 50% 0%, ${({ $glow }) => $glow} 0%, transparent 75%), linear-gradient(180deg, #241449 0%, #150b31 100%);
  scroll-snap-align: center;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${px(26)};
  font-weight: 900;
  letter-spacing: 0.1em;
`;

const Mine = styled.span`
  padding: ${px(2)} ${px(10)};
  border-radius: ${px(10)};
  background: linear-gradient(90deg, #f6c453, #ffe7a3);
  color: #5a3300;
  font-size: ${px(12)};
  font-weight: 800;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${px(6)};
  width: 100%;
  margin: ${px(4)} 0;

  div {
    padding: ${px(8)};
    border-radius: ${px(10)};
    background: rgba(255, 255, 255, 0.06);
    text-align: center;
  }

  dt {
    color: var(--color-textMuted);
    font-size: ${px(11)};
  }

  dd {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${px(3)};
    margin: ${px(2)} 0 0;
    color: #fff;
    font-size: ${px(15)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Privileges = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(10)} ${px(4)};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${px(4)};
    color: #fff;
    font-size: ${px(11)};
    text-align: center;
  }
`;

const Glyph = styled.span<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: ${px(40)};
  height: ${px(40)};
  border-radius: 50%;
  background: ${({ $on }) => ($on ? 'radial-gradient(circle at 30% 30%, #fff3b0, #f6c453 60%, #b86a00)' : 'rgba(255, 255, 255, 0.07)')};
  color: ${({ $on }) => ($on ? '#4a2a00' : 'rgba(255, 255, 255, 0.4)')};
`;

const Off = styled.span`
  color: var(--color-textFaint);
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  text-align: center;
`;

const Rules = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding-inline-start: ${px(20)};
  color: #fff;
  font-size: ${px(14)};
  line-height: 1.6;

  li::marker {
    color: #f6c453;
    font-weight: 800;
  }
`;

const Descriptions = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;

  svg {
    color: #ffd166;
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${px(8)};
    color: #fff;
    font-size: ${px(14)};
    font-weight: 700;
  }

  dd {
    margin: ${px(2)} 0 0 ${px(30)};
    color: var(--color-textMuted);
    font-size: ${px(12)};
    line-height: 1.5;
  }
`;

/** Knight first: a member swipes upwards through the tiers. */
const ascending = (table: TierRule[]) => [...table].reverse();

function TierCards({ table, mine }: { table: TierRule[]; mine: NobleTier | null }) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  const tiers = ascending(table);
  const track = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(() =>
    Math.max(
      0,
      tiers.findIndex((rule) => rule.tier === mine),
    ),
  );
  const first = useRef(shown);
  // Open on my tier (refs only: it runs once, when the cards first render).
  useEffect(() => {
    const list = track.current;
    const card = list?.children[first.current] as HTMLElement | undefined;
    if (list && card) list.scrollLeft = card.offsetLeft - (list.clientWidth - card.clientWidth) / 2;
  }, []);
  const show = (index: number) => {
    const list = track.current;
    const card = list?.children[index] as HTMLElement | undefined;
    if (list && card)
      list.scrollTo({ left: card.offsetLeft - (list.clientWidth - card.clientWidth) / 2, behavior: 'smooth' });
    setShown(index);
  };
  const onScroll = () => {
    const list = track.current;
    if (!list) return;
    const middle = list.scrollLeft + list.clientWidth / 2;
    const cards = [...list.children] as HTMLElement[];
    const nearest = cards.reduce(
      (best, card, index) =>
        Math.abs(card.offsetLeft + card.clientWidth / 2 - middle) < best.distance
          ? { index, distance: Math.abs(card.offsetLeft + card.clientWidth / 2 - middle) }
          : best,
      { index: 0, distance: Number.POSITIVE_INFINITY },
    );
    if (nearest.index !== shown) setShown(nearest.index);
  };
  return (
    <>
      <Picker role="tablist" aria-label={t('introduce.pick')}>
        {tiers.map((rule, index) => (
          <Pick
            key={rule.tier}
            type="button"
            role="tab"
            aria-selected={index === shown}
            aria-label={t(`tiers.${rule.tier}`)}
            $on={index === shown}
            onClick={() => show(index)}
          >
            <NobleBadge rank={rule.tier} size={30} />
          </Pick>
        ))}
      </Picker>
      <Track ref={track} onScroll={onScroll} aria-label={t('introduce.cards')} tabIndex={0}>
        {tiers.map((rule) => {
          const held = new Set(rule.privileges);
          return (
            <TierCard
              key={rule.tier}
              $glow={NOBLE_ART[rule.tier].glow}
              $rim={`${NOBLE_ART[rule.tier].light}80`}
              aria-label={t(`tiers.${rule.tier}`)}
            >
              <NobleBadge rank={rule.tier} size={96} glow />
              <Name>
                <GoldText>{t(`tiers.${rule.tier}`)}</GoldText>
              </Name>
              {rule.tier === mine && <Mine>{t('introduce.mine')}</Mine>}
              <Stats>
                <div>
                  <dt>{t('introduce.requirement')}</dt>
                  <dd>{n(rule.requirement)}</dd>
                </div>
                <div>
                  <dt>{t('introduce.maintenance', { days: CYCLE_DAYS })}</dt>
                  <dd>{n(rule.maintenance)}</dd>
                </div>
                <div>
                  <dt>{t('introduce.decay')}</dt>
                  <dd>{n(rule.decay)}</dd>
                </div>
                <div>
                  <dt>{t('introduce.price', { days: CYCLE_DAYS })}</dt>
                  <dd>
                    <GoldCoinIcon size={13} />
                    {n(rule.price)}
                  </dd>
                </div>
              </Stats>
              <Privileges aria-label={t('introduce.privileges', { tier: t(`tiers.${rule.tier}`) })}>
                {KNOWN_PRIVILEGES.map((id) => (
                  <li key={id}>
                    <Glyph $on={held.has(id)}>
                      <PrivilegeIcon id={id} />
                    </Glyph>
                    {held.has(id) ? (
                      t(`privileges.${id}.name`)
                    ) : (
                      <Off>
                        {t(`privileges.${id}.name`)}
                        <VisuallyHidden>{t('compare.notIncluded')}</VisuallyHidden>
                      </Off>
                    )}
                  </li>
                ))}
              </Privileges>
            </TierCard>
          );
        })}
      </Track>
      <Hint>{t('introduce.swipe')}</Hint>
    </>
  );
}

/** `/h5/noble_introduce`: the nine tiers as swipeable cards (numbers and privileges from the server), every privilege explained, and how growth works. */
export default function NobleIntroducePage() {
  const { t, i18n } = useTranslation('noble');
  const back = useBackOrClose();
  const tiers = useQuery(tiersQuery());
  const mine = useQuery(myNobleQuery());
  return (
    <Scaffold title={t('titles.introduce')} onBack={back}>
      <NobleStage>
        {tiers.data ? (
          <>
            <TierCards table={tiers.data} mine={mine.data?.standing.tier ?? null} />
            <Panel aria-labelledby="noble-privileges">
              <PanelTitle id="noble-privileges">{t('introduce.allPrivileges')}</PanelTitle>
              <Descriptions>
                {KNOWN_PRIVILEGES.map((id) => (
                  <div key={id}>
                    <dt>
                      <PrivilegeIcon id={id} />
                      {t(`privileges.${id}.name`)}
                    </dt>
                    <dd>{t(`privileges.${id}.desc`)}</dd>
                  </div>
                ))}
              </Descriptions>
            </Panel>
            <Panel aria-labelledby="noble-rules">
              <PanelTitle id="noble-rules">{t('rules.title')}</PanelTitle>
              <Rules>
                {growthRules(t, i18n.language).map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </Rules>
            </Panel>
          </>
        ) : tiers.isError ? (
          <ErrorState
            message={serverMessage(tiers.error)}
            onRetry={() => void tiers.refetch()}
            retrying={tiers.isFetching}
          />
        ) : (
          <Loading aria-label={t('loading')}>
            <Skeleton $height={520} $radius={20} />
          </Loading>
        )}
        <IosFooter />
      </NobleStage>
    </Scaffold>
  );
}
