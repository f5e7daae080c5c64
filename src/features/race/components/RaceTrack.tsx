import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { MOTION_ATTRIBUTE, scaleIn } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { VisuallyHidden } from '../../../ui/VisuallyHidden/VisuallyHidden';
import type { EntryId, RaceGame, RacePhase } from '../model';
import { CarArt } from './CarArt';
import {
  cubicBezierCss,
  laneMotions,
  laneStage,
  placeOf,
  progressAt,
  raceElapsedMs,
  type LaneStage,
} from './raceTrackMotion';

export interface RaceTrackProps {
  /** Look of the track: `classic` dark asphalt with festival kerbs, `golden` gold trim, `horsepower` a red and a blue lane. */
  game: RaceGame;
  /** One lane per entry, top to bottom (usually `entriesOf(game)`). Lanes keep this order in every phase. */
  entries: readonly EntryId[];
  /** Phase of the round: countdown waits at the start, racing drives, results and over park at the finish. */
  phase: RacePhase;
  /**
   * First to last across the line, as the server decided; null during the countdown
   * (nobody may know the winner then). Drives the race and the places shown afterwards.
   */
  finishOrder: readonly EntryId[] | null;
  /** When the racing phase begins (ms since the epoch), by the same clock as `now`. */
  raceStartAt: number;
  /**
   * The app clock (ms). Read only when the race changes (phase, `raceStartAt`,
   * `finishOrder` or `syncKey`), never on a mere tick: the parent may re-render
   * every 250 ms and the cars must not restart. A remount mid-race reads it
   * again and carries on where the race is.
   */
  now: number;
  /**
   * Change it to make the track re-read `now` without a phase change, e.g. after
   * the clock was corrected to the server's or the page came back from the background.
   */
  syncKey?: string | number;
  /** Lanes the user put fuel on this round: a subtle highlight and a spoken note. */
  myEntries?: ReadonlySet<EntryId>;
  /** The voice room's half-screen version: thinner lanes (17 design units instead of 18) and smaller cars. */
  compact?: boolean;
  /** Seconds left to refuel: drawn big over the track during the countdown (the status bar's timer speaks it). */
  secondsLeft?: number;
  /** Class name for layout. */
  className?: string;
}

type TrackSize = 'small' | 'medium' | 'large';

/**
 * Lane height, car width and badge size in design units. The battle's two lanes
 * get the next size up, so two cars still make a hero.
 */
const SIZES: Record<
  TrackSize,
  { lane: number; car: number; badge: number; crown: number; zone: number; line: number; kerb: number; band: number }
> = {
  small: { lane: 17, car: 34, badge: 13, crown: 13, zone: 20, line: 4, kerb: 3, band: 16 },
  // 18-unit lanes keep nine cars, their bets and the confirm button on one 375×812 screen (issue 15).
  // A car is a little taller than its lane: a sports car's roof is low, only the truck's box reaches the line.
  medium: { lane: 18, car: 40, badge: 15, crown: 15, zone: 22, line: 6, kerb: 4, band: 19 },
  large: { lane: 40, car: 76, badge: 24, crown: 28, zone: 32, line: 8, kerb: 5, band: 24 },
};

/** My cars' colour, whatever the page's theme: the pink of "me" (the tiles use it too); white reads 5.6:1 on the deep one. */
const MINE = '#EE3A62';
const MINE_DEEP = '#C81E4B';

/** Where the cars wait: their rear this far from the left edge. */
const START_X = 6;

const sizeVariables = (size: TrackSize) => {
  const s = SIZES[size];
  return css`
    --lane: ${px(s.lane)};
    --car-w: ${px(s.car)};
    --car-h: ${px(s.car / 2)};
    --badge: ${px(s.badge)};
    --crown: ${px(s.crown)};
    --zone: ${px(s.zone)};
    --line-w: ${px(s.line)};
    --kerb: ${px(s.kerb)};
    --band: ${px(s.band)};
  `;
};

