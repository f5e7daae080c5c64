import { JUMP_TARGETS, type JumpTarget } from '../../src/platform/bridge/bridge';
import { BRIDGE_CALLS, type BridgeCallName } from '../../src/platform/bridge/names';
import { UTC8_OFFSET_MS } from '../../src/platform/clock/clock';
import { LANGUAGES, type Language } from '../../src/platform/i18n/languages';
import type { MockBridgeOptions, MockBridgeReply } from '../bridge/mockBridge';
import { type Fault, parseFault } from './faults';

/**
 * A simulator scenario: how the app opens the page (platform, launch parameters, the phone), how the native side
 * answers, and what time it is. Plain JSON, so QA can save one from the simulator and a story or an e2e can replay
 * it (`parseScenario` accepts anything and keeps only what it understands).
 */

export const SIM_PLATFORMS = ['ios', 'android', 'browser'] as const;
export type SimPlatform = (typeof SIM_PLATFORMS)[number];

/** How one bridge handler answers: as the app does, with a failure status, never, or late. */
export const REPLY_MODES = ['answer', 'fail', 'silent', 'late'] as const;
export type ReplyMode = (typeof REPLY_MODES)[number];

export interface BridgeBehaviour {
  mode: ReplyMode;
  /** The failure's status (mode `fail`); any non-zero number. */
  status?: number;
  /** How late (mode `late`), ms. */
  delayMs?: number;
}

export const PHONE_WIDTHS = [320, 375, 414] as const;
export type PhoneWidth = (typeof PHONE_WIDTHS)[number];

export interface SimClock {
  /** The moment the clock was set to (ms), or null: the real time. */
  at: number | null;
  /** Simulated seconds per real second: 0 frozen, 1 runs on, 60 a minute a second. */
  rate: number;
}

export interface SimScenario {
  /** The page the app opens (path and its own query, no launch parameters). */
  path: string;
  platform: SimPlatform;
  language: Language;
  /** The access token the app passes; null: signed out. */
  token: string | null;
  publicId: string;
  refer: string;
  release: boolean;
  appVersion: string;
  statusBarHeight: number;
  width: PhoneWidth;
  bridge: Partial<Record<BridgeCallName, BridgeBehaviour>>;
  clock: SimClock;
  /** What the server does wrong, first match wins. */
  faults: Fault[];
  /** How the signed-in member starts on the servers that take a setup (their `setUp(token, …)`), by area. */
  server: ServerSetups;
}

/** The simulators that start a member from a setup (mocks/server): each takes a partial of its own setup type. */
export const SERVER_AREAS = ['noble', 'withdraw', 'anchor', 'registration'] as const;
export type ServerArea = (typeof SERVER_AREAS)[number];
export type ServerSetups = Partial<Record<ServerArea, Record<string, unknown>>>;

/** The demo member's token (mocks/server/accounts.ts: every ordinary token is the demo member). */
export const DEMO_TOKEN = 'mock-demo-token';

export const DEFAULT_SCENARIO: SimScenario = {
  path: '/h5/whole_rank',
  platform: 'ios',
  language: 'zh-Hant',
  token: DEMO_TOKEN,
  publicId: '',
  refer: '',
  release: false,
  appVersion: '6.8.0',
  statusBarHeight: 44,
  width: 375,
  bridge: {},
  clock: { at: null, rate: 1 },
  faults: [],
  server: {},
};

const LATE_DEFAULT_MS = 3_000;
const FAIL_DEFAULT_STATUS = 1;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const oneOf = <T extends string | number>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;
const text = (value: unknown, fallback: string, maxLength = 256) =>
  typeof value === 'string' && value.length <= maxLength ? value : fallback;
const wholeIn = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;

/** A page path of this app: `/…`, never another origin (`//host`) or a script URL. */
export function safePath(value: unknown): string {
  return typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : DEFAULT_SCENARIO.path;
}

