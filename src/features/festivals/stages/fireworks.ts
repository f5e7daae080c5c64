// The firework sky's particles, as plain numbers: rockets rise and burst into sparks that slow, fall, fade and are
// dropped. No drawing here (FireworksSky paints them), and every random draw comes from the caller's `random`, so a
// seeded one gives the same sky every time (the unit tests, the still picture under reduced motion).

/** A random number in [0, 1): Math.random in the page, `seeded` in tests and in the still picture. */
export type Random = () => number;

/** mulberry32: a small seeded random source. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The sky is this many units tall (its width follows the panel): speeds and sizes are in these units. */
export const SKY_HEIGHT = 220;
/** The most sparks alive at once: a burst into a full sky is cut short, the sky never grows past this. */
export const SPARK_CAP = 1_200;
const ROCKET_CAP = 24;
/** Rockets slow as they rise (units/s²) and burst as they stop climbing. */
const ROCKET_FALL = 260;
/** Embers a rising rocket sheds a second. */
const EMBERS_PER_S = 50;

/** Burst colours (gold, magenta, cyan, green, violet, orange) and, last, the warm white of embers and glints. */
export const COLOURS = ['#FFD36B', '#FF4FB8', '#3DF5FF', '#5CFF9D', '#B48CFF', '#FF7A45', '#FFF4D6'] as const;
export const EMBER = COLOURS.length - 1;

export type Shape = 'peony' | 'ring' | 'willow';
const SHAPES: readonly Shape[] = ['peony', 'ring', 'peony', 'willow'];

/** How a gift's firework looks: the same gift always bursts the same way. */
export interface Look {
  colour: number;
  shape: Shape;
}

export function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619);
  return hash >>> 0;
}

export const lookOf = (giftId: string): Look => {
  const hash = hashOf(giftId);
  return { colour: hash % EMBER, shape: SHAPES[(hash >>> 8) % SHAPES.length]! };
};

/** Sparks in one burst: 60 for one gift, more for a bundle, 90 at most. */
export const sparksFor = (count: number): number => 60 + Math.min(30, Math.round(Math.log2(Math.max(1, count)) * 9));

export interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  life: number;
  /** Air drag (1/s) and gravity (units/s²). */
  drag: number;
  fall: number;
  size: number;
  colour: number;
  twinkle: boolean;
}

export interface Rocket {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** Seconds before it leaves the ground (a few launches at once go up one after another). */
  wait: number;
  look: Look;
  sparks: number;
  embers: number;
}

/** The sky: what flies, and the spent sparks kept for reuse. */
export interface Sky {
  rockets: Rocket[];
  sparks: Spark[];
  spent: Spark[];
}

export const createSky = (): Sky => ({ rockets: [], sparks: [], spent: [] });

export const isQuiet = (sky: Sky): boolean => sky.rockets.length === 0 && sky.sparks.length === 0;

function addSpark(
  sky: Sky,
  x: number,
  y: number,
  vx: number,
  vy: number,
  life: number,
  drag: number,
  fall: number,
  size: number,
  colour: number,
  twinkle: boolean,
) {
  if (sky.sparks.length >= SPARK_CAP) return;
  const spark = sky.spent.pop() ?? ({} as Spark);
  Object.assign(spark, { x, y, vx, vy, age: 0, life, drag, fall, size, colour, twinkle });
  sky.sparks.push(spark);
}

/**
 * A burst at (x, y): a glow, then `count` sparks — a peony's thrown evenly over a sphere (seen flat), a ring's on a
 * tilted circle, a willow's slower, longer-lived and drooping. Every sixth is a white glint.
 */
