import { describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '../../src/app/campaigns';
import { CAMPAIGN_PATHS } from '../../src/features/festivals/paths';
import { festivalPhase, keptUntil } from '../../src/features/festivals/model';
import { createFestivalSimulator, FESTIVAL_FAILURES, festivalWindow } from './festivals';

const utc8 = (iso: string) => Date.parse(`${iso}+08:00`);

describe('festival windows', () => {
  it("a yearly festival's window is its next edition that is still kept", () => {
    // Today (2026-11-29) the next New Year's Day is 2026-12-31 → 2027-01-03; on 2027-01-20 the one after it.
    expect(festivalWindow('new_years_day', utc8('2026-11-29T12:00:00'))?.start_at).toBe(utc8('2026-12-31T00:00:00'));
    expect(festivalWindow('new_years_day', utc8('2027-01-05T12:00:00'))?.start_at).toBe(utc8('2026-12-31T00:00:00'));
    expect(festivalWindow('new_years_day', utc8('2027-01-20T00:00:00'))?.start_at).toBe(utc8('2027-12-31T00:00:00'));
    // Lunar New Year and Qixi move: 2027's are 6 February and 8 August.
    expect(festivalWindow('new_year', utc8('2026-11-29T12:00:00'))?.start_at).toBe(utc8('2027-02-05T00:00:00'));
    expect(festivalWindow('magpie', utc8('2026-11-29T12:00:00'))?.start_at).toBe(utc8('2027-08-05T00:00:00'));
  });

  it('a server whose next edition is not configured answers with the last one: past its keep time it is gone', () => {
    const at = utc8('2027-01-10T00:00:01');
    const last = festivalWindow('new_years_day', at, true)!;
    expect(last.start_at).toBe(utc8('2026-12-31T00:00:00'));
    expect(festivalPhase(last, at)).toBe('gone');
    expect(festivalWindow('new_years_day', at)?.start_at).toBe(utc8('2027-12-31T00:00:00'));
  });

  it.each(
    CAMPAIGNS.filter((campaign) =>
      campaign.paths.some((path) => Object.values(CAMPAIGN_PATHS).includes(path as never)),
    ),
  )("campaign $paths.0 ends with the campaign table's expiry and is kept as long", (campaign) => {
    const name = `activity_${campaign.paths[0]!.slice(10, 18)}`;
    const window = festivalWindow(campaign.expire === undefined ? 'official_20250722' : name, Date.now());
    // The table's expiry is the last second (23:59:59 UTC+8); the window's end is the next one (exclusive). No expiry:
    // no end.
    const expire = campaign.expire ?? null;
    expect(window && window.end_at !== null ? window.end_at - 1_000 : null).toBe(expire);
    expect(window && keptUntil(window) !== null ? keptUntil(window)! - 1_000 : null).toBe(
      expire === null ? null : expire + (campaign.keepTime ?? 7 * 86_400_000),
    );
  });
});

describe('festival simulator', () => {
  const inWindow = (at: string) => createFestivalSimulator({ now: () => utc8(at) });

  it('shows no board before the festival and a board while it is live', () => {
    const before = inWindow('2026-12-30T12:00:00').state('t', 'new_years_day', null);
    const live = inWindow('2027-01-01T12:00:00').state('t', 'new_years_day', null);
    expect(before.ok && before.data.board).toEqual([]);
    expect(before.ok && before.data.me).toBeNull();
    expect(live.ok && live.data.board.length).toBe(20);
    expect(live.ok && live.data.me?.rank).toBe(12);
  });

  it('claims once per request id, and only once the results are out', () => {
    const settling = inWindow('2027-01-03T06:00:00');
    expect(settling.claim('t', 'new_years_day', 'r0')).toEqual({ ok: false, failure: FESTIVAL_FAILURES.closed });
    const server = inWindow('2027-01-04T12:00:00');
    const first = server.claim('t', 'new_years_day', 'r1');
    expect(first.ok).toBe(true);
    expect(server.claim('t', 'new_years_day', 'r1')).toEqual(first);
    expect(server.claim('t', 'new_years_day', 'r2')).toEqual({ ok: false, failure: FESTIVAL_FAILURES.nothingToClaim });
    expect(server.ledgerOf('t').claims).toBe(1);
    const state = server.state('t', 'new_years_day', null);
    expect(state.ok && state.data.claim.state).toBe('claimed');
  });

  it('posts a blessing once per request id, one a day (UTC+8), with a size the server draws', () => {
    const server = inWindow('2027-01-01T23:00:00');
    const first = server.bless('t', 'fireworks_bless', '新年快樂', 'k1');
    expect(first.ok && first.data.state).toBe('pending');
    expect(first.ok && ['big', 'middle', 'small'].includes(first.data.size ?? '')).toBe(true);
    expect(server.bless('t', 'fireworks_bless', '新年快樂', 'k1')).toEqual(first);
    expect(server.bless('t', 'fireworks_bless', 'again', 'k2')).toEqual({
      ok: false,
      failure: FESTIVAL_FAILURES.blessedToday,
    });
    expect(server.ledgerOf('t').blessings).toBe(1);
    const mine = server.blessings('t', 'fireworks_bless', true);
    expect(mine.ok && mine.data.map((item) => item.text)).toEqual(['新年快樂']);
  });

  it('walks a festival through every phase with the clock', () => {
    const window = festivalWindow('may_day', utc8('2027-04-01T00:00:00'))!;
    expect(
      [window.start_at - 1, window.start_at, window.end_at!, window.results_at!, keptUntil(window)! + 1].map((at) =>
        festivalPhase(window, at),
      ),
    ).toEqual(['before', 'live', 'settling', 'ended', 'gone']);
  });
});