function parseBehaviour(value: unknown): BridgeBehaviour | null {
  const raw = record(value);
  const mode = oneOf(REPLY_MODES, raw.mode, 'answer');
  if (mode === 'answer') return null;
  if (mode === 'fail') return { mode, status: wholeIn(raw.status, -99_999, 99_999, FAIL_DEFAULT_STATUS) || 1 };
  if (mode === 'late') return { mode, delayMs: wholeIn(raw.delayMs, 0, 120_000, LATE_DEFAULT_MS) };
  return { mode };
}

/** Any JSON (a saved scenario, the address's hash) as a scenario; what is missing or wrong is the default. */
export function parseScenario(value: unknown): SimScenario {
  const raw = record(value);
  const clock = record(raw.clock);
  const bridge: SimScenario['bridge'] = {};
  const names = Object.values(BRIDGE_CALLS) as string[];
  for (const [name, behaviour] of Object.entries(record(raw.bridge))) {
    const parsed = names.includes(name) ? parseBehaviour(behaviour) : null;
    if (parsed) bridge[name as BridgeCallName] = parsed;
  }
  const at = clock.at;
  const server: ServerSetups = {};
  for (const area of SERVER_AREAS) {
    const setup = record(record(raw.server)[area]);
    if (Object.keys(setup).length > 0) server[area] = setup;
  }
  return {
    path: safePath(raw.path),
    platform: oneOf(SIM_PLATFORMS, raw.platform, DEFAULT_SCENARIO.platform),
    language: oneOf(LANGUAGES, raw.language, DEFAULT_SCENARIO.language),
    token: raw.token === null ? null : text(raw.token, DEFAULT_SCENARIO.token ?? '', 128).trim() || null,
    publicId: text(raw.publicId, '', 128),
    refer: text(raw.refer, ''),
    release: raw.release === true,
    appVersion: text(raw.appVersion, DEFAULT_SCENARIO.appVersion, 32),
    statusBarHeight: wholeIn(raw.statusBarHeight, 0, 100, DEFAULT_SCENARIO.statusBarHeight),
    width: oneOf(PHONE_WIDTHS, raw.width, DEFAULT_SCENARIO.width),
    bridge,
    clock: {
      at: typeof at === 'number' && Number.isFinite(at) && at > Date.UTC(2000, 0, 1) ? at : null,
      rate: typeof clock.rate === 'number' && clock.rate >= 0 && clock.rate <= 3_600 ? clock.rate : 1,
    },
    faults: (Array.isArray(raw.faults) ? raw.faults : [])
      .map(parseFault)
      .filter((fault) => fault !== null)
      .slice(0, 20),
    server,
  };
}

/**
 * The address the app opens the web view at: the page and the launch parameters it passes (spec §2). A plain
 * browser gets only what a shared link carries (the page, `refer`, `public_id`): no token, the app is not there.
 */
export function launchUrl(scenario: SimScenario): string {
  const url = new URL(scenario.path, 'http://sim.invalid');
  const set = (name: string, value: string) => {
    if (value) url.searchParams.set(name, value);
  };
  if (scenario.platform !== 'browser') {
    set('access_token', scenario.token ?? '');
    set('app-language', scenario.language);
  }
  set('public_id', scenario.publicId);
  set('refer', scenario.refer);
  if (scenario.release) url.searchParams.set('release', 'true');
  return `${url.pathname}${url.search}`;
}

/** The mock bridge as the scenario's native side behaves: its platform's transport and every handler's answer. */
export function bridgeOptions(scenario: SimScenario): MockBridgeOptions | null {
  if (scenario.platform === 'browser') return null;
  const replies: Record<string, MockBridgeReply | null> = {};
  const delays: Record<string, number> = {};
  for (const [name, behaviour] of Object.entries(scenario.bridge)) {
    if (behaviour.mode === 'fail') replies[name] = { status: behaviour.status ?? 1, msg: 'native failure (simulated)' };
    if (behaviour.mode === 'silent') replies[name] = null;
    if (behaviour.mode === 'late') delays[name] = behaviour.delayMs ?? LATE_DEFAULT_MS;
  }
  return {
    transport: scenario.platform,
    appVersion: scenario.appVersion,
    statusBarHeight: scenario.statusBarHeight,
    replies,
    delays,
  };
}

