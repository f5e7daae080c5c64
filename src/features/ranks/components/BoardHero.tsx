import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { px } from '../../../ui/px';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { RewardTierWire } from '../contract';
import type { BoardTiming } from '../model';
import { PRIZE_PICTURES } from './boardArt';
import { tierPrizes, tierRanks } from './rewardItems';
import { focusRing, tapArea } from '../../../ui/interaction';

export interface BoardSwitch {
  /** Translated names of the choices. */
  labels: string[];
  index: number;
  onChange: (index: number) => void;
  /** What the choices are, for screen readers ("Periods"). */
  label: string;
}

export interface HeroLink {
  label: string;
  onClick: () => void;
}

const Hero = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(14)} ${px(14)} ${px(16)};
  overflow: hidden;
  /* the family's illustration on the right of the band (boardArt.ts), the festival gradient under it */
  background: var(--board-banner) right ${px(-6)} top ${px(4)} / auto ${px(128)} no-repeat, var(--board-hero);
  color: #fff;
  /* light text on the festival band */
  --color-textMuted: rgba(255, 255, 255, 0.88);
  /* sparkles */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background:
      radial-gradient(circle at 12% 22%, rgba(255, 255, 255, 0.35) 0 ${px(1.5)}, transparent ${px(2.5)}),
      radial-gradient(circle at 78% 12%, rgba(255, 255, 255, 0.3) 0 ${px(1.5)}, transparent ${px(2.5)}),
      radial-gradient(circle at 92% 62%, rgba(255, 255, 255, 0.25) 0 ${px(2)}, transparent ${px(3)}),
      radial-gradient(circle at 40% 80%, rgba(255, 255, 255, 0.2) 0 ${px(1)}, transparent ${px(2)}),
      radial-gradient(ellipse at 100% 0%, rgba(255, 255, 255, 0.18), transparent 55%);
    pointer-events: none;
  }
  & > * {
    position: relative;
  }
`;

/* Tall enough for the banner beside the controls, so the reward strip never covers it. */
const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  min-height: ${px(112)};
`;

const TopLine = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${px(8)};
`;

const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)};
  padding: ${px(3)};
  border-radius: ${px(999)};
  background: rgba(0, 0, 0, 0.22);
`;

const Pill = styled.button<{ $on: boolean }>`
  min-width: ${px(56)};
  height: ${px(28)};
  ${tapArea(28)}
  padding: 0 ${px(12)};
  border: 0;
  border-radius: ${px(999)};
  background: ${({ $on }) => ($on ? '#fff' : 'transparent')};
  color: ${({ $on }) => ($on ? 'var(--color-accentStrong)' : '#fff')};
  font: inherit;
  font-size: ${px(13)};
  font-weight: 700;
  cursor: pointer;
  transition: background-color var(--motion-fade-in) ease;
  &:focus-visible {
    ${focusRing(1)}
  }
`;

const Links = styled.div`
  display: flex;
  flex: none;
  gap: ${px(6)};
  margin-left: auto;
`;

const Link = styled.button`
  height: ${px(26)};
  ${tapArea(26)}
  padding: 0 ${px(10)};
  border: ${px(1)} solid rgba(255, 255, 255, 0.6);
  border-radius: ${px(999)};
  background: rgba(255, 255, 255, 0.14);
  color: #fff;
  font: inherit;
  font-size: ${px(12)};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(0)}
  }
`;

const Timing = styled.div`
  min-height: ${px(32)};
  display: flex;
  align-items: center;
  font-size: ${px(14)};
  font-weight: 600;
`;

const Rewards = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${px(8)} 0 ${px(10)};
  border-radius: ${px(12)};
  background: rgba(0, 0, 0, 0.18);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.22);
`;

const RewardsTitle = styled.h2`
  margin: 0;
  padding: 0 ${px(12)};
  font-size: ${px(13)};
  font-weight: 700;
`;

/** The tiers side by side; more than fit scroll sideways (the yearly board has five). */
const Tiers = styled.ul`
  display: flex;
  gap: ${px(8)};
  margin: 0;
  padding: 0 ${px(12)};
  overflow-x: auto;
  list-style: none;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  &:focus-visible {
    ${focusRing(-2)}
  }
`;

const Tier = styled.li`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  min-width: ${px(96)};
  padding: ${px(6)} ${px(8)} ${px(6)};
  border-radius: ${px(10)};
  background: rgba(255, 255, 255, 0.14);
  scroll-snap-align: start;