export function burst(sky: Sky, x: number, y: number, look: Look, count: number, random: Random): void {
  const willow = look.shape === 'willow';
  const speed = willow ? 84 : 124;
  addSpark(sky, x, y, 0, 0, 0.3, 0, 0, 30, look.colour, false);
  const tilt = random() * Math.PI;
  const squash = 0.35 + random() * 0.5;
  for (let index = 0; index < count; index++) {
    let vx: number;
    let vy: number;
    if (look.shape === 'ring') {
      const angle = (index / count) * 2 * Math.PI;
      const along = Math.cos(angle) * speed;
      const across = Math.sin(angle) * speed * squash;
      vx = along * Math.cos(tilt) - across * Math.sin(tilt);
      vy = along * Math.sin(tilt) + across * Math.cos(tilt);
    } else {
      const angle = random() * 2 * Math.PI;
      const z = random() * 2 - 1;
      const flat = Math.sqrt(1 - z * z) * speed * (0.86 + random() * 0.14);
      vx = Math.cos(angle) * flat;
      vy = Math.sin(angle) * flat;
    }
    addSpark(
      sky,
      x,
      y,
      vx,
      vy,
      willow ? 2.2 + random() * 0.8 : 1.1 + random() * 0.5,
      willow ? 2.2 : 1.8,
      willow ? 34 : 44,
      willow ? 2.6 : 3,
      index % 6 === 0 ? EMBER : look.colour,
      willow || random() < 0.5,
    );
  }
}

/** A rocket from the ground under x that bursts at (x, y), `wait` seconds from now. False when the sky is full. */
export function launch(
  sky: Sky,
  x: number,
  y: number,
  look: Look,
  sparks: number,
  wait: number,
  random: Random,
): boolean {
  if (sky.rockets.length >= ROCKET_CAP) return false;
  const rise = Math.max(10, SKY_HEIGHT - y);
  const vx = (random() - 0.5) * 12;
  const vy = -Math.sqrt(2 * ROCKET_FALL * rise);
  // It drifts while it climbs: start where the drift brings it over x.
  sky.rockets.push({ x: x + (vx * vy) / ROCKET_FALL, y: SKY_HEIGHT, vx, vy, wait, look, sparks, embers: 0 });
  return true;
}

/** How bright a spark is now, 0–1: full for its first half, then fading to 0; a twinkling one flickers as it fades. */
export function brightness(spark: Spark, random: Random): number {
  const left = 1 - spark.age / spark.life;
  if (left <= 0) return 0;
  const fade = Math.min(1, left * 2);
  return spark.twinkle && left < 0.55 && random() < 0.4 ? fade * 0.2 : fade;
}

/** Moves the sky on by `dt` seconds: rockets climb (shedding embers) and burst; sparks slow, fall, age and go. */
export function step(sky: Sky, dt: number, random: Random): void {
  let kept = 0;
  for (const rocket of sky.rockets) {
    if (rocket.wait > 0) {
      rocket.wait -= dt;
      sky.rockets[kept++] = rocket;
      continue;
    }
    rocket.vy += ROCKET_FALL * dt;
    rocket.x += rocket.vx * dt;
    rocket.y += rocket.vy * dt;
    for (rocket.embers += dt * EMBERS_PER_S; rocket.embers >= 1; rocket.embers--)
      addSpark(
        sky,
        rocket.x,
        rocket.y,
        (random() - 0.5) * 14,
        random() * 14,
        0.3 + random() * 0.3,
        4,
        90,
        1.8,
        EMBER,
        false,
      );
    if (rocket.vy >= -8) burst(sky, rocket.x, rocket.y, rocket.look, rocket.sparks, random);
    else sky.rockets[kept++] = rocket;
  }
  sky.rockets.length = kept;

  kept = 0;
  for (const spark of sky.sparks) {
    spark.age += dt;
    if (spark.age >= spark.life) {
      sky.spent.push(spark);
      continue;
    }
    const slow = Math.exp(-spark.drag * dt);
    spark.vx *= slow;
    spark.vy = spark.vy * slow + spark.fall * dt;
    spark.x += spark.vx * dt;
    spark.y += spark.vy * dt;
    sky.sparks[kept++] = spark;
  }
  sky.sparks.length = kept;
}

/** The first read lights at most this many: the page opens on a short show, not twenty rockets at once. */
export const FIRST_SHOW = 3;
/** A later read lights at most this many (the rest are counted as seen). */
const LATER_SHOW = 8;

/**
 * Which of the server's launches (newest first) light the sky now, oldest first: those not seen on this page yet — on
 * the first read only the newest `FIRST_SHOW`. Every launch given is seen afterwards.
 */
export function freshLaunches<T extends { launch_id: string }>(launches: readonly T[], seen: Set<string>): T[] {
  const first = seen.size === 0;
  const fresh = launches.filter((launch) => !seen.has(launch.launch_id));
  for (const launch of launches) seen.add(launch.launch_id);
  return fresh.slice(0, first ? FIRST_SHOW : LATER_SHOW).reverse();
}
