import { random } from '../../../mocks/server/random';
import { isApiError } from './errors';

/**
 * Fuzzing the reply parsers of every area (issue 14, class 3): a valid reply with every field, in
 * turn, replaced by each hostile value, the whole reply replaced, and seeded random JSON in random
 * fields. A parser may refuse a reply only with the typed `ApiError`; whatever it returns must be
 * something the area's pages can render (the caller's `check`, e.g. rendering the page).
 */

/** JSON the server could send (and a few things a broken proxy could), each of which has broken a page somewhere. */
export const HOSTILE_JSON_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  1e9,
  2 ** 31,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  '',
  ' ',
  '0',
  '-1',
  '1e9',
  '1e308',
  'NaN',
  'Infinity',
  'null',
  'true',
  '2026-11-23T00:00:00Z',
  '<img src=x onerror=alert(1)>',
  '\u202Eevil',
  '😀'.repeat(2000),
  'x'.repeat(100_000),
  [],
  [null],
  [1e308, 'x', {}],
  Array.from({ length: 5000 }, (_, index) => index),
  {},
  { length: 1e9 },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": "x"}') as unknown,
];

/** A random JSON value: hostile ones, random numbers of every magnitude, strings, arrays and objects. */
function randomJson(next: () => number, depth = 0): unknown {
  const pick = next();
  if (pick < 0.3) return HOSTILE_JSON_VALUES[Math.floor(next() * HOSTILE_JSON_VALUES.length)];
  if (pick < 0.55) return (next() - 0.3) * 10 ** Math.floor(next() * 310);
  if (pick < 0.7) return Math.floor(next() * 200) - 20;
  if (pick < 0.8) return String.fromCharCode(...Array.from({ length: Math.floor(next() * 12) }, () => next() * 0xffff));
  if (pick < 0.9 && depth < 2) return Array.from({ length: Math.floor(next() * 4) }, () => randomJson(next, depth + 1));
  if (depth < 2) {
    const value: Record<string, unknown> = {};
    for (let index = Math.floor(next() * 4); index > 0; index -= 1) value[`k${index}`] = randomJson(next, depth + 1);
    return value;
  }
  return null;
}

type Path = readonly (string | number)[];

/** Every place in a reply (containers too); an array's rows share a shape, so its first row stands for all. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [];
  if (Array.isArray(value)) {
    value.slice(0, 1).forEach((item, index) => {
      paths.push([...prefix, index], ...pathsOf(item, [...prefix, index]));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push([...prefix, key], ...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

function replaced(sample: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof parent !== 'object' || parent === null) break;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  // An earlier change replaced a container on the way: nothing left to change there.
  if (typeof parent !== 'object' || parent === null) return copy;
  (parent as Record<string | number, unknown>)[path.at(-1)!] = value;
  return copy;
}

/** Every variant of `sample`: each field × each hostile value, the whole reply × each, then `random` seeded ones. */
export function* replyVariants(sample: unknown, options: { random: number; seed: number }): Generator<unknown> {
  for (const path of [[], ...pathsOf(sample)])
    for (const value of HOSTILE_JSON_VALUES) yield replaced(sample, path, value);
  const next = random(options.seed); // the simulators' seeded PRNG: the same cases on every run and machine
  const paths = pathsOf(sample);
  for (let index = 0; index < options.random; index += 1) {
    let variant = sample;
    for (let changes = 1 + Math.floor(next() * 3); changes > 0; changes -= 1) {
      const path = paths[Math.floor(next() * paths.length)] ?? [];
      variant = replaced(variant, path, randomJson(next));
    }
    yield variant;
  }
}

/**
 * One reply of an area for the shared fuzz test (src/app/replies.fuzz.test.ts): a valid reply as
 * the server sends it, the area's parser, and the page that shows it — its path, the query key the
 * parsed reply goes under and the other (valid, parsed) replies the page needs beside it.
 */
export interface ReplyFuzzCase {
  name: string;
  sample: unknown;
  parse: (data: unknown) => unknown;
  page: { path: string; queryKey: readonly unknown[]; alongside?: readonly (readonly [readonly unknown[], unknown])[] };
}

export interface FuzzReport {
  /** Replies given to the parser. */
  tried: number;
  /** Distinct parsed results checked (rendered). */
  checked: number;
  /** What went wrong, one line each (empty when all is well). */
  failures: string[];
}

const describe = (value: unknown): string => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 300 ? `${json.slice(0, 300)}…` : json;
};

/**
 * Feeds every variant of `sample` to `parse`. It may throw only `ApiError`; each distinct result
 * goes to `check` (which throws if the page cannot show it). Identical results are checked once.
 */
export async function fuzzReplies<T>(options: {
  sample: unknown;
  parse: (data: unknown) => T;
  check: (parsed: T) => void | Promise<void>;
  random?: number;
  seed?: number;
}): Promise<FuzzReport> {
  const report: FuzzReport = { tried: 0, checked: 0, failures: [] };
  const seen = new Set<string>();
  for (const variant of replyVariants(options.sample, { random: options.random ?? 200, seed: options.seed ?? 14 })) {
    report.tried += 1;
    let parsed: T;
    try {
      parsed = options.parse(variant);
    } catch (error) {
      if (!isApiError(error)) report.failures.push(`parse threw ${String(error)} for ${describe(variant)}`);
      continue;
    }
    const key = JSON.stringify(parsed);
    if (seen.has(key)) continue;
    seen.add(key);
    report.checked += 1;
    try {
      await options.check(parsed);
    } catch (error) {
      report.failures.push(`render threw ${String(error)} for ${describe(variant)}`);
    }
  }
  return report;
}
