import type { Page } from '@playwright/test';
import { PHASE_MS, roundIdAt, roundStartAt } from '../src/features/race/model';
import { expect, injectMockBridge, test } from './fixtures';

// Frame-rate measurements: their own project, run after every other test and one at a time,
// so no other browser competes for the two cores while frames are counted.
test.describe.configure({ mode: 'serial' });

const tile = (page: Page, car: string) => page.getByRole('button', { name: `Refuel ${car}` });

/**
 * requestAnimationFrame times over `ms` of wall time — or, with `whileTimer`, only while the page's timer is named so
 * (the race's frames, never the results that follow when a slow load left less than `ms` of the race).
 */
async function frameTimes(page: Page, ms: number, whileTimer?: string): Promise<number[]> {
  return page.evaluate(
    ([duration, name]) =>
      new Promise<number[]>((resolve) => {
        const times: number[] = [];
        const started = performance.now();
        const going = () =>
          !name || (document.querySelector('[role="timer"]')?.getAttribute('aria-label') ?? '').startsWith(name);
        const tick = (time: number) => {
          times.push(time);
          if (time - started < duration && going()) requestAnimationFrame(tick);
          else resolve(times);
        };
        requestAnimationFrame(tick);
      }),
    [ms, whileTimer] as const,
  );
}

/** Median frame rate, the 95th-percentile and worst frames, and the share of frames over 50 ms (three or more missed at once). */
function frameStats(frames: number[]) {
  const deltas = frames
    .slice(1)
    .map((time, index) => time - frames[index]!)
    .sort((a, b) => a - b);
  return {
    medianFps: 1000 / deltas[Math.floor(deltas.length / 2)]!,
    p95FrameMs: deltas[Math.floor(deltas.length * 0.95)]!,
    worstFrameMs: deltas.at(-1)!,
    dropped: deltas.filter((delta) => delta > 50).length / deltas.length,
    frames: frames.length,
  };
}

/** From now on, counts the page's DOM updates: one batch per render that changed anything (a MutationObserver callback). */
async function countDomUpdates(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter = window as unknown as { domBatches: number };
    counter.domBatches = 0;
    new MutationObserver(() => (counter.domBatches += 1)).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

const domUpdates = (page: Page) => page.evaluate(() => (window as unknown as { domBatches: number }).domBatches);

/** The properties each running animation of the page animates. */
function runningAnimationProperties(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect instanceof KeyframeEffect)
      .map((animation) => [
        ...new Set(
          (animation.effect as KeyframeEffect)
            .getKeyframes()
            .flatMap((keyframe) =>
              Object.keys(keyframe).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
            ),
        ),
      ]),
  );
}

test.afterAll(async ({ request }) => {
  await request.post('/__mock/race/clock', { data: { now: null } });
});

test('the race runs on the compositor at 4× CPU throttling: the cars are transform animations, the board renders once a second', async ({
  page,
  request,
}, testInfo) => {
  // Real time here (a fake clock would fake requestAnimationFrame too): the server's clock is put 1.5 s before a race starts.
  const raceStart = roundStartAt(roundIdAt(Date.now()) + 1) + PHASE_MS.countdown;
  await request.post('/__mock/race/clock', { data: { now: raceStart - 1_500 } });
  const cdp = await page.context().newCDPSession(page);
  await injectMockBridge(page);
  await page.goto('/h5/race?access_token=e2e-race-fps&app-language=en');
  await expect(tile(page, 'Tesla')).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Race in progress/, { timeout: 5_000 });
  // What runs the cars, read as the race starts, and what the page changes in the DOM while it runs.
  const animations = await runningAnimationProperties(page);
  await countDomUpdates(page);
  const frames = await frameTimes(page, 3_000, 'Race in progress');
  const domBatches = await domUpdates(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const stats = frameStats(frames);
  const seconds = (frames.at(-1)! - frames[0]!) / 1000;
  await testInfo.attach('race-frames.json', {
    body: JSON.stringify({ ...stats, domBatches, seconds, animations }),
    contentType: 'application/json',
  });
  console.log(
    `race at 4× CPU throttling: ${animations.length} running animations, ${domBatches} DOM updates in ${seconds.toFixed(1)} s; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps (main thread), worst frame ${stats.worstFrameMs.toFixed(1)} ms`,
  );
  // The nine cars (and the speed streaks) move on the compositor: transforms only, nothing the main thread lays out or paints.
  expect(animations.length).toBeGreaterThanOrEqual(9);
  for (const properties of animations) expect(properties).toEqual(['transform']);
  // The board renders for its clock once a second (and once more when the result lands), not on every tick:
  // four renders a second of the whole board cost the race half its frames on a throttled phone.
  // (Twice a second at most, for a machine that splits one; the old board made 14 updates in 3 s.)
  expect(domBatches).toBeLessThanOrEqual(2 * Math.ceil(seconds) + 2);
});

