import { describe, expect, it } from 'vitest';
import { racingMessageTemplate, RACING_KINDS } from './pushes';
import { parseRacingMessage } from '../../src/features/race/racingMessage';
import { parseRoomPkMessage } from '../../src/features/rooms/roomPkMessage';
import {
  bridgeOptions,
  DEFAULT_SCENARIO,
  formatUtc8,
  launchUrl,
  nativeScreenName,
  parseScenario,
  parseUtc8,
  scenarioFromHash,
  scenarioToHash,
  simulatedNow,
} from './scenario';

describe('simulator scenario', () => {
  it('opens the page as the app does: the token and language in the launch parameters, a browser without them', () => {
    const inApp = parseScenario({
      path: '/h5/recharge?tab=vip',
      token: 'tw-demo',
      language: 'en',
      publicId: '8862031',
    });
    expect(launchUrl(inApp)).toBe('/h5/recharge?tab=vip&access_token=tw-demo&app-language=en&public_id=8862031');
    expect(launchUrl({ ...inApp, platform: 'browser', refer: 'line share' })).toBe(
      '/h5/recharge?tab=vip&public_id=8862031&refer=line+share',
    );
    expect(launchUrl({ ...inApp, token: null, release: true })).toBe(
      '/h5/recharge?tab=vip&app-language=en&public_id=8862031&release=true',
    );
  });

  it('keeps only what it understands from any JSON, and never a path to another origin', () => {
    expect(parseScenario(null)).toEqual(DEFAULT_SCENARIO);
    expect(parseScenario('nonsense')).toEqual(DEFAULT_SCENARIO);
    const odd = parseScenario({
      path: '//evil.example/h5',
      platform: 'windows',
      language: 'fr',
      width: 390,
      statusBarHeight: -4,
      token: null,
      bridge: { jumpNative: { mode: 'silent' }, noSuchCall: { mode: 'fail' }, showToast: { mode: 'answer' } },
      clock: { at: 'tomorrow', rate: -1 },
    });
    expect(odd).toEqual({ ...DEFAULT_SCENARIO, token: null, bridge: { jumpNative: { mode: 'silent' } } });
    expect(parseScenario({ path: 'javascript:alert(1)' }).path).toBe(DEFAULT_SCENARIO.path);
  });

  it('keeps the member setups of the servers that take one, and nothing else', () => {
    const scenario = parseScenario({
      server: { noble: { tier: 'duke', cycleDay: 29 }, wallet: { coins: 5 }, withdraw: 'streak 6', anchor: {} },
    });
    expect(scenario.server).toEqual({ noble: { tier: 'duke', cycleDay: 29 } });
  });

  it('survives the address hash both ways, and a broken hash is the default', () => {
    const scenario = parseScenario({
      path: '/h5/christmas',
      platform: 'android',
      clock: { at: 1_800_000_000_000, rate: 0 },
    });
    expect(scenarioFromHash(scenarioToHash(scenario))).toEqual(scenario);
    expect(scenarioFromHash('#%7Bbroken')).toEqual(DEFAULT_SCENARIO);
  });

  it('scripts the mock bridge: the platform transport, failures, silence and late answers; a browser has none', () => {
    const scenario = parseScenario({
      platform: 'android',
      appVersion: '7.0.1',
      bridge: {
        jumpNative: { mode: 'fail', status: 3 },
        getAppInfo: { mode: 'late', delayMs: 4000 },
        copyText: { mode: 'silent' },
      },
    });
    expect(bridgeOptions(scenario)).toEqual({
      transport: 'android',
      appVersion: '7.0.1',
      statusBarHeight: 44,
      replies: { jumpNative: { status: 3, msg: 'native failure (simulated)' }, copyText: null },
      delays: { getAppInfo: 4000 },
    });
    expect(bridgeOptions({ ...scenario, platform: 'browser' })).toBeNull();
  });

  it('reads and writes clock times as UTC+8 wall time, and runs a set clock at its rate', () => {
    const eve = Date.parse('2026-12-24T20:00:00+08:00');
    expect(formatUtc8(eve)).toBe('2026-12-24T20:00:00');
    expect(parseUtc8('2026-12-24T20:00')).toBe(eve);
    expect(parseUtc8('')).toBeNull();
    expect(simulatedNow({ at: eve, rate: 60 }, 1_000, 3_000)).toBe(eve + 120_000);
    expect(simulatedNow({ at: eve, rate: 0 }, 1_000, 9_000)).toBe(eve);
    expect(simulatedNow({ at: null, rate: 1 }, 1_000, 9_000)).toBeNull();
  });

  it('names the native screen a jump opens, and says when the target is unknown', () => {
    expect(nativeScreenName('coin_recharge')).toBe('Coin recharge (coin_recharge)');
    expect(nativeScreenName('live_list')).toBe('unknown target "live_list"');
  });

  it('offers racing messages the race page accepts, and room PK messages the PK page accepts', () => {
    for (const kind of RACING_KINDS) {
      const message = racingMessageTemplate(kind, Date.now());
      const parse = kind.startsWith('room_pk_') ? parseRoomPkMessage : parseRacingMessage;
      expect(parse(message)).not.toBeNull();
    }
  });
});