`;

const TierRanks = styled.strong`
  color: #ffe7a3;
  font-size: ${px(12)};
  font-weight: 800;
  white-space: nowrap;
`;

const Prizes = styled.ul`
  display: flex;
  justify-content: center;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* One tier alone has the room to say each prize in full, beside its picture. */
const PrizeItem = styled.li<{ $solo: boolean }>`
  display: flex;
  flex-direction: ${({ $solo }) => ($solo ? 'row' : 'column')};
  align-items: center;
  gap: ${({ $solo }) => px($solo ? 6 : 0)};
  min-width: ${px(30)};
  img {
    display: block;
    width: ${px(30)};
    height: ${px(30)};
  }
`;

const Caption = styled.span<{ $solo?: boolean }>`
  font-size: ${({ $solo }) => px($solo ? 12 : 10)};
  font-weight: 700;
  line-height: 1.3;
  white-space: nowrap;
`;

export interface BoardHeroProps {
  periods?: BoardSwitch;
  /** Null while the board loads. */
  timing: BoardTiming | null;
  /** Null while loading: the band keeps room for them, so nothing below jumps when they come. */
  rewards: readonly RewardTierWire[] | null;
  links: readonly HeroLink[];
  /** The countdown reached zero: the board settled or the event began. */
  onTimingEnd?: () => void;
}

function TimingLine({ timing, onEnd }: { timing: BoardTiming; onEnd?: () => void }) {
  const { t } = useTranslation('ranks');
  switch (timing.kind) {
    case 'live':
      return <Countdown target={timing.settlesAt} label={t('timing.settlesIn')} tone="gold" onFinish={onEnd} />;
    case 'upcoming':
      return <Countdown target={timing.startsAt} label={t('timing.startsIn')} tone="gold" onFinish={onEnd} />;
    case 'ended':
      return <span>{t('timing.ended')}</span>;
    case 'allTime':
      return <span>{t('timing.allTime')}</span>;
  }
}

/** The festival band: period switch, settlement countdown, rewards by rank, and the rules entry. */
export function BoardHero({ periods, timing, rewards, links, onTimingEnd }: BoardHeroProps) {
  const { t, i18n } = useTranslation('ranks');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  return (
    <Hero>
      <Head>
        <TopLine>
          {periods && periods.labels.length > 1 && (
            <Pills role="group" aria-label={periods.label}>
              {periods.labels.map((label, index) => (
                <Pill
                  key={label}
                  type="button"
                  $on={index === periods.index}
                  aria-pressed={index === periods.index}
                  onClick={() => periods.onChange(index)}
                >
                  {label}
                </Pill>
              ))}
            </Pills>
          )}
          <Links>
            {links.map((link) => (
              <Link key={link.label} type="button" onClick={link.onClick}>
                {link.label}
              </Link>
            ))}
          </Links>
        </TopLine>
        <Timing>{timing && <TimingLine timing={timing} onEnd={onTimingEnd} />}</Timing>
      </Head>
      {rewards === null ? (
        <Skeleton $height={92} $radius={12} />
      ) : (
        rewards.length > 0 && (
          <Rewards aria-labelledby={titleId}>
            <RewardsTitle id={titleId}>{t('rewards.title')}</RewardsTitle>
            {/* focusable: a keyboard can scroll the tiers that do not fit */}
            <Tiers tabIndex={0} aria-labelledby={titleId}>
              {rewards.map((tier) => (
                <Tier key={tier.from}>
                  <TierRanks>{tierRanks(tier, t)}</TierRanks>
                  <Prizes>
                    {tierPrizes(tier, t, language).map((prize) => (
                      <PrizeItem key={prize.kind} $solo={rewards.length === 1}>
                        <img src={PRIZE_PICTURES[prize.kind]} alt="" width="30" height="30" decoding="async" />
                        {rewards.length === 1 ? (
                          <Caption $solo>{prize.text}</Caption>
                        ) : (
                          <>
                            <Caption aria-hidden="true">{prize.caption}</Caption>
                            <VisuallyHidden>{prize.text}</VisuallyHidden>
                          </>
                        )}
                      </PrizeItem>
                    ))}
                  </Prizes>
                </Tier>
              ))}
            </Tiers>
          </Rewards>
        )
      )}
    </Hero>
  );
}