test('a 100-row board scrolls smoothly at 4× CPU throttling, loading avatars as they come near', async ({
  page,
}, testInfo) => {
  await injectMockBridge(page);
  await page.goto('/h5/whole_rank?access_token=e2e-ranks-scroll&app-language=en');
  const rows = page.getByRole('list', { name: 'Ranks 4 and below' }).getByRole('listitem');
  await expect(rows).toHaveCount(97);
  const loadedAvatars = () => page.locator('ol [data-state="loaded"]').count();
  const before = await loadedAvatars();
  expect(before).toBeLessThan(30); // only the first screens' avatars
  // Rows off screen cost no style, layout or paint until they come near.
  await expect(rows.last()).toHaveCSS('content-visibility', 'auto');

  // What the page changes in the DOM while it scrolls, outside the avatars that load as they come near and the
  // countdown's seconds.
  await page.evaluate(() => {
    const changed = window as unknown as { changedOutsideAvatars: string[] };
    changed.changedOutsideAvatars = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        if (!target?.closest('[data-state], [role="timer"]'))
          changed.changedOutsideAvatars.push(target?.outerHTML.slice(0, 120) ?? '#text');
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const measuring = frameTimes(page, 3_000);
  // Down the whole board in one smooth scroll, as a fling does (synthetic touch gestures do not scroll headless Chromium here).
  await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'smooth' }));
  const stats = frameStats(await measuring);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect.poll(loadedAvatars).toBeGreaterThan(before);
  const changedOutsideAvatars = await page.evaluate(
    () => (window as unknown as { changedOutsideAvatars: string[] }).changedOutsideAvatars,
  );
  await testInfo.attach('ranks-scroll.json', {
    body: JSON.stringify({ ...stats, changedOutsideAvatars }),
    contentType: 'application/json',
  });
  console.log(
    `100-row board scrolling at 4× CPU throttling: ${changedOutsideAvatars.length} DOM changes outside the avatars; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps, 95th percentile frame ${stats.p95FrameMs.toFixed(1)} ms, ${(stats.dropped * 100).toFixed(1)} % frames over 50 ms (${stats.frames} frames)`,
  );
  // The scroll itself is the browser's: the board does not re-render as it moves (no scroll-driven state, no
  // rows added or styled on the way), so nothing competes with the compositor for the frames. The frame rate is
  // logged, not asserted: a shared CI machine under load measured 55+ fps one run and less the next on the same build.
  expect(changedOutsideAvatars).toEqual([]);
});

