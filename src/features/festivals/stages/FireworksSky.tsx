import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { prefersReducedMotion } from '../../../platform/navigation/scrollToAndFocus';
import { px } from '../../../ui/px';
import { launchesQuery } from './launchesApi';
import { Panel } from '../components/Panel';
import type { StageProps } from '../definition';
import {
  brightness,
  burst,
  COLOURS,
  createSky,
  EMBER,
  freshLaunches,
  hashOf,
  isQuiet,
  launch,
  type Look,
  lookOf,
  type Random,
  type Sky,
  SKY_HEIGHT,
  seeded,
  sparksFor,
  step,
} from './fireworks';

/** While the festival is live the sky reads the latest firework gifts this often (only while the page is in front). */
const POLL_MS = 10_000;
const MAX_DPR = 2;
/** The share of the last frame's light kept (at 60 fps): the sparks' short trails. */
const TRAIL_KEEP = 0.8;
/** The still picture is a long exposure: the sparks' paths stay as streaks. */
const STILL_KEEP = 0.93;
/** Launches go up this far apart (seconds). */
const STAGGER_S = 0.45;
/** Where launches burst, in turn (share of the width, height from the top): left, middle, right, as a show is composed. */
const SLOTS = [
  [0.22, 80],
  [0.52, 56],
  [0.8, 86],
] as const;
/** The still picture without launches: gold, magenta and cyan. */
const STILL_LOOKS: Look[] = [
  { colour: 0, shape: 'peony' },
  { colour: 1, shape: 'ring' },
  { colour: 2, shape: 'willow' },
];

/** The night's stars, scattered (a shadow each of one dot), a few brighter. */
const STARS = Array.from({ length: 48 }, (_, index) => {
  const hash = hashOf(`star${index}`);
  return `${hash % 470}px ${(hash >>> 12) % 196}px rgba(255, 255, 255, ${0.3 + (index % 4) / 6})`;
}).join(',');

/** One firework: where it bursts (x as a share of the width), how it looks and how many sparks it throws. */
interface Shot {
  x: number;
  y: number;
  look: Look;
  sparks: number;
}

/** The page's show, kept across renders: the sky in flight, the launches seen, the last three shots (the still). */
interface Show {
  sky: Sky;
  seen: Set<string>;
  shots: Shot[];
  slot: number;
  width: number;
  /** Starts the frame loop (or redraws the still), once the canvas is there. */
  kick: () => void;
}

const newShow = (): Show => ({ sky: createSky(), seen: new Set(), shots: [], slot: 0, width: 375, kick: () => {} });

function fire(show: Show, shots: Shot[]) {
  const still = prefersReducedMotion();
  shots.forEach((shot, index) => {
    if (!still) launch(show.sky, shot.x * show.width, shot.y, shot.look, shot.sparks, index * STAGGER_S, Math.random);
  });
  show.shots = [...show.shots, ...shots].slice(-SLOTS.length);
  show.kick();
}

/** A glowing dot of one colour: white at the core. Sparks are these, drawn small. */
function sprite(colour: string) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 32;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    const glow = ctx.createRadialGradient(16, 16, 0, 16, 16, 16);
    glow.addColorStop(0, '#fff');
    glow.addColorStop(0.2, colour);
    glow.addColorStop(0.45, `${colour}44`);
    glow.addColorStop(1, `${colour}00`);
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, 32, 32);
  }
  return canvas;
}

const Night = styled.div`
  position: relative;
  height: ${px(SKY_HEIGHT)};
  overflow: hidden;
  border-radius: ${px(16)};
  background:
    radial-gradient(120% 60% at 50% 120%, rgba(255, 95, 162, 0.3) 0%, transparent 70%),
    linear-gradient(180deg, #05081f 0%, #10164a 65%, #2a1d5e 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.1);
  &::before {
    position: absolute;
    width: 1.5px;
    height: 1.5px;
    border-radius: 50%;
    box-shadow: ${STARS};
    content: '';
  }
  & canvas {
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Hint = styled.span`
  position: absolute;
  right: 0;
  bottom: ${px(8)};
  left: 0;
  color: var(--color-textMuted);
  font-size: ${px(11)};
  text-align: center;
  pointer-events: none;
`;

const Ticker = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  margin: ${px(12)} 0 0;
  padding: 0;
  list-style: none;
  &:lang(ko) {
    word-break: keep-all;
  }
  & li {
    display: flex;
    align-items: center;
    gap: ${px(8)};
    padding: ${px(7)} ${px(12)};
    border-radius: ${px(12)};
    background: rgba(255, 255, 255, 0.07);
    font-size: ${px(13)};
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  & i {
    flex: none;
    width: ${px(8)};
    height: ${px(8)};
    border-radius: 50%;
    background: currentColor;
    box-shadow: 0 0 ${px(6)} currentColor;
  }
`;

const Quiet = styled.p`
  margin: ${px(12)} 0 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  text-align: center;
`;

/**
 * New Year's Day's sky: every firework gift sent (read every 10 s while the festival is live) goes up as a rocket and
 * bursts in its gift's colour, and a tap lights a free one where it lands (play: nothing is sent). One frame loop
 * draws straight to the canvas while anything flies and stops when the sky is empty, the page is hidden or the sky is
 * gone; React renders only when the launches change. Reduced motion: one still picture of the last bursts, no motion.
 * The ticker under it names the newest three in text; the canvas and its hint are decoration.
 */
