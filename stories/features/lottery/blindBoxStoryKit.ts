import { userEvent, within } from 'storybook/test';
import { i18n } from '../../../src/platform/i18n/i18n';
import { bundleButton, dialogText, oddsShown, screen } from './lotteryStoryKit';

export { bundleButton, oddsShown };

/** The CP box pages' strings. */
export const cpBoxText = (key: string, options?: Record<string, unknown>) => i18n.t(`cpBlindbox:${key}`, options ?? {});
export const boxText = (key: string, options?: Record<string, unknown>) => i18n.t(`blindbox:${key}`, options ?? {});

/** Opens boxes (`bundle`: 1, 10 or `gift-1`) through the confirm; returns the confirm. */
export async function openBoxes(canvasElement: HTMLElement, bundle: string | number, label: string) {
  await oddsShown(canvasElement);
  await userEvent.click(bundleButton(canvasElement, bundle));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: dialogText('confirm.title', { label }) });
  await userEvent.click(within(dialog).getByRole('button', { name: dialogText('confirm.pay') }));
  return dialog;
}

export const resultDialog = (canvasElement: HTMLElement, rarity: 'common' | 'rare' | 'grand') =>
  screen(canvasElement).findByRole('dialog', { name: dialogText(`result.${rarity}`) }, { timeout: 8_000 });

/** Results at once: the unboxing is the full-motion story's; these are about what the server gave. */
export const still = { motion: 'reduced' } as const;