/** Per game: trim around the track, kerb stripes (top, bottom), asphalt, start line. A campaign skin may override them. */
const GAME_THEME: Record<RaceGame, ReturnType<typeof css>> = {
  classic: css`
    /* festival bulbs along the dark trim */
    --track-trim:
      radial-gradient(circle, var(--color-gold) 0 ${px(1.1)}, transparent ${px(1.5)}) 0 0 / ${px(10)} ${px(3)} repeat-x,
      radial-gradient(circle, ${MINE} 0 ${px(1.1)}, transparent ${px(1.5)}) ${px(5)} 100% / ${px(10)} ${px(3)} repeat-x,
      var(--color-stage);
    --track-kerb-top: ${MINE};
    --track-kerb-bottom: ${MINE};
    --track-asphalt: linear-gradient(180deg, #3b3946 0%, #2d2b36 100%);
    --track-start: rgba(255, 255, 255, 0.85);
    --sky: linear-gradient(180deg, #100c2e 0%, #33206a 60%, #7a2f7e 100%);
    --city: #3a2f72;
    --city-near: #1e1842;
    --lit: #ffd27a;
  `,
  golden: css`
    --track-trim: var(--color-goldGradient);
    --track-kerb-top: var(--color-goldStrong);
    --track-kerb-bottom: var(--color-goldStrong);
    --track-asphalt: linear-gradient(180deg, #3d3424 0%, #292317 100%);
    --track-start: var(--color-gold);
    --sky: linear-gradient(180deg, #1a1204 0%, #4a3209 70%, #8a5a12 100%);
    --city: #5a3f12;
    --city-near: #2e2008;
    --lit: #ffe7a3;
  `,
  horsepower: css`
    --track-trim: var(--color-stage);
    --track-kerb-top: var(--color-danger);
    --track-kerb-bottom: var(--color-info);
    --track-asphalt: linear-gradient(180deg, #383642 0%, #2b2934 100%);
    --track-start: rgba(255, 255, 255, 0.85);
    --sky: linear-gradient(90deg, #4a0f1e 0%, #1b1230 50%, #0c2350 100%);
    --city: #2c2240;
    --city-near: #17122a;
    --lit: #ffd27a;
  `,
};

const Frame = styled.div<{ $game: RaceGame; $size: TrackSize }>`
  ${({ $game }) => GAME_THEME[$game]}
  ${({ $size }) => sizeVariables($size)}
  padding: ${px(3)};
  border-radius: ${px(14)};
  background: var(--track-trim);
  box-shadow: 0 ${px(6)} ${px(18)} rgba(27, 18, 48, 0.28);
`;

/**
 * The scenery band (the far side: the city at night, floodlights, trackside boards), then the kerbs
 * top and bottom with asphalt between. The band gives the top lane's "me" tag room inside the clip.
 */
const Kerbs = styled.div`
  position: relative;
  padding: calc(var(--band) + var(--kerb)) 0 var(--kerb);
  border-radius: ${px(11)};
  /* A car past the line never widens the page; paints stay inside the track. */
  overflow: hidden;
  contain: paint;
  background:
    repeating-linear-gradient(90deg, var(--track-kerb-top) 0 ${px(8)}, #fff ${px(8)} ${px(16)}) 0 var(--band) / 100%
      var(--kerb) no-repeat,
    repeating-linear-gradient(90deg, var(--track-kerb-bottom) 0 ${px(8)}, #fff ${px(8)} ${px(16)}) bottom / 100%
      var(--kerb) no-repeat,
    var(--track-asphalt);
`;

const Scenery = styled.svg`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: var(--band);
  background: var(--sky);
  .f {
    fill: var(--city);
  }
  .n {
    fill: var(--city-near);
  }
  .l {
    fill: var(--lit);
  }
`;

/** The finish gantry over the line: a chequered banner on two posts, lit from the front. */
const Gantry = styled.span`
  position: absolute;
  top: ${px(2)};
  right: calc(var(--zone) + var(--line-w) / 2 - ${px(17)});
  width: ${px(34)};
  height: calc(var(--band) - ${px(2)});
  background:
    repeating-conic-gradient(#fff 0 25%, #17171c 0 50%) 0 0 / ${px(6)} ${px(6)} content-box,
    linear-gradient(#8d8a9c, #4a4758) 0 0 / ${px(2)} 100% no-repeat,
    linear-gradient(#8d8a9c, #4a4758) 100% 0 / ${px(2)} 100% no-repeat;
  background-clip: content-box, border-box, border-box;
  padding: 0 ${px(2)} calc(var(--band) - ${px(9)});
  /* The banner's glow is a box-shadow painted once with the track, not a drop-shadow filter: a filter is applied
     again on every frame the cars pass under it, and at 4× CPU that alone halved the race's frame rate. */
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: ${px(2)};
    right: ${px(2)};
    height: ${px(7)};
    box-shadow: 0 0 ${px(4)} rgba(255, 255, 255, 0.35);
  }
`;

