import type { APIRequestContext } from '@playwright/test';
import type { BoardReply } from '../src/features/ranks/contract';
import { bridgeCalls, expect, injectMockBridge, test } from './fixtures';

const board = async (request: APIRequestContext, kind: string, scope: string) =>
  ((await (await request.get(`/__mock/ranks/board?kind=${kind}&scope=${scope}`)).json()) as { data: BoardReply }).data;

test('the whole-server board: podium, ranks below, my rank pinned; tabs switch; a tap opens the profile', async ({ page, request }) => {
  await injectMockBridge(page);
  await page.goto('/h5/whole_rank?access_token=e2e-ranks&app-language=en');
  const rich = await board(request, 'rich', 'daily');
  const list = page.getByRole('list', { name: 'Ranks 4 and below' });
  await expect(list.getByRole('button').first()).toContainText(rich.entries[3]!.name);
  await expect(page.getByRole('complementary', { name: 'My rank' })).toContainText(/behind No\. 7$/);

  await page.getByRole('tab', { name: 'Charm' }).click();
  await expect(page).toHaveURL(/app-language=en&kind=charm&scope=daily/);
  const charm = await board(request, 'charm', 'daily');
  await expect(list.getByRole('button').first()).toContainText(charm.entries[3]!.name);

  await list.getByRole('button').first().click();
  await expect.poll(async () => bridgeCalls(page)).toContainEqual({ name: 'jumpNative', data: { target_name: 'user_home', params: { user_id: charm.entries[3]!.id } } });

  // A reload keeps the tab (it is in the address).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Charm' })).toHaveAttribute('aria-selected', 'true');
});

test('a 100-row board scrolls smoothly at 4× CPU throttling, loading avatars as they come near', async ({ page }, testInfo) => {
  await injectMockBridge(page);
  await page.goto('/h5/whole_rank?access_token=e2e-ranks-scroll&app-language=en');
  const rows = page.getByRole('list', { name: 'Ranks 4 and below' }).getByRole('listitem');
  await expect(rows).toHaveCount(97);
  const loadedAvatars = () => page.locator('ol [data-state="loaded"]').count();
  const before = await loadedAvatars();
  expect(before).toBeLessThan(30); // only the first screens' avatars

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const measuring = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const times: number[] = [];
        const started = performance.now();
        const tick = (time: number) => {
          times.push(time);
          if (time - started < 3_000) requestAnimationFrame(tick);
          else resolve(times);
        };
        requestAnimationFrame(tick);
      }),
  );
  // Down the whole board in one smooth scroll (what a fling does; synthetic touch gestures do not scroll in headless Chromium here).
  await page.evaluate(() => window.scrollTo({ top: document.scrollingElement!.scrollHeight, behavior: 'smooth' }));
  const frames = await measuring;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const deltas = frames.slice(1).map((time, index) => time - frames[index]!).sort((a, b) => a - b);
  const medianFps = 1000 / deltas[Math.floor(deltas.length / 2)]!;
  const p95 = deltas[Math.floor(deltas.length * 0.95)]!;
  const dropped = deltas.filter((delta) => delta > 50).length / deltas.length; // three or more frames missed at once
  await testInfo.attach('ranks-scroll.json', { body: JSON.stringify({ medianFps, p95FrameMs: p95, dropped, frames: frames.length }), contentType: 'application/json' });
  console.log(
    `100-row board scrolling at 4× CPU throttling: median ${medianFps.toFixed(1)} fps, 95th percentile frame ${p95.toFixed(1)} ms, ${(dropped * 100).toFixed(1)} % frames over 50 ms (${frames.length} frames)`,
  );
  expect(medianFps).toBeGreaterThanOrEqual(55);
  expect(dropped).toBeLessThanOrEqual(0.1);
  await expect.poll(loadedAvatars).toBeGreaterThan(before);
});
