import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { memberNickname, type WalletSimulatorOptions } from '../../../mocks/server/wallet';
import { WALLET_PATHS } from '../../../src/features/wallet/contract';
import RechargePage from '../../../src/features/wallet/pages/RechargePage';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { expectJumpTo, firstScreenOnly, wholePage } from '../../storyKit';
import { browserAlerts, screen, storeReady, storyServer, TOKEN, walletStory, walletText } from './walletStoryKit';

const meta = {
  title: 'Features/Wallet/RechargePage',
  component: RechargePage,
  // The first screen, as a member sees it: the total bar sits at the screen's bottom (a whole-page capture would
  // draw it over the middle of the page). Stories about a section below scroll to it.
  parameters: { ...firstScreenOnly },
} satisfies Meta<typeof RechargePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/recharge';
const commonText = (key: string) => i18n.t(`common:${key}`);
const story = (simulator: WalletSimulatorOptions = {}, ...overrides: Parameters<typeof walletStory>[2][]) =>
  walletStory(URL, simulator, ...overrides);
const firstScreen = (value: Story): Story => ({ ...value, parameters: { ...value.parameters, ...firstScreenOnly } });

const chooseOther = async (canvasElement: HTMLElement, publicId: string) => {
  const page = screen(canvasElement);
  await userEvent.click(await page.findByRole('button', { name: walletText('target.other') }));
  await userEvent.type(await page.findByRole('textbox', { name: walletText('target.idLabel') }), publicId);
  await userEvent.click(page.getByRole('button', { name: walletText('target.search') }));
};

/** Opens the confirm (the idempotency key is made now) and returns the sheet. */
const openConfirm = async (canvasElement: HTMLElement) => {
  const page = screen(canvasElement);
  const buy = await page.findByRole('button', { name: walletText('total.recharge') });
  await waitFor(() => expect(buy).toBeEnabled());
  await userEvent.click(buy);
  return page.findByRole('dialog', { name: walletText('confirm.title') });
};

/** The store for myself: balance, packages (popular chosen), payment methods, agents and the total. */
export const ForMe: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const page = screen(canvasElement);
    const packs = await page.findByRole('radiogroup', { name: walletText('packages.title') });
    await expect(within(packs).getAllByRole('radio')).toHaveLength(6);
    await expect(within(packs).getByRole('radio', { checked: true })).toHaveAttribute('data-product', 'tw_coins_660');
    await expect(canvasElement.ownerDocument.querySelector('[data-balance]')).toHaveAttribute('data-balance', '1280');
    await page.findByText(walletText('target.selfNote', { id: '8862031' }));
    // Recharging means agreeing to the recharge agreement: its page is linked above the total.
    await expect(page.getByRole('link', { name: walletText('agreement.link') })).toHaveAttribute('href', '/h5/charge');
  },
};

/** Another member by public id: the search shows who (avatar, nickname, id) before anything is paid. */
export const ForSomeoneFound: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    await chooseOther(canvasElement, '5566778');
    const page = screen(canvasElement);
    await page.findByText(memberNickname('5566778'));
    await expect(canvasElement.ownerDocument.querySelector('[data-target]')).toHaveAttribute('data-target', '5566778');
    const sheet = await openConfirm(canvasElement);
    await expect(within(sheet).getByText(memberNickname('5566778'))).toBeInTheDocument();
  },
};

/** Nobody has that id: the field says so, and the recharge waits for a member. */
export const ForSomeoneNotFound: Story = {
  ...story({ unknownIds: ['1234567'] }),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    await chooseOther(canvasElement, '1234567');
    const page = screen(canvasElement);
    await page.findByText(walletText('target.notFound', { id: '1234567' }));
    await expect(page.getByRole('button', { name: walletText('total.recharge') })).toBeDisabled();
  },
};

/** An id that cannot be one is refused before any request. */
export const ForSomeoneBadId: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    await chooseOther(canvasElement, '12a');
    await screen(canvasElement).findByText(walletText('target.badId'));
  },
};

/** Each payment method of a market: chosen, it is the one the confirm names. */
const method = (currency: 'TWD' | 'CNY' | 'USD', kind: string): Story =>
  firstScreen({
    ...story({ currency }),
    play: async ({ canvasElement }) => {
      await storeReady(canvasElement);
      const page = screen(canvasElement);
      const label = walletText(`methods.${kind}`);
      await userEvent.click(await page.findByRole('radio', { name: new RegExp(label.replace(/[()]/g, '.')) }));
      const sheet = await openConfirm(canvasElement);
      await expect(within(sheet).getByText(label)).toBeInTheDocument();
    },
  });

