import { describe, expect, it } from 'vitest';
import {
  brightness,
  burst,
  COLOURS,
  createSky,
  EMBER,
  FIRST_SHOW,
  freshLaunches,
  isQuiet,
  launch,
  type Look,
  lookOf,
  SKY_HEIGHT,
  SPARK_CAP,
  seeded,
  sparksFor,
  step,
} from './fireworks';

const PEONY: Look = { colour: 1, shape: 'peony' };
const FRAME = 1 / 60;

/** Runs the sky for `seconds` in 60 fps steps. */
function run(sky: ReturnType<typeof createSky>, seconds: number, random = seeded(1)) {
  for (let t = 0; t < seconds; t += FRAME) step(sky, FRAME, random);
}

describe('a burst', () => {
  it('throws the sparks asked for, plus its glow, from its centre', () => {
    for (const shape of ['peony', 'ring', 'willow'] as const) {
      const sky = createSky();
      burst(sky, 100, 80, { colour: 2, shape }, 75, seeded(3));
      expect(sky.sparks).toHaveLength(76);
      expect(sky.sparks.every((spark) => spark.x === 100 && spark.y === 80)).toBe(true);
      // A sixth are white glints; the rest in the gift's colour.
      expect(sky.sparks.filter((spark) => spark.colour === 2).length).toBe(76 - Math.ceil(75 / 6));
    }
  });

  it('has 60 sparks for one gift and up to 90 for a bundle', () => {
    expect(sparksFor(1)).toBe(60);
    expect(sparksFor(10)).toBeGreaterThan(80);
    expect(sparksFor(9_999)).toBe(90);
    expect(sparksFor(0)).toBe(60);
  });

  it('is the same sky for the same seed', () => {
    const a = createSky();
    const b = createSky();
    burst(a, 50, 50, PEONY, 60, seeded(9));
    burst(b, 50, 50, PEONY, 60, seeded(9));
    run(a, 0.5, seeded(4));
    run(b, 0.5, seeded(4));
    expect(a.sparks).toEqual(b.sparks);
  });

  it('spreads, slows down and falls under gravity', () => {
    const sky = createSky();
    burst(sky, 100, 80, { colour: 0, shape: 'ring' }, 60, seeded(5));
    const sparks = sky.sparks.slice(1);
    const speed = (index: number) => Math.hypot(sparks[index]!.vx, sparks[index]!.vy);
    const before = speed(7);
    run(sky, 0.3);
    expect(speed(7)).toBeLessThan(before);
    expect(Math.hypot(sparks[7]!.x - 100, sparks[7]!.y - 80)).toBeGreaterThan(15);
    // Their centre of mass sinks: gravity pulls every spark down the same.
    const meanY = () => sparks.reduce((sum, spark) => sum + spark.y, 0) / sparks.length;
    const early = meanY();
    run(sky, 0.5);
    expect(meanY()).toBeGreaterThan(early + 5);
  });

  it('fades each spark to 0 by the end of its life, and then the sky is empty', () => {
    const sky = createSky();
    burst(sky, 100, 80, PEONY, 80, seeded(6));
    const spark = sky.sparks[10]!;
    const random = seeded(2);
    expect(brightness(spark, random)).toBe(1);
    spark.age = spark.life * 0.999;
    expect(brightness(spark, random)).toBeLessThan(0.01);
    spark.age = spark.life;
    expect(brightness(spark, random)).toBe(0);
    spark.age = 0;
    run(sky, 3.5);
    expect(sky.sparks).toHaveLength(0);
    expect(isQuiet(sky)).toBe(true);
  });

  it('never grows the sky beyond its cap, however many bursts', () => {
    const sky = createSky();
    const random = seeded(8);
    for (let index = 0; index < 40; index++) {
      burst(sky, 20 + index * 5, 80, lookOf(`gift-${index}`), 90, random);
      expect(sky.sparks.length).toBeLessThanOrEqual(SPARK_CAP);
    }
    expect(sky.sparks).toHaveLength(SPARK_CAP);
    run(sky, 4);
    // The spent sparks are kept for the next bursts, not made again: still no more than the cap in all.
    expect(sky.sparks.length + sky.spent.length).toBeLessThanOrEqual(SPARK_CAP);
    burst(sky, 100, 80, PEONY, 90, random);
    expect(sky.sparks.length + sky.spent.length).toBeLessThanOrEqual(SPARK_CAP);
  });
});

