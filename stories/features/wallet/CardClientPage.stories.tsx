import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { WALLET_PATHS } from '../../../src/features/wallet/contract';
import CardClientPage from '../../../src/features/wallet/pages/CardClientPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { screen, walletStory, walletText } from './walletStoryKit';

const commonText = (key: string) => i18n.t(`common:${key}`);

const meta = {
  title: 'Features/Wallet/CardClientPage',
  component: CardClientPage,
} satisfies Meta<typeof CardClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = () => walletStory('/h5/card_client', { balance: 12_800 });

const redeem = async (canvasElement: HTMLElement, code: string) => {
  const page = screen(canvasElement);
  const field = await page.findByRole('textbox', { name: walletText('card.label') });
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(page.getByRole('button', { name: walletText('card.redeem') }));
};

/**
 * The server's refusal is on screen. The redeem button was disabled while busy, and where focus lands after that
 * differs from run to run (a ring on the button or none): the baseline is taken with nothing focused.
 */
const serverRefused = async (canvasElement: HTMLElement, key: string) => {
  await screen(canvasElement).findByText(walletText(key));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Default: Story = { ...story() };

/** A valid card typed in lower case with spaces: redeemed, the coins and the new balance. */
export const Valid: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'star 2025 gift 0001');
    await screen(canvasElement).findByText(walletText('card.redeemed', { coins: '1,000' }));
    await screen(canvasElement).findByText(walletText('card.balance', { balance: '13,800' }));
  },
};

/** Full-width characters (a Chinese keyboard) are read as the code they are: the preview shows it grouped. */
export const FullWidth: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    const field = await screen(canvasElement).findByRole('textbox', { name: walletText('card.label') });
    await userEvent.type(field, 'ＳＴＡＲ２０２５ＧＩＦＴ０００２');
    await expect(canvasElement.ownerDocument.querySelector('[data-code]')).toHaveTextContent('STAR-2025-GIFT-0002');
  },
};

/** Too short: said before anything is sent. */
export const InvalidFormat: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'STAR2025');
    await screen(canvasElement).findByText(walletText('card.errors.length', { length: 16, typed: 8 }));
  },
};

/** Not letters and digits. */
export const InvalidCharacters: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'STAR2025GIFT00#1');
    await screen(canvasElement).findByText(walletText('card.errors.characters'));
  },
};

/** Empty. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, '');
    await screen(canvasElement).findByText(walletText('card.errors.empty'));
  },
};

/** The server knows no such card. */
export const InvalidCode: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'AAAA-BBBB-CCCC-DDDD');
    await serverRefused(canvasElement, 'card.errors.invalid');
  },
};

/** Someone redeemed it already. */
export const Used: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'STAR-2024-USED-0001');
    await serverRefused(canvasElement, 'card.errors.used');
  },
};

/** Each redemption's first request never gets its answer (the network drops it); its check reaches the server. */
const firstRedeemLost = () => {
  const seen = new Set<string>();
  return http.post(`*${WALLET_PATHS.redeemCard}`, async ({ request }) => {
    const { request_id: key } = (await request.clone().json()) as { request_id: string };
    if (seen.has(key)) return undefined;
    seen.add(key);
    return HttpResponse.error();
  });
};

/** No answer: the outcome is unknown, the code stays on screen, and the only way on is the check. */
export const NoAnswer: Story = {
  ...walletStory('/h5/card_client', { balance: 12_800 }, firstRedeemLost()),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'STAR2025GIFT0002');
    await waitFor(() => expect(screen(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(screen(canvasElement).getByRole('textbox', { name: walletText('card.label') })).toBeDisabled();
    await expect(screen(canvasElement).queryByRole('button', { name: walletText('card.redeem') })).toBeNull();
  },
};

/** The check is answered with this person's own redemption (the same key), not "already redeemed". */
export const NoAnswerChecked: Story = {
  ...NoAnswer,
  play: async (context) => {
    await NoAnswer.play!(context);
    await userEvent.click(screen(context.canvasElement).getByRole('button', { name: commonText('write.check') }));
    await screen(context.canvasElement).findByText(walletText('card.redeemed', { coins: '5,000' }));
  },
};

/** A refusal the page has no words of its own for: the server's, under the field; the button is usable again. */
export const ServerBusy: Story = {
  ...walletStory(
    '/h5/card_client',
    { balance: 12_800 },
    http.post(`*${WALLET_PATHS.redeemCard}`, () =>
      HttpResponse.json({ status: 99999, msg: '系統繁忙，請稍後再試', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'STAR2025GIFT0002');
    await screen(canvasElement).findByText('系統繁忙，請稍後再試');
    await expect(screen(canvasElement).getByRole('button', { name: walletText('card.redeem') })).toBeEnabled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Past its date. */
export const Expired: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await redeem(canvasElement, 'STAR-2023-OLDC-ARD1');
    await serverRefused(canvasElement, 'card.errors.expired');
  },
};

export const English: Story = { ...Valid, globals: { ...Valid.globals, locale: 'en' } };