/**
 * A row of towers on the 24-unit band, about 12 units apart, heights from `low` up to `low + 11`: an irregular
 * skyline from a fixed sequence, the same on every screen. The near row takes lit windows.
 */
const skyline = (low: number, shift: number) => {
  let d = 'M0 24';
  for (let i = 0; i < 31; i++) d += `V${24 - low - ((i * 7 + shift) % 12)}H${i * 12 + shift + 8 + (i % 3) * 2}`;
  return `${d}V24z`;
};

/** The far side of the track: two rows of towers with lit windows, two floodlights, the wall. */
function Skyline() {
  const id = `w${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const near = skyline(3, 5);
  return (
    <Scenery viewBox="0 0 360 24" preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <pattern id={id} width="5" height="3.5" patternUnits="userSpaceOnUse">
          <path className="l" d="M1 1h1.6v1.2H1z" opacity=".9" />
        </pattern>
        <radialGradient id={`${id}g`}>
          <stop stopColor="#fff" stopOpacity=".55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <path className="f" d={skyline(8, 0)} />
      <path className="n" d={near} />
      <path d={near} fill={`url(#${id})`} />
      <path className="n" d="M58 24V3h1.6v21zM300 24V3h1.6v21z" />
      <path className="l" d="M53 1.5h11.6v2.6H53zM295 1.5h11.6v2.6H295z" />
      <path d="M53 4h11.6L84 21H33zM295 4h11.6L326 21H275z" fill={`url(#${id}g)`} opacity=".5" />
      <ellipse cx="59" cy="3" rx="24" ry="6" fill={`url(#${id}g)`} />
      <ellipse cx="301" cy="3" rx="24" ry="6" fill={`url(#${id}g)`} />
      <path d="M0 21h360v3H0z" fill="#0b0a14" />
    </Scenery>
  );
}

const Lanes = styled.ol<{ $go: boolean }>`
  position: relative;
  isolation: isolate;
  margin: 0;
  padding: 0;
  list-style: none;
  /* the start gantry over the start line, one light per lane: red while refuelling, green once the race is on */
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: calc(${px(START_X)} + var(--car-w) - ${px(1)});
    z-index: 3;
    width: ${px(6)};
    border-radius: ${px(2)};
    background:
      radial-gradient(circle, var(--light) 0 ${px(1.8)}, transparent ${px(2.4)}) 50% 0 / 100% var(--lane) repeat-y,
      linear-gradient(90deg, #1c1c24, #55555f 50%, #1c1c24);
    box-shadow: 0 0 ${px(6)} var(--light);
    --light: ${({ $go }) => ($go ? '#3dff8a' : '#ff3b4e')};
  }
  /* chequered finish line */
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    right: var(--zone);
    z-index: 1;
    width: var(--line-w);
    background: repeating-conic-gradient(#fff 0 25%, #17171c 0 50%) 0 0 / var(--line-w) var(--line-w);
  }
`;

/** One period of the speed streaks: the layer moves exactly this far per loop, so it never jumps. */
const STREAK_PERIOD = 120;

const rush = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(${px(-STREAK_PERIOD)}); }
`;

/** Light streaks rushing past while the race is on: one layer, moved by the compositor. */
const SpeedLines = styled.span`
  position: absolute;
  top: calc(var(--band) + var(--kerb));
  bottom: var(--kerb);
  left: 0;
  right: ${px(-STREAK_PERIOD)};
  z-index: 0;
  pointer-events: none;
  background:
    linear-gradient(90deg, transparent ${px(20)}, rgba(255, 255, 255, 0.2) ${px(20)} ${px(58)}, transparent ${px(58)})
      0 18% / ${px(STREAK_PERIOD)} ${px(1)} repeat-x,
    linear-gradient(90deg, transparent ${px(70)}, rgba(255, 255, 255, 0.16) ${px(70)} ${px(96)}, transparent ${px(96)})
      0 46% / ${px(STREAK_PERIOD)} ${px(1)} repeat-x,
    linear-gradient(90deg, transparent ${px(4)}, rgba(255, 255, 255, 0.2) ${px(4)} ${px(40)}, transparent ${px(40)})
      0 71% / ${px(STREAK_PERIOD)} ${px(1)} repeat-x,
    linear-gradient(90deg, transparent ${px(54)}, rgba(255, 255, 255, 0.14) ${px(54)} ${px(100)}, transparent ${px(100)})
      0 92% / ${px(STREAK_PERIOD)} ${px(1)} repeat-x;
  animation: ${rush} 260ms linear infinite;
  will-change: transform;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
  :root[${MOTION_ATTRIBUTE}='reduced'] & {
    display: none;
  }