describe('a rocket', () => {
  it('waits its turn, climbs shedding embers, and bursts near where it was aimed', () => {
    const sky = createSky();
    const random = seeded(11);
    expect(launch(sky, 150, 70, PEONY, 64, 0.2, random)).toBe(true);
    run(sky, 0.15, random);
    expect(sky.rockets[0]!.y).toBe(SKY_HEIGHT);
    expect(sky.sparks).toHaveLength(0);
    run(sky, 0.3, random);
    const rocket = sky.rockets[0]!;
    expect(rocket.y).toBeLessThan(SKY_HEIGHT);
    expect(sky.sparks.length).toBeGreaterThan(3);
    expect(sky.sparks.every((spark) => spark.colour === EMBER)).toBe(true);

    let burstAt: { x: number; y: number } | null = null;
    for (let frames = 0; frames < 200 && !burstAt; frames++) {
      const before = { x: sky.rockets[0]!.x, y: sky.rockets[0]!.y };
      step(sky, FRAME, random);
      if (sky.rockets.length === 0) burstAt = before;
    }
    expect(burstAt).not.toBeNull();
    expect(Math.abs(burstAt!.x - 150)).toBeLessThan(4);
    expect(Math.abs(burstAt!.y - 70)).toBeLessThan(6);
    // 64 sparks in the rocket's colour, one glow.
    expect(sky.sparks.filter((spark) => spark.colour === PEONY.colour)).toHaveLength(64 - Math.ceil(64 / 6) + 1);
    run(sky, 4, random);
    expect(isQuiet(sky)).toBe(true);
  });

  it('is refused when the sky already has too many in the air', () => {
    const sky = createSky();
    const random = seeded(12);
    const accepted = Array.from({ length: 40 }, () => launch(sky, 100, 60, PEONY, 60, 0, random));
    expect(accepted.filter(Boolean).length).toBe(24);
  });
});

describe('a gift’s look', () => {
  it('is the same for the same gift, and gifts differ', () => {
    expect(lookOf('rocket')).toEqual(lookOf('rocket'));
    const looks = ['rocket', 'lantern', 'dragon', 'star', 'firework_big', 'heart', 'crown', 'gold'].map(lookOf);
    expect(new Set(looks.map((look) => look.colour)).size).toBeGreaterThan(2);
    expect(new Set(looks.map((look) => look.shape)).size).toBeGreaterThan(1);
    for (const look of looks) {
      expect(look.colour).toBeGreaterThanOrEqual(0);
      expect(look.colour).toBeLessThan(EMBER); // never the embers' white
      expect(COLOURS[look.colour]).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});

describe('the launches that light the sky', () => {
  const launches = (...ids: number[]) => ids.map((id) => ({ launch_id: `l${id}` }));

  it('are at most the newest three on the first read, oldest first; then only new ones', () => {
    const seen = new Set<string>();
    expect(freshLaunches(launches(20, 19, 18, 17, 16, 15), seen)).toEqual(launches(18, 19, 20));
    expect(FIRST_SHOW).toBe(3);
    // Read again: nothing new, nothing lit; the older ones never light later.
    expect(freshLaunches(launches(20, 19, 18, 17, 16, 15), seen)).toEqual([]);
    expect(freshLaunches(launches(22, 21, 20, 19, 18, 17), seen)).toEqual(launches(21, 22));
  });

  it('light a burst of many at most eight at a time', () => {
    const seen = new Set(['l0']);
    const many = Array.from({ length: 20 }, (_, index) => ({ launch_id: `l${20 - index}` }));
    expect(freshLaunches(many, seen)).toHaveLength(8);
    expect(freshLaunches(many, seen)).toHaveLength(0);
  });

  it('are a first show again while none has come yet', () => {
    const seen = new Set<string>();
    expect(freshLaunches([], seen)).toEqual([]);
    expect(freshLaunches(launches(5, 4, 3, 2), seen)).toEqual(launches(3, 4, 5));
  });
});
