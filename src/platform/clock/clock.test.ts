import { afterEach, describe, expect, it } from 'vitest';
import { appNow, noteServerTime, setAppClock, subscribeAppClock } from './clock';

const DEVICE = Date.parse('2026-12-23T23:50:00+08:00');
const MINUTE = 60_000;

afterEach(() => setAppClock(null));

describe('the app clock', () => {
  it('follows the server when the device clock is off: a phone 10 minutes slow still counts down to the server deadline', () => {
    setAppClock(DEVICE);
    noteServerTime(DEVICE + 10 * MINUTE);
    expect(appNow()).toBe(DEVICE + 10 * MINUTE);
    const christmasEve = Date.parse('2026-12-24T00:00:00+08:00');
    expect(christmasEve - appNow()).toBe(0); // the event opens now, not in ten minutes
  });

  it('tells its subscribers when the correction changes, and not for the travel time of a reply', () => {
    setAppClock(DEVICE);
    let heard = 0;
    const stop = subscribeAppClock(() => (heard += 1));
    noteServerTime(DEVICE + 400);
    expect(heard).toBe(0);
    expect(appNow()).toBe(DEVICE);
    noteServerTime(DEVICE - 5 * MINUTE);
    expect(heard).toBe(1);
    expect(appNow()).toBe(DEVICE - 5 * MINUTE);
    stop();
  });

  it('ignores a server time that is no plausible moment', () => {
    setAppClock(DEVICE);
    for (const odd of [0, -1, Number.NaN, Infinity, '1798000000000', null, 4_200_000_000_000]) noteServerTime(odd);
    expect(appNow()).toBe(DEVICE);
  });

  it('drops the correction when the clock is pinned (stories and tests say what time it is)', () => {
    setAppClock(DEVICE);
    noteServerTime(DEVICE + MINUTE);
    setAppClock(DEVICE);
    expect(appNow()).toBe(DEVICE);
  });
});
