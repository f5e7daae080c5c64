import type { APIRequestContext } from '@playwright/test';
import type { BoardReply } from '../src/features/ranks/contract';
import { bridgeCalls, expect, injectMockBridge, test } from './fixtures';

const board = async (request: APIRequestContext, kind: string, scope: string) =>
  ((await (await request.get(`/__mock/ranks/board?kind=${kind}&scope=${scope}`)).json()) as { data: BoardReply }).data;

test('the whole-server board: podium, ranks below, my rank pinned; tabs switch; a tap opens the profile', async ({
  page,
  request,
}) => {
  await injectMockBridge(page);
  await page.goto('/h5/whole_rank?access_token=e2e-ranks&app-language=en');
  const rich = await board(request, 'rich', 'daily');
  const list = page.getByRole('list', { name: 'Ranks 4 and below' });
  await expect(list.getByRole('button').first()).toContainText(rich.entries[3]!.name);
  const meBar = page.getByRole('complementary', { name: 'My rank' });
  await expect(meBar).toContainText(/behind No\. 7/);
  await expect(meBar.getByRole('button', { name: 'Send gifts' })).toBeVisible();

  await page.getByRole('tab', { name: 'Charm' }).click();
  await expect(page).toHaveURL(/app-language=en&kind=charm&scope=daily/);
  const charm = await board(request, 'charm', 'daily');
  await expect(list.getByRole('button').first()).toContainText(charm.entries[3]!.name);

  await list.getByRole('button').first().click();
  await expect
    .poll(async () => bridgeCalls(page))
    .toContainEqual({
      name: 'jumpNative',
      data: { target_name: 'user_home', params: { user_id: charm.entries[3]!.id } },
    });

  // A reload keeps the tab (it is in the address).
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Charm' })).toHaveAttribute('aria-selected', 'true');
});