`;

const countPop = keyframes`
  from { opacity: 0.2; transform: scale(1.35); }
  to { opacity: 1; transform: scale(1); }
`;

/**
 * The countdown, big in the middle of the lanes (decorative: the status bar's timer is the one read out); as big
 * as the lanes allow: the battle's two tall lanes cap it at most of their height.
 */
const BigCount = styled.span<{ $urgent: boolean }>`
  position: absolute;
  inset: var(--band) 0 0;
  z-index: 4;
  display: grid;
  place-items: center;
  padding-left: calc(${px(START_X)} + var(--car-w));
  pointer-events: none;
  color: ${({ $urgent }) => ($urgent ? '#ff6b7d' : '#ffe08a')};
  font-size: min(calc(var(--lane) * 3.4), calc(var(--lanes) * var(--lane) * 0.8));
  font-style: italic;
  font-weight: 900;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  text-shadow:
    0 ${px(3)} 0 rgba(0, 0, 0, 0.55),
    0 0 ${px(22)} ${({ $urgent }) => ($urgent ? 'rgba(255, 77, 109, 0.7)' : 'rgba(246, 196, 83, 0.65)')};
  opacity: 0.95;
  animation: ${countPop} 360ms cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
`;

/** "Me" on each car I refuelled, so it can be followed through the race. */
const MineTag = styled.span`
  position: absolute;
  bottom: 68%;
  left: 34%;
  z-index: 1;
  padding: 0 ${px(3)};
  border-radius: ${px(4)} ${px(4)} ${px(4)} 0;
  background: ${MINE_DEEP};
  box-shadow: 0 0 0 ${px(1)} #fff, 0 ${px(1)} ${px(3)} rgba(0, 0, 0, 0.4);
  color: #fff;
  font-size: ${px(9)};
  font-weight: 800;
  line-height: ${px(12)};
  white-space: nowrap;
`;

const SIDE_TINT: Partial<Record<EntryId, string>> = {
  red: 'linear-gradient(90deg, rgba(224, 38, 47, 0.5) 0%, rgba(224, 38, 47, 0.14) 100%)',
  blue: 'linear-gradient(90deg, rgba(30, 111, 232, 0.55) 0%, rgba(30, 111, 232, 0.16) 100%)',
};

/** A lane; mine carries a whole capsule inside it, clear of the track's rounded corners (white on the battle's tints). */
const Lane = styled.li<{ $tint?: string; $winner: boolean; $mine: boolean }>`
  position: relative;
  height: var(--lane);
  background: ${({ $tint, $winner }) =>
    [$winner && 'linear-gradient(90deg, rgba(246, 196, 83, 0.04) 0%, rgba(246, 196, 83, 0.42) 100%)', $tint]
      .filter(Boolean)
      .join(', ') || 'none'};
  box-shadow: ${({ $winner }) =>
    $winner ? `inset 0 0 0 ${px(1.5)} var(--color-gold), 0 0 ${px(12)} rgba(246, 196, 83, 0.55)` : 'none'};
  ${({ $mine, $tint }) =>
    $mine &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: ${px(1)} ${px(3)};
        border-radius: var(--lane);
        background: linear-gradient(90deg, rgba(${$tint ? '255, 255, 255, 0.3' : '238, 58, 98, 0.6'}), transparent 60%);
        box-shadow: inset 0 0 0 ${px(1)} ${$tint ? 'rgba(255, 255, 255, 0.75)' : 'rgba(255, 138, 164, 0.7)'};
      }
    `}
  /* dashed lane separators */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: ${px(1)};
    background: repeating-linear-gradient(90deg, rgba(255, 255, 255, 0.5) 0 ${px(8)}, transparent ${px(8)} ${px(16)});
  }
`;