/** The simulated time now, for a clock set at real moment `setAtReal`. */
export function simulatedNow(clock: SimClock, setAtReal: number, realNow: number): number | null {
  if (clock.at === null) return null;
  return clock.at + (realNow - setAtReal) * clock.rate;
}

/** The scenario in the simulator's address (its hash), so a reload or a shared link opens the same one. */
export const scenarioToHash = (scenario: SimScenario) => `#${encodeURIComponent(JSON.stringify(scenario))}`;

export function scenarioFromHash(hash: string): SimScenario {
  try {
    return parseScenario(JSON.parse(decodeURIComponent(hash.replace(/^#/, ''))));
  } catch {
    return DEFAULT_SCENARIO;
  }
}

/** `2026-12-24T20:00:00`: a moment as UTC+8 wall time (what a `datetime-local` field shows). */
export const formatUtc8 = (at: number) => new Date(at + UTC8_OFFSET_MS).toISOString().slice(0, 19);

/** A `datetime-local` value read as UTC+8 wall time; empty or garbage: null (real time). */
export function parseUtc8(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - UTC8_OFFSET_MS;
}

const NATIVE_SCREENS: Record<JumpTarget['target_name'], string> = {
  user_home: 'User home',
  tribe_hall: 'Tribe hall',
  diamond_store: 'Diamond store',
  coin_recharge: 'Coin recharge',
  vip_recharge: 'VIP recharge',
};

/** The native screen a jump opens, by its `target_name`. */
export const nativeScreenName = (target: unknown) =>
  (JUMP_TARGETS as readonly unknown[]).includes(target)
    ? `${NATIVE_SCREENS[target as JumpTarget['target_name']]} (${String(target)})`
    : `unknown target ${JSON.stringify(target)}`;

const DAY_MS = 86_400_000;

/** States of the server QA asks for most, each with the page it is about. */
export const SERVER_PRESETS: { name: string; scenario: Partial<SimScenario> }[] = [
  {
    name: 'Noble: duke about to decay',
    scenario: { path: '/h5/noble', server: { noble: { tier: 'duke', cycleDay: 29, maintained: 0.3, growthAbove: 0 } } },
  },
  {
    name: 'Withdrawal: day 7',
    scenario: { path: '/h5/withdraw', server: { withdraw: { streak: 6, signedToday: false, points: 12_000 } } },
  },
  {
    name: 'New anchor: day 3',
    scenario: {
      path: '/h5/new_anchor_v4',
      server: { anchor: { periodLeftMs: 11 * DAY_MS + 6 * 3_600_000, checkInDone: true, replies: 120, receptions: 1 } },
    },
  },
  {
    name: 'Registration: under review',
    scenario: { path: '/h5/register_info_table', server: { registration: { state: 'reviewing' } } },
  },
];

/** Moments QA asks for most, each with the page it is about. */
export const CLOCK_PRESETS: { name: string; scenario: Partial<SimScenario> }[] = [
  {
    name: 'Christmas: lighting day',
    scenario: { path: '/h5/christmas', clock: { at: Date.parse('2026-12-24T20:00:00+08:00'), rate: 1 } },
  },
  {
    name: 'Christmas: split day',
    scenario: { path: '/h5/christmas', clock: { at: Date.parse('2026-12-27T12:00:00+08:00'), rate: 1 } },
  },
  {
    name: 'A day ends (23:59:50)',
    scenario: { clock: { at: Date.parse('2026-11-30T23:59:50+08:00'), rate: 1 } },
  },
];