export const MethodCard = method('TWD', 'card');
export const MethodLinePay = method('TWD', 'line_pay');
export const MethodJkoPay = method('TWD', 'jko_pay');
export const MethodConvenienceStore = method('TWD', 'cvs');
export const MethodAlipay = method('CNY', 'alipay');
export const MethodWechatPay = method('CNY', 'wechat_pay');
export const MethodUnionPay = method('CNY', 'unionpay');
export const MethodPaypal = method('USD', 'paypal');
export const MethodGooglePay = method('USD', 'google_pay');

/** US dollars: prices with cents, per the language. */
export const InUsDollars: Story = { ...story({ currency: 'USD' }) };

/** The official agents: copying one's id goes through the app's `copy`. */
export const Agents: Story = {
  ...story(),
  play: async ({ canvasElement, loaded }) => {
    await storeReady(canvasElement);
    const page = screen(canvasElement);
    // The agents load when scrolled near.
    canvasElement.ownerDocument.querySelector('[data-near]')?.scrollIntoView();
    const agents = await page.findByRole('list', { name: walletText('agents.title') });
    await expect(within(agents).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(agents).getAllByRole('button', { name: new RegExp(walletText('agents.copy')) })[0]!);
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual({
        name: 'copyText',
        data: { content: '@starlive.rain' },
      }),
    );
  },
};

/** Main flow: pay → the pay step waits for the payment → paid, the coins arrive; one order on the server. */
export const PayPaid: Story = firstScreen({
  ...story({ paidAfterReads: 2 }),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const sheet = await openConfirm(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: /NT\$|\$/ }));
    const page = screen(canvasElement);
    await page.findByRole('dialog', { name: walletText('result.paidTitle') });
    await waitFor(() => expect(storyServer!.ledgerOf(TOKEN).orders).toHaveLength(1));
    await expect(storyServer!.ledgerOf(TOKEN).orders[0]).toMatchObject({ productId: 'tw_coins_660', status: 'paid' });
  },
});

/** The payment has not come back yet: the pay step with the way to the payment page. */
export const PayPending: Story = firstScreen({
  ...story({ outcome: 'pending' }),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const sheet = await openConfirm(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: /NT\$|\$/ }));
    const waiting = await screen(canvasElement).findByRole('dialog', { name: walletText('pay.title') });
    await expect(within(waiting).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
  },
});

/** The payment failed: said plainly, with a way to try again (a new intent). */
export const PayFailed: Story = firstScreen({
  ...story({ outcome: 'failed', paidAfterReads: 1 }),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const sheet = await openConfirm(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: /NT\$|\$/ }));
    const failed = await screen(canvasElement).findByRole('dialog', { name: walletText('result.failedTitle') });
    await expect(within(failed).getByRole('button', { name: walletText('result.retry') })).toBeInTheDocument();
  },
});

