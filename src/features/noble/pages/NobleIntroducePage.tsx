import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { focusRing } from '../../../ui/interaction';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { NobleBadge } from '../../../ui/NobleBadge/NobleBadge';
import { NOBLE_ART } from '../../../ui/NobleBadge/nobleArt';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import { myNobleQuery, tiersQuery } from '../api';
import { GoldText, Loading, NobleStage, Panel, PanelTitle } from '../components/NobleStage';
import { KNOWN_PRIVILEGES, PrivilegeIcon } from '../components/PrivilegeIcon';
import { PrivilegePreviews } from '../components/PrivilegePreview';
import { CYCLE_DAYS, type NobleTier, type TierRule } from '../model';
import { growthRules } from '../nobleRules';
import { nobleTheme } from '../theme';

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

/* One card at a time, its neighbours peeking at the sides; a horizontal swipe or a badge above changes it. */
const Stage = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  margin: 0 ${px(-12)};
  overflow: hidden;
  touch-action: pan-y;
`;

const slideIn = keyframes`
  from { opacity: 0.4; transform: translateX(var(--from, 0)) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const Peek = styled.div<{ $side: 'left' | 'right'; $glow: string }>`
  position: absolute;
  top: ${px(24)};
  bottom: ${px(24)};
  ${({ $side }) => $side}: ${px(-256)};
  width: ${px(290)};
  border-radius: ${px(20)};
  background: radial-gradient(100% 55% at 50% 0%, ${({ $glow }) => $glow} 0%, transparent 75%), #1d1040;
  opacity: 0.6;
`;

const TierCard = styled.section<{ $glow: string; $rim: string }>`
  position: relative;
  flex: 0 0 ${px(290)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(18)} ${px(14)} ${px(16)};
  border: ${px(1.5)} solid ${({ $rim }) => $rim};
  border-radius: ${px(20)};
  background: radial-gradient(100% 55% at 50% 0%, ${({ $glow }) => $glow} 0%, transparent 75%), linear-gradient(180deg, #241449 0%, #150b31 100%);
  animation: ${slideIn} var(--motion-slide-up, 240ms) ease-out both;
  ${whenReducedMotion(css`
    animation: none;
  `)}
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

/* "Preview", between two gold hairlines like the panels' titles, smaller. */
const PreviewTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  width: 100%;
  margin: ${px(6)} 0 0;
  color: #ffe3a3;
  font-size: ${px(13)};
  font-weight: 800;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${px(1)};
    background: linear-gradient(90deg, transparent, rgba(246, 196, 83, 0.5));
  }

  &::after {
    transform: scaleX(-1);
  }
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

/** A swipe shorter than this (design units) is a tap or a scroll, not a change of card. */
const SWIPE_MIN = 40;

function TierCards({ table, mine }: { table: TierRule[]; mine: NobleTier | null }) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  const tiers = ascending(table);
  // Opens on my tier (the knight without one).
  const [shown, setShown] = useState(() =>
    Math.max(
      0,
      tiers.findIndex((rule) => rule.tier === mine),
    ),
  );
  const [from, setFrom] = useState<'left' | 'right' | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const show = (index: number) => {
    if (index < 0 || index >= tiers.length || index === shown) return;
    setFrom(index > shown ? 'right' : 'left');
    setShown(index);
  };
  const rule = tiers[shown]!;
  const held = new Set(rule.privileges);
  const neighbour = (index: number) => tiers[index];
  return (
    <>
      <Picker
        role="tablist"
        aria-label={t('introduce.pick')}
        onKeyDown={(event) => {
          const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
          const next = shown + step;
          if (!step || next < 0 || next >= tiers.length) return;
          event.preventDefault();
          show(next);
          event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
        }}
      >
        {tiers.map((tier, index) => (
          <Pick
            key={tier.tier}
            type="button"
            role="tab"
            id={`noble-tab-${tier.tier}`}
            aria-controls="noble-tier-card"
            aria-selected={index === shown}
            tabIndex={index === shown ? 0 : -1}
            aria-label={t(`tiers.${tier.tier}`)}
            $on={index === shown}
            onClick={() => show(index)}
          >
            <NobleBadge rank={tier.tier} size={30} />
          </Pick>
        ))}
      </Picker>
      <Stage
        onPointerDown={(event) => {
          start.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const began = start.current;
          start.current = null;
          if (!began) return;
          const dx = event.clientX - began.x;
          // Mostly sideways and long enough: the next tier up (swipe left) or down (swipe right).
          if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(event.clientY - began.y))
            show(shown + (dx < 0 ? 1 : -1));
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {neighbour(shown - 1) && (
          <Peek $side="left" $glow={NOBLE_ART[neighbour(shown - 1)!.tier].glow} aria-hidden="true" />
        )}
        {neighbour(shown + 1) && (
          <Peek $side="right" $glow={NOBLE_ART[neighbour(shown + 1)!.tier].glow} aria-hidden="true" />
        )}
        <TierCard
          key={rule.tier}
          id="noble-tier-card"
          role="tabpanel"
          aria-labelledby={`noble-tab-${rule.tier}`}
          data-tier={rule.tier}
          $glow={NOBLE_ART[rule.tier].glow}
          $rim={`${NOBLE_ART[rule.tier].light}80`}
          style={from ? ({ '--from': from === 'right' ? px(60) : px(-60) } as CSSProperties) : undefined}
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
          <PreviewTitle>{t('preview.title')}</PreviewTitle>
          <PrivilegePreviews tier={rule.tier} held={held} />
        </TierCard>
      </Stage>
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
    <Scaffold title={t('titles.introduce')} onBack={back} theme={nobleTheme}>
      <NobleStage>
        {/* The cards open on my tier: they wait for it (a failed read opens on the knight). */}
        {tiers.data && !mine.isPending ? (
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
