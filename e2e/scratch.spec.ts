import type { Page } from '@playwright/test';
import { expect, injectMockBridge, test } from './fixtures';

const api = (name: string) => (response: { url(): string }) => response.url().includes(`/api/game/v1/scratch/${name}`);

/** A finger (the mouse, through pointer events) across the top `rows` rows of the foil. */
async function scratch(page: Page, rows: number) {
  const box = (await page.locator('[role="img"] canvas').boundingBox())!;
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  for (let row = 0; row < rows; row++) {
    const y = box.y + box.height * (0.05 + row * 0.12);
    await page.mouse.move(row % 2 ? box.x + 4 : box.x + box.width - 4, y, { steps: 12 });
  }
  await page.mouse.up();
}

test('a card scratched part-way, then the page left: the records show it with the prize the server chose', async ({
  page,
  request,
}) => {
  const token = 'e2e-scratch-leave';
  await injectMockBridge(page);
  const state = page.waitForResponse(api('state'));
  await page.goto(`/h5/scratch?access_token=${token}&app-language=en`);
  const { data } = (await (await state).json()) as { data: { current_card: { card_id: string } } };
  const cardId = data.current_card.card_id;

  // Buy one more first (the main flow), then scratch a third of the card.
  await page.getByRole('button', { name: 'Buy 1 100 coins' }).click();
  await page.getByRole('dialog', { name: 'Buy scratch cards' }).getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('Cards 4')).toBeVisible();
  const opened = page.waitForResponse(api('reveal'));
  await scratch(page, 3);
  await opened;
  await expect(page.locator('[data-result]')).toHaveText(''); // below the threshold: not revealed on screen

  // Leave (a new page load: no unload handler is needed, the card was opened at its first stroke).
  await page.goto(`/h5/scratch/records?access_token=${token}&app-language=en`);
  const { prize } = (await (await request.get(`/__mock/scratch/prize?token=${token}&card=${cardId}`)).json()) as {
    prize: { kind: string; coins: number };
  };
  const first = page.getByRole('listitem').first();
  await expect(first).toHaveAttribute('data-card', cardId);
  const expected =
    prize.kind === 'grand'
      ? 'Grand prize: Lamborghini'
      : prize.kind === 'coins'
        ? `${prize.coins.toLocaleString('en')} coins`
        : 'No prize';
  await expect(first).toContainText(expected);
});
