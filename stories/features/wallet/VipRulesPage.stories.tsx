import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { WalletSimulatorOptions } from '../../../mocks/server/wallet';
import { WALLET_PATHS } from '../../../src/features/wallet/contract';
import VipPage from '../../../src/features/wallet/pages/VipPage';
import VipRulesPage from '../../../src/features/wallet/pages/VipRulesPage';
import { VIP_PATH, VIP_RULES_PATH } from '../../../src/features/wallet/paths';
import { i18n } from '../../../src/platform/i18n/i18n';
import { formatPrice } from '../../../src/platform/i18n/money';
import { type MswContext, wholePage } from '../../storyKit';
import { screen, storyServer, TOKEN, walletStory, walletText } from './walletStoryKit';

/**
 * `/h5/vip/rules`: the VIP rules in VIP's black and gold — who can join, the plans as the server sells them, starting,
 * renewing and ending, every perk, paying on this phone, and VIP beside the noble tiers. The whole page, at 375 px.
 */
const meta = {
  title: 'Features/Wallet/VipRulesPage',
  component: VipRulesPage,
  parameters: { ...wholePage },
} satisfies Meta<typeof VipRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rules = (key: string, options?: Record<string, unknown>) => i18n.t(`walletVipRules:${key}`, options ?? {});

/** The rules page on its own wallet server (its strings loaded as its route loads them). */
const story = (simulator: WalletSimulatorOptions = {}, ...overrides: Parameters<typeof walletStory>[2][]) => {
  const base = walletStory(VIP_RULES_PATH, simulator, ...overrides);
  return {
    ...base,
    parameters: { ...base.parameters, ...wholePage },
    beforeEach: async (context: MswContext) => {
      await i18n.loadNamespaces('walletVipRules');
      return base.beforeEach(context);
    },
  };
};

const section = (canvasElement: HTMLElement, titleKey: string) =>
  screen(canvasElement).findByRole('region', { name: rules(titleKey) });

/** The plans and prices the server sells, said as rules; how paying works on an Android phone. */
export const Android: Story = {
  ...story({ vip: null }),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { name: rules('title'), level: 1 })).toBeVisible());
    const reply = storyServer!.vip(TOKEN);
    if (!reply.ok) throw new Error('the story expects the VIP plans');
    const plans = await section(canvasElement, 'plans.title');
    await waitFor(() => expect(within(plans).getAllByRole('listitem')).toHaveLength(reply.data.plans.length));
    for (const plan of reply.data.plans) {
      const price = formatPrice(i18n.language, plan.price, reply.data.currency);
      await expect(within(plans).getByText(new RegExp(price.replace(/[$.]/g, '\\$&')))).toBeVisible();
    }
    // The monthly plan renews, the weekly one does not: each says so with its own days.
    await expect(plans).toHaveTextContent(walletText('vip.planName.monthly'));
    const perks = await section(canvasElement, 'perks.title');
    await expect(within(perks).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(perks).toHaveTextContent(rules('perks.onlyIn', { plan: walletText('vip.planName.monthly') }));
    const pay = await section(canvasElement, 'pay.title');
    await expect(pay).toHaveTextContent(rules('pay.web'));
    await expect(pay).not.toHaveTextContent(rules('pay.appStore'));
    await expect(await section(canvasElement, 'term.title')).toHaveTextContent(rules('term.expiring', { count: 3 }));
  },
};

/** iPhone: VIP is bought through the App Store (the rule says so instead of the web checkout's). */
export const Ios: Story = {
  ...story({ vip: null }),
  globals: { platform: 'ios' },
  play: async ({ canvasElement }) => {
    const pay = await section(canvasElement, 'pay.title');
    await waitFor(() => expect(pay).toHaveTextContent(rules('pay.appStore')));
    await expect(pay).not.toHaveTextContent(rules('pay.web'));
  },
};

/** While the plans are on their way: the rules that hold for every plan are there at once. */
export const PlansLoading: Story = {
  ...story(
    {},
    http.get(`*${WALLET_PATHS.vip}`, () => new Promise<never>(() => undefined)),
  ),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await waitFor(() => expect(page.getByRole('status', { name: rules('loading') })).toBeVisible());
    await expect(await section(canvasElement, 'term.title')).toHaveTextContent(rules('term.start'));
  },
};

/** The plans did not load: the server's message and a retry where they (and the perks) go; the other rules stay. */
export const PlansFailed: Story = {
  ...story(
    {},
    http.get(`*${WALLET_PATHS.vip}`, () =>
      HttpResponse.json({ status: 50001, msg: '伺服器忙碌，請稍後再試', data: null }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const plans = await section(canvasElement, 'plans.title');
    await waitFor(() => expect(within(plans).getByText('伺服器忙碌，請稍後再試')).toBeVisible());
    await expect(within(plans).getByRole('button', { name: i18n.t('common:errors.retry') })).toBeEnabled();
    await expect(await section(canvasElement, 'who.title')).toHaveTextContent(rules('who.anyone'));
  },
};

/** The plans fail once; the retry brings them. */
export const PlansRetried: Story = {
  ...story(
    {},
    (() => {
      let failures = 1;
      return http.get(`*${WALLET_PATHS.vip}`, () => {
        if (failures === 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ status: 50001, msg: '伺服器忙碌，請稍後再試', data: null });
      });
    })(),
  ),
  play: async ({ canvasElement }) => {
    const plans = await section(canvasElement, 'plans.title');
    await userEvent.click(await within(plans).findByRole('button', { name: i18n.t('common:errors.retry') }));
    await waitFor(async () =>
      expect(within(await section(canvasElement, 'plans.title')).getAllByRole('listitem')).toHaveLength(2),
    );
    await expect(await section(canvasElement, 'perks.title')).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The VIP page's "Rules" in the title bar opens these rules; they link the recharge agreement and the noble rules. */
export const FromTheVipPage: Story = {
  ...story({ vip: null }),
  parameters: { ...story().parameters, route: false },
  render: () => (
    <MemoryRouter initialEntries={[VIP_PATH]}>
      <Routes>
        <Route path={VIP_PATH} element={<VipPage />} />
        <Route path={VIP_RULES_PATH} element={<VipRulesPage />} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('link', { name: walletText('vip.rulesLink') }));
    await waitFor(() => expect(page.getByRole('heading', { name: rules('title'), level: 1 })).toBeVisible());
    await expect(await page.findByRole('link', { name: rules('pay.agreementLink') })).toHaveAttribute(
      'href',
      '/h5/charge',
    );
    await expect(page.getByRole('link', { name: rules('noble.rulesLink') })).toHaveAttribute(
      'href',
      '/h5/noble_introduce',
    );
    await expect(page.getByRole('link', { name: rules('noble.growthLink') })).toHaveAttribute(
      'href',
      '/h5/noble_growth',
    );
    await waitFor(() => expect(page.getAllByRole('region').length).toBe(6));
  },
};

export const English: Story = { ...Android, globals: { ...Android.globals, locale: 'en' } };
export const SimplifiedChinese: Story = { ...Android, globals: { ...Android.globals, locale: 'zh-Hans' } };
export const Japanese: Story = { ...Android, globals: { ...Android.globals, locale: 'ja' } };
export const Korean: Story = { ...Android, globals: { ...Android.globals, locale: 'ko' } };
