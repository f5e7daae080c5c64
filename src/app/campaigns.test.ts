import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, campaignFor, isLive } from './campaigns';
import { DEFAULT_KEEP_TIME_MS } from './routeMeta';

const DAY = 24 * 60 * 60 * 1000;

describe('campaign expiry', () => {
  it('keeps a page for 7 days after its expiry by default, to the millisecond', () => {
    const expire = Date.parse('2025-07-02T23:59:59+08:00');
    expect(DEFAULT_KEEP_TIME_MS).toBe(7 * DAY);
    expect(isLive({ expire }, expire - 1)).toBe(true);
    expect(isLive({ expire }, expire)).toBe(true);
    expect(isLive({ expire }, expire + 7 * DAY)).toBe(true);
    expect(isLive({ expire }, expire + 7 * DAY + 1)).toBe(false);
  });

  it('honours a campaign’s own keep time', () => {
    const expire = Date.parse('2025-08-20T23:59:59+08:00');
    expect(isLive({ expire, keepTime: 0 }, expire)).toBe(true);
    expect(isLive({ expire, keepTime: 0 }, expire + 1)).toBe(false);
    expect(isLive({ expire, keepTime: DAY }, expire + DAY)).toBe(true);
    expect(isLive({ expire, keepTime: DAY }, expire + DAY + 1)).toBe(false);
  });

  it('pages without an expiry never end', () => {
    expect(isLive({}, Date.parse('2099-01-01T00:00:00Z'))).toBe(true);
  });

  it.each([
    ['/activity-20250702-main', '2025-07-09T23:59:59+08:00'],
    ['/activity-20250702-rule', '2025-07-09T23:59:59+08:00'],
    ['/activity-20250728-main', '2025-08-13T23:59:59+08:00'],
    ['/activity-20250810-rule', '2025-08-27T23:59:59+08:00'],
    ['/activity-20250814-main/:hash', '2025-08-27T23:59:59+08:00'],
    ['/activity-20250825-publicity', '2025-09-14T23:59:59+08:00'],
  ])('%s is live through %s (UTC+8) and ended a millisecond later', (path, lastLiveMoment) => {
    const campaign = campaignFor(path)!;
    const last = Date.parse(lastLiveMoment);
    expect(isLive(campaign, last)).toBe(true);
    expect(isLive(campaign, last + 1)).toBe(false);
  });

  it('lists every campaign path of the spec once', () => {
    const paths = CAMPAIGNS.flatMap((campaign) => campaign.paths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(14);
    expect(campaignFor('/official-20250715-main')?.ids).toEqual([142]);
    expect(campaignFor('/official-20250722-main')?.ids).toEqual([143]);
  });
});