/** The distance a car covers: its rear from the start to a nose just past the line. */
const Travel = styled.span<{ $dim: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: ${px(START_X)};
  right: calc(var(--zone) - ${px(1)} + var(--car-w));
  z-index: 2;
  opacity: ${({ $dim }) => ($dim ? 0.6 : 1)};
  pointer-events: none;
`;

const drive = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(100%); }
`;

/**
 * As wide as the travel, so translateX(100%) is the whole distance at any screen
 * width: the compositor moves it, nothing is laid out per frame.
 */
const Mover = styled.span<{ $stage: LaneStage }>`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  ${({ $stage }) =>
    $stage === 'racing'
      ? css`
          animation-name: ${drive};
          animation-fill-mode: forwards;
          animation-iteration-count: 1;
          will-change: transform;
          /* reduced motion: no animation; the inline transform puts each car where the clock says, tick by tick */
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
          :root[${MOTION_ATTRIBUTE}='reduced'] & {
            animation: none;
          }
        `
      : $stage === 'finished'
        ? css`
            transform: translateX(100%);
          `
        : ''}
`;

const idle = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(${px(-0.7)}); }
`;

/** The car's wheels a unit above the lane's bottom line; a low roof may rise past the top one. */
const CarSlot = styled.span<{ $idle: boolean }>`
  position: absolute;
  left: 0;
  top: calc(var(--lane) - var(--car-h) * 0.94 - ${px(1)});
  display: block;
  width: var(--car-w);
  height: var(--car-h);
  line-height: 0;
  /* engine idling at the start; the global reduced-motion rule stops it */
  ${({ $idle }) =>
    $idle &&
    css`
      animation: ${idle} 120ms linear infinite alternate;
      li:nth-child(odd) & {
        animation-delay: -60ms;
      }
    `}
`;

/**
 * Just behind the winning car, inside its lane (above it would sit on the car in the next lane up). Drawn here, small:
 * the design system's jewelled crown is 0.6 KB gzip on the race's first visit for a mark shown only at the finish.
 */
const CrownMark = styled.svg`
  position: absolute;
  width: var(--crown);
  height: var(--crown);
  right: calc(100% + ${px(3)});
  top: calc((var(--car-h) - var(--crown)) / 2);
  animation: ${scaleIn} var(--motion-scale-in) ease-out both;
`;

const PLACE_DISCS: Record<number, { disc: string; text: string }> = {
  1: { disc: 'linear-gradient(135deg, #FFF1B8, #F6C453 55%, #E0A526)', text: '#4A2C00' },
  2: { disc: 'linear-gradient(135deg, #FFFFFF, #D6DDE7 55%, #AEB8C6)', text: '#2E3847' },
  3: { disc: 'linear-gradient(135deg, #F7D2AE, #E0A274 55%, #C7844B)', text: '#3E220C' },
};

const PlaceBadge = styled.span<{ $place: number }>`
  position: absolute;
  top: calc((var(--lane) - var(--badge)) / 2);
  right: calc((var(--zone) - var(--badge)) / 2);
  z-index: 2;
  display: grid;
  place-items: center;
  width: var(--badge);
  height: var(--badge);
  border-radius: 50%;
  background: ${({ $place }) => PLACE_DISCS[$place]?.disc ?? 'rgba(255, 255, 255, 0.16)'};
  color: ${({ $place }) => PLACE_DISCS[$place]?.text ?? '#fff'};
  font-size: calc(var(--badge) * 0.62);
  font-weight: 800;
  font-style: italic;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.35);
  animation: ${scaleIn} var(--motion-scale-in) ease-out both;
