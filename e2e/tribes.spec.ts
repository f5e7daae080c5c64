import type { APIRequestContext, Page } from '@playwright/test';
import { expect, injectMockBridge, test } from './fixtures';

// Tribes (issue 33) on the production build: joining and leaving once per intent, and following my tribe through a
// PK season whose matches the simulator decides, one step at a time.

const ledger = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/__mock/tribes/ledger?token=${token}`)).json()) as {
    joins: number;
    leaves: number;
    tribe: string | null;
  };
const advance = (request: APIRequestContext, token: string, steps = 1) =>
  request.post('/__mock/tribes/pk/advance', { data: { token, steps } });

const myLine = (page: Page) => page.getByRole('region', { name: 'My tribe' }).getByRole('status');

test('leave my tribe and join another from the square: a double tap does each once', async ({ page, request }) => {
  const token = 'e2e-tribes-join';
  await injectMockBridge(page);
  await page.goto(`/h5/tribes/hall?tribe_id=t_01&access_token=${token}&app-language=en`);
  await page.getByRole('button', { name: 'Leave the tribe' }).click();
  await page.getByRole('dialog', { name: 'Leave 星光部落?' }).getByRole('button', { name: 'Leave' }).dblclick();
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  expect(await ledger(request, token)).toMatchObject({ leaves: 1, tribe: null });

  await page.goto(`/h5/tribes?access_token=${token}&app-language=en`);
  await expect(page.getByRole('region', { name: 'My tribe' })).toContainText('You are not in a tribe yet');
  const nightOwls = page.getByRole('listitem').filter({ hasText: '夜貓子聯盟' });
  await nightOwls.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByRole('dialog', { name: 'Join 夜貓子聯盟?' }).getByRole('button', { name: 'Join' }).dblclick();
  await expect(page.getByRole('region', { name: 'My tribe' })).toContainText('夜貓子聯盟');
  expect(await ledger(request, token)).toMatchObject({ joins: 1, leaves: 1, tribe: 't_03' });
});

test('follow my tribe from qualifying to the peak final as the simulator decides the matches', async ({
  page,
  request,
}) => {
  test.slow(); // ten page loads on a shared machine
  const token = 'e2e-tribes-pk';
  await injectMockBridge(page);
  const open = () => page.goto(`/h5/tribes/pk?access_token=${token}&app-language=en`);
  await open();
  await expect(myLine(page)).toHaveText('No. 1 in qualifying (top 8 go through)');
  await expect(page.getByText('Matches are drawn when qualifying ends')).toBeVisible();

  const rounds = ['Round of 8', 'Semi-final', 'Side final', 'Peak final'];
  await advance(request, token); // qualifying over: the round of 8 drawn
  for (const round of rounds) {
    await open();
    await expect(myLine(page)).toContainText(`${round} vs`);
    await expect(myLine(page)).toContainText('starts');
    // My tribe's match is highlighted and in view: the round being played is the column on screen.
    const current = page.locator('[data-current="true"]');
    await expect(current).toContainText(round);
    await expect(current).toBeInViewport();

    await advance(request, token); // live
    await open();
    await expect(myLine(page)).toContainText(`${round} vs`);
    await expect(myLine(page)).toContainText('now');
    const myMatch = page.locator('li[data-state="live"]').filter({ hasText: '星光部落' });
    await expect(myMatch).toHaveCount(1);
    await advance(request, token); // decided: my tribe wins, and the next round is drawn from the winners
  }
  await open();
  await expect(myLine(page)).toHaveText('Champions of season 2026 S4!');
  const peak = page.locator('li[data-match="pk-peak-peak-0"]');
  await expect(peak).toHaveAttribute('data-state', 'decided');
  await expect(peak).toContainText('星光部落');
});

test('live scores refresh in place: new numbers, no layout shift', async ({ page, request }) => {
  const token = 'e2e-tribes-live';
  await injectMockBridge(page);
  await advance(request, token, 4); // the semi-finals live
  await page.goto(`/h5/tribes/pk?access_token=${token}&app-language=en`);
  const match = page.locator('li[data-match="pk-semi-red-0"]');
  await expect(match).toHaveAttribute('data-state', 'live');
  await page.evaluate(() => {
    const shifts = window as unknown as { layoutShift: number };
    shifts.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.layoutShift += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  const before = { text: await match.innerText(), box: await match.boundingBox() };
  // The page reads the scores again every 5 s while a match is live; the simulator's grow with each read.
  await expect.poll(() => match.innerText(), { timeout: 20_000 }).not.toBe(before.text);
  expect(await match.boundingBox()).toEqual(before.box);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);
});
