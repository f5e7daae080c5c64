import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WalletSimulatorOptions } from '../../../mocks/server/wallet';
import { WALLET_PATHS } from '../../../src/features/wallet/contract';
import VipPage from '../../../src/features/wallet/pages/VipPage';
import { expectJumpTo, firstScreenOnly, wholePage } from '../../storyKit';
import { screen, storeReady, storyServer, TOKEN, walletStory, walletText } from './walletStoryKit';

const meta = {
  title: 'Features/Wallet/VipPage',
  component: VipPage,
  // The first screen, as a member sees it: the total bar sits at the screen's bottom (a whole-page capture would
  // draw it over the middle of the page). Stories about a section below scroll to it.
  parameters: { ...firstScreenOnly },
} satisfies Meta<typeof VipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (simulator: WalletSimulatorOptions = {}, ...overrides: Parameters<typeof walletStory>[2][]) =>
  walletStory('/h5/vip', simulator, ...overrides);

const membership = (canvasElement: HTMLElement, state: string) =>
  waitFor(() =>
    expect(canvasElement.ownerDocument.querySelector('[data-membership]')).toHaveAttribute('data-membership', state),
  );

/** A new user without membership: what VIP gives, both plans with price, per day and how each renews. */
export const None: Story = {
  ...story({ vip: null }),
  play: async ({ canvasElement }) => {
    await membership(canvasElement, 'none');
    const plans = await screen(canvasElement).findByRole('radiogroup', { name: walletText('vip.plansTitle') });
    await expect(within(plans).getAllByRole('radio')).toHaveLength(2);
    await screen(canvasElement).findByRole('button', { name: walletText('vip.open') });
  },
};

/** A weekly member, 5 days left: its end date and that it does not renew by itself. */
export const Weekly: Story = {
  ...story({ vip: { plan: 'weekly', daysLeft: 5 } }),
  play: async ({ canvasElement }) => {
    await membership(canvasElement, 'active');
    await screen(canvasElement).findByText(walletText('vip.autoRenewOff'));
    await screen(canvasElement).findByRole('button', { name: walletText('vip.renew') });
  },
};

/** A monthly member, 20 days left, auto-renewing. */
export const Monthly: Story = {
  ...story({ vip: { plan: 'monthly', daysLeft: 20 } }),
  play: async ({ canvasElement }) => {
    await membership(canvasElement, 'active');
    await screen(canvasElement).findByText(walletText('vip.autoRenewOn'));
  },
};

/** Ending within three days: the tag says how soon, the page offers to renew. */
export const Expiring: Story = {
  ...story({ vip: { plan: 'weekly', daysLeft: 2 } }),
  play: async ({ canvasElement }) => {
    await membership(canvasElement, 'expiring');
    await screen(canvasElement).findByText(walletText('vip.state.expiring', { count: 2 }));
  },
};

/** Buying the monthly plan: confirm → pay → VIP active; one order on the server. */
export const BuyMonthly: Story = {
  ...story({ vip: null, paidAfterReads: 2 }),
  parameters: { ...story().parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const page = screen(canvasElement);
    const open = await page.findByRole('button', { name: walletText('vip.open') });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const sheet = await page.findByRole('dialog', { name: walletText('confirm.title') });
    await userEvent.click(within(sheet).getByRole('button', { name: /\$/ }));
    await page.findByText(walletText('result.vipPaid'));
    await expect(storyServer!.ledgerOf(TOKEN).orders).toEqual([
      expect.objectContaining({ productId: 'vip_monthly_twd', status: 'paid' }),
    ]);
  },
};

/** iOS: the plans are bought in the app (jumpNative vip_recharge); no price or payment method here. */
export const Ios: Story = {
  ...story({ vip: null }),
  globals: { platform: 'ios' },
  play: async ({ canvasElement, loaded }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: walletText('appStore.vipAction') }));
    await expectJumpTo(loaded, 'vip_recharge');
    await expect(page.queryByRole('radiogroup')).toBeNull();
  },
};

/** Android: plans, perks and the market's payment methods. */
export const Android: Story = {
  ...story({ vip: null }),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    await screen(canvasElement).findByRole('radiogroup', { name: walletText('methods.title') });
  },
};

export const Loading: Story = {
  ...story(
    {},
    http.get(`*${WALLET_PATHS.vip}`, () => new Promise<never>(() => undefined)),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: walletText('loading') });
  },
};

export const LoadFailure: Story = {
  ...story(
    {},
    http.get(`*${WALLET_PATHS.vip}`, () => HttpResponse.json({ status: 500, msg: '', data: null })),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('alert');
  },
};

export const English: Story = { ...None, globals: { ...None.globals, locale: 'en' } };

/** The buy step: the sheet in VIP's black and gold — the crest, the plan, the method and the total; nothing paid yet. */
export const BuySheet: Story = {
  ...story({ vip: null }),
  parameters: { ...story().parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const page = screen(canvasElement);
    const open = await page.findByRole('button', { name: walletText('vip.open') });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const sheet = await page.findByRole('dialog', { name: walletText('confirm.title') });
    await expect(sheet.closest('[data-page-theme]')).toHaveAttribute('data-page-theme', 'vip');
    await expect(sheet).toHaveTextContent(walletText('confirm.vipDays', { count: 30 }));
    await expect(within(sheet).getByRole('button', { name: /NT\$290/ })).toBeEnabled();
    await expect(storyServer!.ledgerOf(TOKEN).orders).toEqual([]);
  },
};

/** The perks that change how a member looks in a room, drawn in their rows: badge, entrance banner, chat bubble. */
export const PerkPreviews: Story = {
  ...story({ vip: { plan: 'monthly', daysLeft: 20 } }),
  play: async ({ canvasElement }) => {
    const perks = await screen(canvasElement).findByRole('list', { name: walletText('vip.perksTitle') });
    perks.scrollIntoView({ block: 'center' });
    for (const perk of ['badge', 'entrance', 'bubble'])
      await waitFor(() =>
        expect(
          within(perks).getByRole('img', {
            name: walletText('vip.preview.label', { perk: walletText(`vip.perks.${perk}`) }),
          }),
        ).toBeVisible(),
      );
    await expect(perks).toHaveTextContent(walletText('vip.preview.bubble'));
  },
};

/** The perks' previews in English. */
export const PerkPreviewsEnglish: Story = { ...PerkPreviews, globals: { ...PerkPreviews.globals, locale: 'en' } };

/** The whole page on one tall phone, as a designer reviews it: the card, the plans, every perk with its drawing. */
const wholeVip = story({ vip: { plan: 'monthly', daysLeft: 20 } });
export const WholePage: Story = {
  ...wholeVip,
  parameters: { ...wholeVip.parameters, ...wholePage },
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const perks = await screen(canvasElement).findByRole('list', { name: walletText('vip.perksTitle') });
    await expect(within(perks).getAllByRole('img')).toHaveLength(3);
    await screen(canvasElement).findByRole('radiogroup', { name: walletText('methods.title') });
  },
};