`;

function trackSize(count: number, compact: boolean): TrackSize {
  if (count <= 3) return compact ? 'medium' : 'large';
  return compact ? 'small' : 'medium';
}

/**
 * The race hero: one lane per entry, start at the left, chequered finish at the
 * right. Countdown: the cars idle at the start. Racing: each car drives to the
 * line on its own curve (the lead can change) and they cross in `finishOrder`,
 * with CSS transforms only. Results and over: cars at the finish, places shown,
 * the winner's lane in gold with a crown. Under reduced motion nothing glides:
 * each car is put where the clock says at every tick of the parent.
 */
export function RaceTrack({
  game,
  entries,
  phase,
  finishOrder,
  raceStartAt,
  now,
  syncKey,
  myEntries,
  compact = false,
  secondsLeft,
  className,
}: RaceTrackProps) {
  const { t } = useTranslation('race');
  const size = trackSize(entries.length, compact);
  const stage = laneStage(phase, finishOrder);

  // How far into the race we are, re-read from `now` only when the race changes (the
  // "adjust state while rendering" pattern), so ticks of the parent never move it.
  const syncToken = [phase, raceStartAt, syncKey ?? '', finishOrder?.join(',') ?? ''].join('|');
  const [sync, setSync] = useState(() => ({ token: syncToken, elapsedMs: raceElapsedMs(raceStartAt, now) }));
  let elapsedMs = sync.elapsedMs;
  if (sync.token !== syncToken) {
    elapsedMs = raceElapsedMs(raceStartAt, now);
    setSync({ token: syncToken, elapsedMs });
  }

  // Seeded by the round, so the same race is drawn again after a remount.
  const motions = stage === 'racing' && finishOrder ? laneMotions(finishOrder, raceStartAt) : null;
  const winner = stage === 'finished' ? (finishOrder?.[0] ?? null) : null;

  return (
    <Frame
      $game={game}
      $size={size}
      className={className}
      data-game={game}
      data-phase={phase}
      style={{ '--lanes': entries.length } as CSSProperties}
    >
      <Kerbs>
        <Skyline />
        <Gantry aria-hidden="true" />
        {stage === 'racing' && <SpeedLines aria-hidden="true" />}
        <Lanes aria-label={t('track.label')} $go={stage !== 'waiting'}>
          {entries.map((entry) => {
            const place = stage === 'finished' ? placeOf(entry, finishOrder) : null;
            const motion = motions?.get(entry);
            const laneMode: LaneStage = stage === 'racing' && !motion ? 'waiting' : stage;
            const isWinner = entry === winner;
            const mine = myEntries?.has(entry) ?? false;
            const car = t(`cars.${entry}`);
            const driving: CSSProperties | undefined = motion && {
              animationDuration: `${motion.durationMs}ms`,
              animationDelay: `${-elapsedMs}ms`,
              animationTimingFunction: cubicBezierCss(motion.curve),
              // Overridden by the animation; what reduced motion (and a frozen screenshot) shows.
              transform: `translateX(${(progressAt(motion, raceElapsedMs(raceStartAt, now)) * 100).toFixed(2)}%)`,
            };
            return (
              <Lane
                key={entry}
                $tint={game === 'horsepower' ? SIDE_TINT[entry] : undefined}
                $winner={isWinner}
                $mine={mine}
                data-entry={entry}
                data-place={place ?? undefined}
                data-winner={isWinner || undefined}
                data-mine={mine || undefined}
              >
                <VisuallyHidden>
                  {place ? t('track.lanePlace', { car, count: place, ordinal: true }) : car}
                </VisuallyHidden>
                {isWinner && <VisuallyHidden>{t('track.winner')}</VisuallyHidden>}
                {mine && <VisuallyHidden>{t('track.mine')}</VisuallyHidden>}
                <Travel aria-hidden="true" $dim={phase === 'over' && !isWinner}>
                  <Mover $stage={laneMode} style={driving}>
                    <CarSlot $idle={laneMode === 'waiting'}>
                      <CarArt entry={entry} size={SIZES[size].car} />
                      {mine && <MineTag>{t('track.meTag')}</MineTag>}
                      {isWinner && (
                        <CrownMark viewBox="0 0 24 24" aria-hidden="true">
                          <path
                            d="M2.5 8.5 8 12.5 12 4.5l4 8 5.5-4-2 11h-15z"
                            fill="#F6C453"
                            stroke="#B9801F"
                            strokeLinejoin="round"
                          />
                          <path d="M6 16.5h12" stroke="#fff" strokeOpacity=".6" strokeLinecap="round" />
                        </CrownMark>
                      )}
                    </CarSlot>
                  </Mover>
                </Travel>
                {place && (
                  <PlaceBadge $place={place} aria-hidden="true">
                    {place}
                  </PlaceBadge>
                )}
              </Lane>
            );
          })}
        </Lanes>
        {phase === 'countdown' && secondsLeft !== undefined && (
          <BigCount key={secondsLeft} $urgent={secondsLeft <= 5} aria-hidden="true">
            {secondsLeft}
          </BigCount>
        )}
      </Kerbs>
    </Frame>
  );
}
