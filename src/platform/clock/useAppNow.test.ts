// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRootPerTest } from '../../testing/reactRoot';
import { setAppClock } from './clock';
import { useAppNow } from './useAppNow';

const root = testRootPerTest();
const START = Date.UTC(2026, 11, 24, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  setAppClock(null);
  vi.useRealTimers();
});

/** Renders a clock and counts its renders; shows the time it was given. */
function mount(changesWith?: (now: number) => unknown) {
  const renders = { count: 0, now: 0 };
  function Clock() {
    renders.count += 1;
    renders.now = useAppNow(250, changesWith);
    return null;
  }
  root.render(createElement(Clock));
  return renders;
}
/** Tick by tick, each in its own act (one act would batch the ticks' updates into one render). */
const wait = (ms: number) => {
  for (let waited = 0; waited < ms; waited += 250)
    act(() => {
      vi.advanceTimersByTime(250);
    });
};

describe('useAppNow', () => {
  it('renders on every tick by default', () => {
    const renders = mount();
    const first = renders.count;
    wait(1000);
    expect(renders.count - first).toBe(4);
    expect(renders.now).toBe(START + 1000);
  });

  it('with changesWith, renders only when what is shown changes, with the time of the change', () => {
    const renders = mount((now) => Math.floor(now / 1000));
    const first = renders.count;
    wait(750);
    expect(renders.count).toBe(first);
    wait(250);
    expect(renders.count).toBe(first + 1);
    expect(renders.now).toBe(START + 1000);
    wait(3000);
    expect(renders.count).toBe(first + 4);
  });

  it('with changesWith, still follows a clock that is set', () => {
    const renders = mount((now) => Math.floor(now / 60_000));
    act(() => setAppClock(START + 5 * 60_000));
    expect(renders.now).toBe(START + 5 * 60_000);
  });
});