test('the tribe PK bracket scrolls sideways smoothly at 4× CPU throttling, changing nothing as it moves', async ({
  page,
  request,
}, testInfo) => {
  const token = 'e2e-tribes-scroll';
  await injectMockBridge(page);
  await request.post('/__mock/tribes/pk/advance', { data: { token, steps: 7 } }); // the side finals decided
  await page.goto(`/h5/tribes/pk?access_token=${token}&app-language=en`);
  const bracket = page.getByRole('region', { name: 'Bracket', exact: true });
  await expect(bracket.locator('[data-match]')).toHaveCount(15);
  await page.evaluate(() => {
    const changed = window as unknown as { bracketChanges: number };
    changed.bracketChanges = 0;
    new MutationObserver((records) => (changed.bracketChanges += records.length)).observe(
      document.querySelector('[aria-label="Bracket"]')!,
      { subtree: true, childList: true, attributes: true, characterData: true },
    );
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const measuring = frameTimes(page, 3_000);
  // Across the whole bracket and back, as a fling does (synthetic touch gestures do not scroll headless Chromium).
  await bracket.evaluate(async (box) => {
    box.scrollTo({ left: 0 });
    box.scrollTo({ left: box.scrollWidth, behavior: 'smooth' });
    await new Promise((resolve) => setTimeout(resolve, 1_400));
    box.scrollTo({ left: 0, behavior: 'smooth' });
  });
  const stats = frameStats(await measuring);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const changes = await page.evaluate(() => (window as unknown as { bracketChanges: number }).bracketChanges);
  await testInfo.attach('bracket-scroll.json', {
    body: JSON.stringify({ ...stats, changes }),
    contentType: 'application/json',
  });
  console.log(
    `tribe PK bracket scrolling at 4× CPU throttling: ${changes} DOM changes; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps, 95th percentile frame ${stats.p95FrameMs.toFixed(1)} ms, ${(stats.dropped * 100).toFixed(1)} % frames over 50 ms (${stats.frames} frames)`,
  );
  // The scroll is the browser's: nothing in the bracket re-renders or restyles as it moves (no scroll-driven state;
  // the live scores wait for their 5 s read). Frame rate logged, as for the boards (a shared CI machine varies).
  expect(changes).toBe(0);
});

test('scratching at 4× CPU throttling: no long task the finger would feel, and the page never scrolls under the finger', async ({
  browser,
}, testInfo) => {
  // A phone shorter than the page, so a drag that is not on the card does scroll it.
  const context = await browser.newContext({ viewport: { width: 375, height: 560 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await injectMockBridge(page);
  await page.goto('/h5/scratch?access_token=e2e-scratch-perf&app-language=en');
  const canvas = page.locator('[role="img"] canvas');
  await expect(canvas).toBeVisible();
  await page.evaluate(() => {
    const durations: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = durations;
    new PerformanceObserver((list) => durations.push(...list.getEntries().map((entry) => entry.duration))).observe({
      type: 'longtask',
    });
  });
  const cdp = await context.newCDPSession(page);
  /** A finger down at (x, y), dragged up by `rise` px in small steps (as the page would scroll), and lifted. */
  const dragUp = async (x: number, y: number, rise: number, sideways = 0) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 24; step++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + sideways * Math.sin(step / 2), y: y - (rise * step) / 24 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const scrollY = () => page.evaluate(() => window.scrollY);

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const box = (await canvas.boundingBox())!;
  await countDomUpdates(page);
  const opened = page.waitForResponse((response) => response.url().includes('/api/game/v1/scratch/reveal'));
  await dragUp(box.x + box.width / 2, box.y + box.height - 8, box.height - 16, box.width / 3);
  await opened; // the gesture scratched: the card was opened at its first stroke
  expect(await scrollY()).toBe(0);
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const domBatches = await domUpdates(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // The same drag starting below the card scrolls the page (the card only holds gestures that start on it).
  const below = (await page.getByRole('group', { name: 'Buy scratch cards' }).boundingBox())!;
  await dragUp(below.x + 8, below.y + below.height / 2, 200);
  await expect.poll(scrollY).toBeGreaterThan(0);

  await testInfo.attach('scratch-long-tasks.json', {
    body: JSON.stringify(longTasks),
    contentType: 'application/json',
  });
  console.log(
    `scratch gesture at 4× CPU throttling: ${domBatches} DOM updates for 24 moves, ${longTasks.length} long tasks ${JSON.stringify(longTasks)}`,
  );
  // The strokes are drawn on the canvas, not rendered by React: a handful of DOM updates (the card opening, its
  // result), never one per move.
  expect(domBatches).toBeLessThan(12);
  // Long tasks at 4× throttling are mostly the machine's (a quiet run measured none or one of 53 ms; a shared CI
  // core stretches them): only a task long enough for the finger to feel the card stick fails the test.
  expect(longTasks.filter((duration) => duration > 200)).toEqual([]);
  await context.close();
});

test('the Christmas tree, twinkling and lighting a bulb at 4× CPU throttling: compositor-only motion, few DOM updates', async ({
  page,
  request,
}, testInfo) => {
  const token = 'e2e-xmas-fps';
  // Christmas Day in Taipei on the server's clock: the tree is open, with three bulbs on and two props.
  await request.post('/__mock/clock', { data: { token, now: Date.parse('2026-12-25T20:00:00+08:00'), frozen: false } });
  await injectMockBridge(page);
  await page.goto(`/h5/christmas?access_token=${token}&app-language=en`);
  const tree = page.locator('[role="img"][data-state]');
  await expect(tree).toHaveAttribute('data-lights', '3');
  await page.getByRole('button', { name: 'Light a bulb' }).click();
  const lightIt = page.getByRole('dialog', { name: 'Light a bulb' }).getByRole('button', { name: 'Light it' });
  await expect(lightIt).toBeEnabled();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await countDomUpdates(page);
  // Counted from the tap: the reply switches the fourth bulb on (its pop) while the star's rays turn, the
  // lit bulbs twinkle and the snow falls.
  const measuring = frameTimes(page, 3_000);
  await lightIt.click();
  await expect(tree).toHaveAttribute('data-lights', '4');
  const animations = await runningAnimationProperties(page);
  const stats = frameStats(await measuring);
  const domBatches = await domUpdates(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await testInfo.attach('christmas-frames.json', {
    body: JSON.stringify({ ...stats, domBatches, animations }),
    contentType: 'application/json',
  });
  console.log(
    `Christmas tree at 4× CPU throttling: ${animations.length} running animations (${[...new Set(animations.flat())].join(', ')}), ${domBatches} DOM updates; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps (main thread), worst frame ${stats.worstFrameMs.toFixed(1)} ms`,
  );
  // The rays, the twinkles, the snow and the new bulb's pop are compositor work: transforms and opacity only.
  expect(animations.length).toBeGreaterThan(0);
  for (const properties of animations)
    expect(properties.every((name) => name === 'transform' || name === 'opacity')).toBe(true);
  // The page itself changes the DOM a few times (the sheet closing, the bulb, the count: 10 measured), never per frame
  // (90–180 updates in these 3 s).
  expect(domBatches).toBeLessThanOrEqual(30);
});

test('the wish wheel spinning at 4× CPU throttling: the face turns on the compositor, no long task while it turns', async ({
  page,
}, testInfo) => {
  await injectMockBridge(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the full 4.8 s spin
  await page.goto('/h5/wheel/wish?access_token=e2e-wheel-fps&app-language=en');
  await expect(page.locator('[data-odds="shown"]')).toBeVisible();
  await page.locator('[data-bundle="1"]').click();
  const payButton = page.getByRole('dialog', { name: 'Spin ×1?' }).getByRole('button', { name: 'Pay and draw' });
  await expect(payButton).toBeEnabled();

  // In the page, from before the tap: every long task; and from the moment the face starts turning (its
  // `data-spinning` set) to the moment it stops (removed) — the spin's own window, read as the attribute changes —
  // the frames and the page's DOM updates.
  const spin = page.evaluate(
    () =>
      new Promise<{
        frames: number[];
        longTasks: { start: number; duration: number }[];
        domBatches: number;
        from: number;
        to: number;
      }>((resolve) => {
        const longTasks: { start: number; duration: number }[] = [];
        new PerformanceObserver((list) =>
          longTasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
        ).observe({ type: 'longtask' });
        const face = document.querySelector<HTMLElement>('[data-segments]')!;
        const frames: number[] = [];
        let domBatches = 0;
        let from = 0;
        let to = 0;
        const tick = (time: number) => {
          if (!to) frames.push(time);
          if (!to) requestAnimationFrame(tick);
        };
        new MutationObserver(() => {
          if (from && !to) domBatches += 1;
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        new MutationObserver(() => {
          if (!from && face.dataset.spinning) {
            from = performance.now();
            requestAnimationFrame(tick);
          } else if (from && !to && !face.dataset.spinning) {
            to = performance.now();
            // Long tasks are reported after they end: a moment for the last ones to arrive.
            setTimeout(() => resolve({ frames, longTasks, domBatches, from, to }), 500);
          }
        }).observe(face, { attributes: true, attributeFilter: ['data-spinning'] });
      }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await payButton.click();
  await expect(page.locator('[data-spinning]')).toBeVisible();
  const animations = await runningAnimationProperties(page);
  // The face's own animation: the CSS transition of its transform, which the compositor runs.
  const faceTurns = await page.evaluate(() =>
    document
      .querySelector('[data-segments]')!
      .getAnimations()
      .map((animation) => (animation as CSSTransition).transitionProperty ?? animation.constructor.name),
  );
  const { frames, longTasks, domBatches, from, to } = await spin;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('dialog').locator('[data-result]')).toBeVisible();

  const stats = frameStats(frames);
  // The tasks begun while the face turned (the reply's render, which starts the spin, begins before it).
  const whileSpinning = longTasks.filter((task) => task.start >= from && task.start < to);
  await testInfo.attach('wheel-frames.json', {
    body: JSON.stringify({ ...stats, spinMs: to - from, domBatches, animations, faceTurns, longTasks, from, to }),
    contentType: 'application/json',
  });
  console.log(
    `wish wheel spinning at 4× CPU throttling: ${(to - from).toFixed(0)} ms spin, face animated by ${JSON.stringify(faceTurns)}, ${animations.length} running animations (${[...new Set(animations.flat())].join(', ')}), ${domBatches} DOM updates; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps (main thread), 95th percentile frame ${stats.p95FrameMs.toFixed(1)} ms, worst ${stats.worstFrameMs.toFixed(1)} ms (${stats.frames} frames); long tasks while spinning ${JSON.stringify(whileSpinning.map((task) => `+${Math.round(task.start - from)} ms: ${Math.round(task.duration)} ms`))}`,
  );
  // The face turns by one CSS transition of its transform (the compositor's: the wheel keeps turning even while the
  // main thread is busy); the bulbs blink in opacity and the pointer ticks in transforms. Nothing the main thread
  // lays out or paints per frame.
  expect(faceTurns).toEqual(['transform']);
  for (const properties of animations)
    expect(properties.every((name) => name === 'transform' || name === 'opacity')).toBe(true);
  // While it turns the page's own work is a frame loop that counts the segment lines for the pointer's tick (a Web
  // Animation, no DOM change): the DOM changes a few times (the spin's start and end; 1–3 measured), never per frame.
  expect(domBatches).toBeLessThanOrEqual(10);
  // Long tasks at 4× throttling are mostly the machine's. Quiet runs measured none, or one of 51–57 ms in the spin's
  // first frame (the page repainted as the confirm leaves it, traced); with other jobs on the machine's two cores,
  // tasks of 50–176 ms came all through the spin, none of them the page's. As in the scratch test, only a task long
  // enough to feel (the wheel's pointer stalling, a tap waiting) fails it.
  expect(whileSpinning.filter((task) => task.duration > 200)).toEqual([]);
});

test('the New Year firework sky at 4× CPU throttling: ten quick taps drawn on one canvas loop, no DOM update per frame, the loop stops when the sky is empty', async ({
  page,
  request,
}, testInfo) => {
  const token = 'e2e-fireworks-fps';
  // New Year's Day in Taipei on the server's clock: the festival is live, its sky replays the latest firework gifts.
  await request.post('/__mock/clock', { data: { token, now: Date.parse('2027-01-01T20:00:00+08:00'), frozen: false } });
  await injectMockBridge(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the sky animates
  await page.goto(`/h5/new_years_day?access_token=${token}&app-language=en`);
  const sky = page.locator('canvas[data-sky]');
  // The ticker names the newest three gifts; the first show (those three) goes up as the page opens.
  await expect(page.getByRole('listitem').filter({ hasText: / lit .+ ×\d/ })).toHaveCount(3);
  await sky.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) =>
      tasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
    ).observe({ type: 'longtask' });
  });
  const box = (await sky.boundingBox())!;

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await countDomUpdates(page);
  const from = await page.evaluate(() => performance.now());
  const measuring = frameTimes(page, 3_000);
  // Ten taps across the sky, quickly: ten rockets, then ten bursts of 72 sparks and their embers at once.
  for (let tap = 0; tap < 10; tap++)
    await page.mouse.click(box.x + box.width * (0.08 + 0.09 * tap), box.y + box.height * (0.25 + (tap % 3) * 0.15));
  await expect(sky).toHaveAttribute('data-sky', 'flying');
  const frames = await measuring;
  const domBatches = await domUpdates(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Long tasks are reported after they end: a moment for the last ones to arrive.
  await page.waitForTimeout(300);
  const longTasks = (
    await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks)
  ).filter((task) => task.start >= from);
  // Once the last spark has faded the loop stops and the canvas is cleared (no frame drawn for an empty sky).
  await expect(sky).toHaveAttribute('data-sky', 'quiet', { timeout: 15_000 });

  const stats = frameStats(frames);
  await testInfo.attach('fireworks-frames.json', {
    body: JSON.stringify({ ...stats, domBatches, longTasks }),
    contentType: 'application/json',
  });
  console.log(
    `firework sky at 4× CPU throttling, 10 taps: ${domBatches} DOM updates; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps (main thread, canvas drawn in it), 95th percentile frame ${stats.p95FrameMs.toFixed(1)} ms, worst ${stats.worstFrameMs.toFixed(1)} ms, ${(stats.dropped * 100).toFixed(1)} % frames over 50 ms (${stats.frames} frames); long tasks ${JSON.stringify(longTasks.map((task) => Math.round(task.duration)))}`,
  );
  // The sparks are drawn straight to the canvas, never rendered by React: the DOM changes when the loop starts and
  // stops (and the hero's countdown once a second), not once a frame (180 in these 3 s).
  expect(domBatches).toBeLessThanOrEqual(12);
  // Every frame of the show is the page's own main-thread work (the canvas is drawn there): the median holds 60 fps.
  expect(stats.medianFps).toBeGreaterThanOrEqual(58);
  expect(longTasks.filter((task) => task.duration > 200)).toEqual([]);
});

test('the room PK bar following pushed scores at 4× CPU throttling: the split glides on the compositor, one render per push', async ({
  page,
}, testInfo) => {
  const token = 'e2e-room-pk-fps';
  await injectMockBridge(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' }); // the bar glides, the sparks fly
  await page.goto(`/h5/room/pk?access_token=${token}&app-language=en`);
  const meter = page.getByRole('meter', { name: 'Share of gifts' });
  await expect(meter).toHaveAttribute('aria-valuenow', '54');
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-score]').length)).toBe(2);
  // The room's first push before the measure, as in a PK already under way: the page's first update compiles its
  // push path (two long tasks of 60–90 ms at 4× CPU, once per visit); the frames measured are the PK's steady state.
  await page.evaluate(() =>
    (window as unknown as { __mockBridge: { push(name: string, data: unknown): Promise<unknown> } }).__mockBridge.push(
      'onRacingMessage',
      { type: 'room_pk_score', pk_id: 'pk_20250701_7', red_score: 12_900, blue_score: 10_940 },
    ),
  );
  await expect(page.locator('[data-score="red"]')).toHaveText('12,900');

  await page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) =>
      tasks.push(...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration }))),
    ).observe({ type: 'longtask' });
  });

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await countDomUpdates(page);
  const from = await page.evaluate(() => performance.now());
  const measuring = frameTimes(page, 3_000);
  // Six scores pushed as the app would during a gift rush, 450 ms apart: each one moves the bar (and the seam's sparks)
  // while the one before is still gliding.
  const scores = [
    [14_200, 11_000],
    [15_900, 14_800],
    [16_100, 21_400],
    [24_800, 21_900],
    [25_300, 30_050],
    [33_800, 30_600],
  ] as const;
  const animations = await page.evaluate(async (pushes) => {
    const bridge = (window as unknown as { __mockBridge: { push(name: string, data: unknown): Promise<unknown> } })
      .__mockBridge;
    const seen = new Set<string>();
    for (const [red, blue] of pushes) {
      await bridge.push('onRacingMessage', {
        type: 'room_pk_score',
        pk_id: 'pk_20250701_7',
        red_score: red,
        blue_score: blue,
      });
      await new Promise((resolve) => setTimeout(resolve, 450));
      // What moves the page right now: every running animation's and transition's animated properties.
      for (const animation of document.getAnimations())
        if (animation.playState === 'running' && animation.effect instanceof KeyframeEffect)
          for (const keyframe of animation.effect.getKeyframes())
            for (const key of Object.keys(keyframe))
              if (!['offset', 'computedOffset', 'easing', 'composite'].includes(key)) seen.add(key);
    }
    return [...seen];
  }, scores);
  const frames = await measuring;
  const domBatches = await domUpdates(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Long tasks are reported after they end: a moment for the last ones to arrive.
  await page.waitForTimeout(300);
  const longTasks = (
    await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks)
  ).filter((task) => task.start >= from);
  await expect(meter).toHaveAttribute('aria-valuenow', '52'); // 33,800 : 30,600
  await expect(page.locator('[data-score="red"]')).toHaveText('33,800');

  const stats = frameStats(frames);
  await testInfo.attach('room-pk-frames.json', {
    body: JSON.stringify({ ...stats, domBatches, animations, longTasks }),
    contentType: 'application/json',
  });
  console.log(
    `room PK bar at 4× CPU throttling, ${scores.length} pushed scores: animated properties ${JSON.stringify(animations)}, ${domBatches} DOM updates; requestAnimationFrame median ${stats.medianFps.toFixed(1)} fps (main thread), 95th percentile frame ${stats.p95FrameMs.toFixed(1)} ms, worst ${stats.worstFrameMs.toFixed(1)} ms, ${(stats.dropped * 100).toFixed(1)} % frames over 50 ms (${stats.frames} frames); long tasks ${JSON.stringify(longTasks.map((task) => `+${Math.round(task.start - from)} ms: ${Math.round(task.duration)} ms`))}`,
  );
  // The split glides by transitions of `transform` (the red fill's scale, the seam's slide), the sparks, the shine and
  // the live dot are transform and opacity animations: nothing the main thread lays out or paints per frame.
  expect(animations.length).toBeGreaterThan(0);
  expect(animations.every((name) => name === 'transform' || name === 'opacity')).toBe(true);
  // A push is one render of the scores and the bar (a few DOM updates: the numbers, the shares, the gain floating
  // up), never one per frame of the glide (180 in these 3 s).
  expect(domBatches).toBeLessThanOrEqual(scores.length * 4 + 4);
  expect(stats.medianFps).toBeGreaterThanOrEqual(58);
});