/** A reload on the pay step: the stored intent opens the sheet where it was and goes on reading its order. */
export const ReloadOnPayStep: Story = firstScreen({
  ...story({ outcome: 'pending' }),
  beforeEach: () => {
    sessionStore.set(
      'wallet:purchase:recharge',
      JSON.stringify({
        key: 'stored-key',
        product: {
          kind: 'coins',
          productId: 'tw_coins_660',
          price: 33_000,
          currency: 'TWD',
          coins: 660,
          bonusCoins: 60,
        },
        method: { id: 'tw_line', label: 'LINE Pay' },
        target: { publicId: '8862031', nickname: '星河小熊', avatarUrl: '', self: true },
        order: { orderId: 'ord_9', payUrl: 'https://pay.example-live.com/checkout/ord_9' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('dialog', { name: walletText('pay.title') });
  },
});

/** The server refuses the order: its words in the plain browser alert (spec §8), and the sheet closes. */
export const OrderFailure: Story = firstScreen({
  ...story(
    {},
    http.post(`*${WALLET_PATHS.createOrder}`, () =>
      HttpResponse.json({ status: 20402, msg: '訂單參數錯誤', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const sheet = await openConfirm(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: /NT\$|\$/ }));
    await waitFor(() => expect(browserAlerts).toEqual(['訂單參數錯誤']));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
});

/** The order request gets no answer: the sheet says the outcome is unknown and offers only the check (no second order). */
export const OrderNoAnswer: Story = firstScreen({
  ...story(
    { outcome: 'pending' },
    http.post(`*${WALLET_PATHS.createOrder}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    const sheet = await openConfirm(canvasElement);
    await userEvent.click(within(sheet).getByRole('button', { name: /NT\$|\$/ }));
    await waitFor(() => expect(within(sheet).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(sheet).queryByRole('button', { name: /NT\$|\$/ })).toBeNull();
    await expect(within(sheet).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
  },
});

/** Closed with no answer: the page keeps saying it; choosing again reopens that order request, never a second one. */
export const OrderNoAnswerClosed: Story = firstScreen({
  ...OrderNoAnswer,
  play: async (context) => {
    const { canvasElement } = context;
    await OrderNoAnswer.play!(context);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: i18n.t('ui:overlay.close') }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    // Visible once the sheet's closing and opening motion is over.
    await waitFor(() => expect(screen(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible());
    // Said in the pinned total bar, above the total and its button: in sight wherever the page is scrolled.
    const notice = screen(canvasElement).getByText(commonText('write.unknownTitle'));
    await expect(notice.closest('[data-channel="web"]')).toContainElement(
      screen(canvasElement).getByRole('button', { name: walletText('total.recharge') }),
    );
    const sheet = await openConfirm(canvasElement);
    await waitFor(() => expect(within(sheet).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await userEvent.click(within(sheet).getByRole('button', { name: i18n.t('ui:overlay.close') }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
});

/** iOS: the app's own store only — no packages, payment methods or agents; the button opens the native recharge. */
export const Ios: Story = {
  ...story(),
  globals: { platform: 'ios' },
  play: async ({ canvasElement, loaded }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: walletText('appStore.coinsAction') }));
    await expectJumpTo(loaded, 'coin_recharge');
    await expect(page.queryByRole('radiogroup')).toBeNull();
    await expect(page.queryByRole('list', { name: walletText('agents.title') })).toBeNull();
    await expect(page.queryByRole('button', { name: walletText('total.recharge') })).toBeNull();
  },
};

/** Android: the full store (the default of these stories, said once more by name). */
export const Android: Story = firstScreen({
  ...story(),
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    await expect(canvasElement.ownerDocument.querySelector('[data-channel="web"]')).not.toBeNull();
  },
});

/** A shared link in a plain browser: no app, so the web checkout. */
export const InBrowser: Story = firstScreen({
  ...story(),
  globals: { host: 'browser' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-channel="web"]')).not.toBeNull());
  },
});

export const Loading: Story = firstScreen({
  ...story(
    {},
    http.get(`*${WALLET_PATHS.catalog}`, () => new Promise<never>(() => undefined)),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: walletText('loading') });
  },
});

export const LoadFailure: Story = firstScreen({
  ...story(
    {},
    http.get(`*${WALLET_PATHS.catalog}`, () => HttpResponse.json({ status: 500, msg: '', data: null })),
  ),
  play: async ({ canvasElement }) => {
    const failure = await screen(canvasElement).findByRole('alert');
    await expect(within(failure).getByRole('button')).toBeInTheDocument();
  },
});

const inLocale = (locale: string): Story => ({ ...ForMe, globals: { ...ForMe.globals, locale } });
export const English = inLocale('en');
export const Japanese = inLocale('ja');
export const Korean = inLocale('ko');
export const SimplifiedChinese: Story = {
  ...story({ currency: 'CNY' }),
  globals: { platform: 'android', locale: 'zh-Hans' },
};

/**
 * The whole store on one tall phone, as a designer reviews it (issue 30): packs, the payment methods, the agents and
 * the total pinned at the bottom — the first-screen stories never showed what is below the fold.
 */
const wholeStore = story();
export const WholePage: Story = {
  ...wholeStore,
  parameters: { ...wholeStore.parameters, ...wholePage },
  play: async ({ canvasElement }) => {
    await storeReady(canvasElement);
    // The agents load when scrolled near; the runner then grows the phone to the page.
    canvasElement.ownerDocument.querySelector('[data-near]')?.scrollIntoView();
    const agents = await screen(canvasElement).findByRole('list', { name: walletText('agents.title') });
    await expect(within(agents).getAllByRole('listitem')).toHaveLength(3);
    await expect(screen(canvasElement).getByRole('radiogroup', { name: walletText('methods.title') })).toBeVisible();
  },
};