export function FireworksSky({ festival, phase, live }: StageProps) {
  const { t, i18n } = useTranslation(festival.ns);
  const { t: kit } = useTranslation('festivals');
  const launches = useQuery({ ...launchesQuery(festival.festival), refetchInterval: live ? POLL_MS : false });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const showRef = useRef<Show>(null);

  useEffect(() => {
    const show = (showRef.current ??= newShow());
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const sprites = COLOURS.map(sprite);
    let frame = 0;
    let last = 0;

    const paint = (sky: Sky, dt: number, random: Random, keep = TRAIL_KEEP) => {
      ctx.globalCompositeOperation = 'destination-out';
      ctx.globalAlpha = 1 - keep ** (dt * 60);
      ctx.fillRect(0, 0, show.width, SKY_HEIGHT);
      ctx.globalCompositeOperation = 'lighter';
      for (const spark of sky.sparks) {
        const alpha = brightness(spark, random);
        if (alpha <= 0) continue;
        ctx.globalAlpha = alpha;
        const size = spark.size * (0.6 + 0.4 * alpha);
        ctx.drawImage(sprites[spark.colour]!, spark.x - size, spark.y - size, size * 2, size * 2);
      }
      ctx.globalAlpha = 1;
      for (const rocket of sky.rockets)
        if (rocket.wait <= 0) ctx.drawImage(sprites[EMBER]!, rocket.x - 3, rocket.y - 3, 6, 6);
    };
    const clear = () => ctx.clearRect(0, 0, show.width, SKY_HEIGHT);

    /** Reduced motion: the last three bursts (or three of the festival's colours) a moment after they burst, once. */
    const still = () => {
      const sky = createSky();
      const random = seeded(2027);
      const shots = show.shots.length
        ? show.shots
        : STILL_LOOKS.map((look, index) => ({ x: SLOTS[index]![0], y: SLOTS[index]![1], look, sparks: 80 }));
      for (const shot of shots) burst(sky, shot.x * show.width, shot.y, shot.look, shot.sparks, random);
      clear();
      canvas.dataset.sky = 'still';
      // The shutter opens a moment after the bursts: streaks flying out from hollow centres.
      for (let index = 0; index < 30; index++) {
        step(sky, 1 / 40, random);
        if (index > 8) paint(sky, 1 / 40, random, STILL_KEEP);
      }
    };

    const tick = (now: number) => {
      const dt = Math.min(0.05, (now - last) / 1000);
      last = now;
      step(show.sky, dt, Math.random);
      paint(show.sky, dt, Math.random);
      if (isQuiet(show.sky)) {
        frame = 0;
        clear();
        canvas.dataset.sky = 'quiet';
      } else frame = requestAnimationFrame(tick);
    };
    const halt = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const kick = () => {
      if (prefersReducedMotion()) still();
      else if (!frame && !document.hidden && !isQuiet(show.sky)) {
        last = performance.now();
        frame = requestAnimationFrame(tick);
        canvas.dataset.sky = 'flying';
      }
    };
    const fit = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, MAX_DPR);
      const height = canvas.clientHeight || SKY_HEIGHT;
      canvas.width = Math.round(canvas.clientWidth * dpr);
      canvas.height = Math.round(height * dpr);
      const scale = (height * dpr) / SKY_HEIGHT;
      ctx.setTransform(scale, 0, 0, scale, 0, 0);
      show.width = canvas.width / scale;
      if (prefersReducedMotion()) still();
    };
    const onVisibility = () => (document.hidden ? halt() : kick());
    // A tap lights a free firework where it lands: play, nothing is sent.
    const onTap = (event: MouseEvent) => {
      const box = canvas.getBoundingClientRect();
      const y = ((event.clientY - box.top) / box.height) * SKY_HEIGHT;
      const look = lookOf(String(show.slot++));
      fire(show, [{ x: (event.clientX - box.left) / box.width, y: Math.min(Math.max(y, 30), 160), look, sparks: 72 }]);
    };

    fit();
    show.kick = kick;
    kick();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => fit()) : null;
    observer?.observe(canvas);
    document.addEventListener('visibilitychange', onVisibility);
    canvas.addEventListener('click', onTap);
    return () => {
      halt();
      show.kick = () => {};
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      canvas.removeEventListener('click', onTap);
    };
  }, []);

  const list = launches.data;
  useEffect(() => {
    const show = (showRef.current ??= newShow());
    if (!list) return;
    const fresh = freshLaunches(list, show.seen).map((item): Shot => {
      const hash = hashOf(item.launch_id);
      const [x, y] = SLOTS[show.slot++ % SLOTS.length]!;
      return {
        x: x + ((hash % 100) / 100 - 0.5) * 0.12,
        y: y + (((hash >>> 8) % 100) / 100 - 0.5) * 24,
        look: lookOf(item.gift_id),
        sparks: sparksFor(item.count),
      };
    });
    if (fresh.length) fire(show, fresh);
  }, [list]);

  return (
    <Panel title={t('sky.title')}>
      <Night aria-hidden="true">
        <canvas ref={canvasRef} data-sky="quiet" />
        <Hint>{t('sky.tapHint')}</Hint>
      </Night>
      {list?.length ? (
        <Ticker>
          {list.slice(0, 3).map((item) => (
            <li key={item.launch_id}>
              <i style={{ color: COLOURS[lookOf(item.gift_id).colour] }} />
              {t('sky.launched', {
                name: item.nickname,
                gift: t(`giftNames.${item.gift_id}`, { defaultValue: kit('giftNames.fallback') }),
                count: formatNumber(i18n.language, item.count),
              })}
            </li>
          ))}
        </Ticker>
      ) : (
        list && <Quiet>{phase === 'settling' || phase === 'ended' ? t('sky.over') : t('sky.quiet')}</Quiet>
      )}
    </Panel>
  );
}
