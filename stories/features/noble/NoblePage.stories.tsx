import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NobleMemberSetup } from '../../../mocks/server/noble';
import { NOBLE_PATHS, NOBLE_STATUS } from '../../../src/features/noble/contract';
import type { NobleTier } from '../../../src/features/noble/model';
import NoblePage, { CELEBRATED_KEY } from '../../../src/features/noble/pages/NoblePage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore, storage } from '../../../src/platform/storage/safeStorage';
import { expectJumpTo, type MswContext } from '../../storyKit';
import { nobleStory, nobleText, storyServer } from './nobleStoryKit';

const meta = {
  title: 'Features/Noble/NoblePage',
  component: NoblePage,
  parameters: { screenshot: 'viewport' },
  // The hero's rays turn forever: reduced motion holds them still, so the baselines do not depend on the moment.
  globals: { motion: 'reduced' },
} satisfies Meta<typeof NoblePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/noble';
const TOKEN = 'story-token';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The whole page in the baseline (states below the first screen, and the languages). */
const wholePage = (story: Story): Story => ({ ...story, parameters: { ...story.parameters, screenshot: 'full' } });
const heading = (canvasElement: HTMLElement, text: string) =>
  page(canvasElement).findByRole('heading', { level: 2, name: text });
/** The offers and the comparison render in a transition after the first screen: waited for before a screenshot. */
const belowTheFold = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('region', { name: nobleText('compare.title') });
const projectionSays = (canvasElement: HTMLElement, text: string | RegExp) =>
  waitFor(() =>
    expect(page(canvasElement).getByRole('region', { name: nobleText('projection.title') })).toHaveTextContent(text),
  );

/** A member of `tier` on day 12 of the cycle with 62 % of the maintenance earned. */
const tierStory = (tier: NobleTier): Story => ({
  ...nobleStory(URL, { member: { tier } }),
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await heading(canvasElement, nobleText(`tiers.${tier}`));
    await expect(canvasElement.ownerDocument.querySelector('[data-rank]')).toHaveAttribute('data-rank', tier);
    await page(canvasElement).findByText(nobleText('hero.cycleDay', { day: 12, days: 30 }));
  },
});

export const Emperor = tierStory('emperor');
export const King = tierStory('king');
export const Prince = tierStory('prince');
export const Duke = wholePage(tierStory('duke'));
export const Marquis = tierStory('marquis');
export const Earl = tierStory('earl');
export const Viscount = tierStory('viscount');
export const Baron = tierStory('baron');
export const Knight = tierStory('knight');

/** No tier yet: how far the knight is, every tier on offer, and no cycle. */
export const NoNoble: Story = wholePage({
  ...nobleStory(URL, { member: { tier: null, growthAbove: 120 } }),
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await heading(canvasElement, nobleText('hero.none'));
    await page(canvasElement).findByText(nobleText('hero.toNext', { tier: nobleText('tiers.knight'), amount: '180' }));
    await expect(page(canvasElement).queryByRole('timer')).toBeNull();
    const offers = within(page(canvasElement).getByRole('region', { name: nobleText('buy.title') })).getAllByRole(
      'button',
    );
    await expect(offers).toHaveLength(9);
  },
});

const DROPPING: Partial<NobleMemberSetup> = { tier: 'duke', growthAbove: 400, cycleDay: 29, maintained: 0.2 };

/** Day 29 and far from the maintenance: what keeps the duke by the 30th, and the drop to marquis on the 1st if nothing changes. */
export const AboutToDrop: Story = {
  ...nobleStory(URL, { member: DROPPING }),
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await page(canvasElement).findByText(nobleText('hero.cycleDay', { day: 29, days: 30 }));
    // 25,000 maintenance − 5,000 earned; the cycle began 2025-06-03, its last day is 2 July, it ends on 3 July.
    await projectionSays(canvasElement, '20,000');
    await projectionSays(canvasElement, nobleText('tiers.marquis'));
    await projectionSays(canvasElement, /7\u2060?月\u2060?3\u2060?日/); // numbers and units are kept together by a word joiner
  },
};

/** The maintenance is reached: the tier is kept, nothing falls. */
export const Kept: Story = {
  ...nobleStory(URL, { member: { tier: 'earl', maintained: 1.2 } }),
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await projectionSays(
      canvasElement,
      nobleText('projection.kept', { tier: nobleText('tiers.earl') }).replace(/[[\]]/g, ''),
    );
  },
};

/** A knight whose decay would leave less than a knight needs: the title would be lost. */
export const KnightAboutToLoseTitle: Story = {
  ...nobleStory(URL, { member: { tier: 'knight', growthAbove: 0, cycleDay: 30, maintained: 0 } }),
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    await projectionSays(canvasElement, /失去貴族身分/);
  },
};

/** Upgraded this morning: the celebration (the new tier's emblem, rays and coins) greets the member first. */
export const UpgradeCelebration: Story = {
  ...nobleStory(URL, {
    member: { tier: 'prince', growthAbove: 200, cycleDay: 1, maintained: 0, lastChange: 'upgrade' },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: nobleText('celebration.title', { tier: nobleText('tiers.prince') }),
    });
    // The card rises in: visible once its entrance is over.
    const emblem = within(dialog).getByRole('img', { name: nobleText('tiers.prince') });
    await waitFor(() => expect(emblem).toBeVisible());
    await expect(dialog).toHaveTextContent(nobleText('celebration.body', { days: 30 }));
  },
};

/** After the celebration: the banner, a new cycle on day 1, and the upgrade remembered (not celebrated again). */
export const JustUpgraded: Story = {
  ...nobleStory(URL, {
    member: { tier: 'prince', growthAbove: 200, cycleDay: 1, maintained: 0, lastChange: 'upgrade' },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('celebration.action') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(storage.get(CELEBRATED_KEY)).toMatch(/^prince@\d+$/);
    await belowTheFold(canvasElement);
    await page(canvasElement).findByText(nobleText('banner.upgrade', { tier: nobleText('tiers.prince'), days: 30 }));
    await page(canvasElement).findByText(nobleText('hero.cycleDay', { day: 1, days: 30 }));
  },
};

const openOffer = async (canvasElement: HTMLElement, tier: NobleTier) => {
  const offers = await page(canvasElement).findByRole('region', { name: /續費|開通/ });
  await userEvent.click(within(offers).getByRole('button', { name: new RegExp(nobleText(`tiers.${tier}`)) }));
  return page(canvasElement).findByRole('dialog');
};

/** Renew my own tier: the confirm (price, growth gained, balance), one tap on pay charges once and restarts the cycle. */
export const RenewDuke: Story = {
  ...nobleStory(URL, { member: { tier: 'duke', cycleDay: 20 } }),
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'duke');
    await expect(dialog).toHaveTextContent(nobleText('buy.confirmRenew', { tier: nobleText('tiers.duke') }));
    await expect(dialog).toHaveTextContent('500,000');
    const pay = within(dialog).getByRole('button', { name: nobleText('buy.pay') });
    await userEvent.dblClick(pay);
    // The renewal is revealed full screen, and said there only (no toast over the reveal's words).
    await page(canvasElement).findByRole('dialog', {
      name: nobleText('celebration.renewTitle', { tier: nobleText('tiers.duke') }),
    });
    await expect(page(canvasElement).queryByText(nobleText('buy.done', { tier: nobleText('tiers.duke') }))).toBeNull();
    await page(canvasElement).findByText(nobleText('hero.cycleDay', { day: 1, days: 30 }));
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ purchases: 1, coins: 180_000, tier: 'duke' });
  },
};

/** The confirm of an upgrade, open: the tier's badge, price, growth gained and my balance (the key is made now). */
export const UpgradeConfirm: Story = {
  ...nobleStory(URL, { member: { tier: 'duke' } }),
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'king');
    await expect(dialog).toHaveTextContent(nobleText('buy.confirmTitle', { tier: nobleText('tiers.king') }));
    await expect(dialog).toHaveTextContent('3,000,000');
    await expect(dialog).toHaveTextContent('+300,000');
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(0);
  },
};

/**
 * An upgrade my coins do not cover (680,000 of the king's 3,000,000): the confirm says the shortfall before pay, with
 * the top-up (the native coin recharge), instead of offering a pay the server can only refuse.
 */
export const UpgradeShortfall: Story = {
  ...nobleStory(URL, { member: { tier: 'duke' } }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openOffer(canvasElement, 'king');
    const notice = await within(dialog).findByText(nobleText('buy.shortfall', { short: '2,320,000' }));
    const pay = within(dialog).getByRole('button', { name: nobleText('buy.pay') });
    await expect(notice.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('errors.recharge') }));
    await expectJumpTo(loaded, 'coin_recharge');
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(0);
  },
};

/** Coins that cover the price: no shortfall, just pay. */
export const NoShortfallWhenCovered: Story = {
  ...nobleStory(URL, { member: { tier: 'duke', coins: 3_000_000 } }),
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'king');
    await expect(within(dialog).getByRole('button', { name: nobleText('buy.pay') })).toBeEnabled();
    await expect(dialog.querySelector('[data-noble-shortfall]')).toBeNull();
  },
};

/** Not a noble yet: buying the knight makes me one. */
export const BecomeKnight: Story = {
  ...nobleStory(URL, { member: { tier: null, growthAbove: 0 } }),
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'knight');
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('buy.pay') }));
    await heading(canvasElement, nobleText('tiers.knight'));
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ purchases: 1, tier: 'knight' });
  },
};

/** Not enough coins: the offer to top up, through the native coin recharge. */
export const NotEnoughCoins: Story = {
  ...nobleStory(URL, { member: { tier: 'earl', coins: 1_000 } }),
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openOffer(canvasElement, 'king');
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('buy.pay') }));
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveTextContent(nobleText('errors.notEnoughCoins'));
    await userEvent.click(within(alert).getByRole('button', { name: nobleText('errors.recharge') }));
    await expectJumpTo(loaded, 'coin_recharge');
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(0);
  },
};

let dropFirstPurchase = true;
const losingFirstReply = nobleStory(
  URL,
  { member: { tier: 'marquis' } },
  http.post(`*${NOBLE_PATHS.buy}`, () => {
    if (!dropFirstPurchase) return undefined;
    dropFirstPurchase = false;
    return HttpResponse.error();
  }),
);
const commonText = (key: string) => i18n.t(`common:${key}`);

/** No answer to the purchase: the sheet says its outcome is unknown and offers only the check (no second pay). */
export const PurchaseNoAnswer: Story = {
  ...losingFirstReply,
  beforeEach: (context) => {
    dropFirstPurchase = true;
    return losingFirstReply.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'duke');
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('buy.pay') }));
    await within(dialog).findByText(commonText('write.unknownTitle'));
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: nobleText('buy.pay') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(0);
  },
};

/** Closed after no answer, then another tier chosen: the unresolved purchase comes back, and its check buys it once. */
export const PurchaseNoAnswerChecked: Story = {
  ...PurchaseNoAnswer,
  play: async (context) => {
    const { canvasElement } = context;
    await PurchaseNoAnswer.play!(context);
    // The × closes it (the pay button that had the focus gave way to the notice: Escape has no dialog to reach).
    await userEvent.click(
      within(page(canvasElement).getByRole('dialog')).getByRole('button', { name: i18n.t('ui:overlay.close') }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(page(canvasElement).getByText(commonText('write.unknownTitle'))).toBeVisible();
    const dialog = await openOffer(canvasElement, 'king');
    await expect(dialog).toHaveAccessibleName(nobleText('buy.confirmTitle', { tier: nobleText('tiers.duke') }));
    await userEvent.click(within(dialog).getByRole('button', { name: commonText('write.check') }));
    await heading(canvasElement, nobleText('tiers.duke'));
    await waitFor(() => expect(page(canvasElement).queryByText(commonText('write.unknownTitle'))).toBeNull());
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ purchases: 1, tier: 'duke' });
  },
};

/** Found after a reload: a purchase whose answer never came is said with the offers, with its check. */
export const PurchaseUnknownAfterReload: Story = {
  ...nobleStory(URL, { member: { tier: 'marquis' } }),
  beforeEach: async (context: MswContext) => {
    const cleanup = await nobleStory(URL, { member: { tier: 'marquis' } }).beforeEach(context);
    sessionStore.set('write:noble:buy', JSON.stringify({ key: 'story-lost-noble', params: { tier: 'duke' } }));
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    await belowTheFold(canvasElement);
    const title = await page(canvasElement).findByText(commonText('write.unknownTitle'));
    const notice = title.closest<HTMLElement>('[role="status"]')!;
    notice.scrollIntoView({ block: 'center' }); // the baseline shows it with the offers around it
    await expect(within(notice).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(0);
  },
};

const refusing = (status: number, msg: string) =>
  nobleStory(
    URL,
    { member: { tier: 'duke' } },
    http.post(`*${NOBLE_PATHS.buy}`, () => HttpResponse.json({ status, msg, data: null })),
  );

/** A renewal refused with a code the page does not know: the server's words above pay, which stays usable. */
export const RenewRefusedBusy: Story = {
  ...refusing(99999, '系統繁忙，請稍後再試'),
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'duke');
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('buy.pay') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試');
    await expect(within(dialog).getByRole('button', { name: nobleText('buy.pay') })).toBeEnabled();
  },
};

/** An upgrade refused with the contract's "invalid" code: the page's own words, not a bare parameter error. */
export const UpgradeRefusedInvalid: Story = {
  ...refusing(NOBLE_STATUS.invalid, '參數錯誤'),
  play: async ({ canvasElement }) => {
    const dialog = await openOffer(canvasElement, 'king');
    await userEvent.click(within(dialog).getByRole('button', { name: nobleText('buy.pay') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(nobleText('errors.invalid'));
    await expect(within(dialog).getByRole('button', { name: nobleText('buy.pay') })).toBeEnabled();
  },
};

/** The standing cannot be read: the error with retry, inside the page (title bar and back stay). */
export const LoadFailure: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.state}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('系統繁忙');
    await page(canvasElement).findByRole('button', { name: /重試|重新/ });
  },
};

/** A tier table the rules cannot run on (a tier missing) is refused, not shown half. */
export const MalformedTiers: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.tiers}`, () =>
      HttpResponse.json({ status: 0, msg: '', data: { tiers: [{ tier: 'duke', requirement: 'lots' }] } }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('button', { name: /重試|重新/ });
  },
};

/** Waiting for the server: the skeleton. */
export const Loading: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.state}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: nobleText('loading') });
  },
};

const language = (locale: string, tier: NobleTier): Story =>
  wholePage({
    ...nobleStory(URL, { member: DROPPING }),
    globals: { locale },
    play: async ({ canvasElement }) => {
      await belowTheFold(canvasElement);
      await heading(canvasElement, nobleText(`tiers.${tier}`));
      await projectionSays(canvasElement, nobleText('tiers.marquis'));
    },
  });

export const English = language('en', 'duke');
export const SimplifiedChinese = language('zh-Hans', 'duke');
export const Japanese = language('ja', 'duke');
export const Korean = language('ko', 'duke');

/** Opens an offer in any language: the offers' panel is named "renew or upgrade" for a noble, "become one" otherwise. */
const openOfferIn = async (canvasElement: HTMLElement, tier: NobleTier, noble: boolean) => {
  const offers = await page(canvasElement).findByRole('region', {
    name: nobleText(noble ? 'buy.titleRenew' : 'buy.title'),
  });
  await userEvent.click(within(offers).getByRole('button', { name: new RegExp(nobleText(`tiers.${tier}`)) }));
  return page(canvasElement).findByRole('dialog');
};

/** The sheet's drawings of the tier's avatar frame, chat bubble and entrance, each named for screen readers. */
const expectPreviews = async (sheet: HTMLElement, tier: NobleTier) => {
  // The sheet slides up and its scrim fades in: visible once they are over.
  for (const id of ['avatar_frame', 'bubble', 'entrance'])
    await waitFor(() =>
      expect(
        within(sheet).getByRole('img', {
          name: nobleText('preview.label', {
            tier: nobleText(`tiers.${tier}`),
            privilege: nobleText(`privileges.${id}.name`),
          }),
        }),
      ).toBeVisible(),
    );
};

/** Not a noble yet: the knight's sheet — "new", the badge, the price for a cycle, what the knight gets, drawn. */
export const PurchaseSheetNewMember: Story = {
  ...nobleStory(URL, { member: { tier: null, growthAbove: 0 } }),
  play: async ({ canvasElement }) => {
    const sheet = await openOfferIn(canvasElement, 'knight', false);
    await expect(sheet).toHaveAccessibleName(nobleText('buy.confirmTitle', { tier: nobleText('tiers.knight') }));
    await expect(sheet).toHaveTextContent(nobleText('buy.kindNew'));
    await expect(within(sheet).getByRole('button', { name: nobleText('buy.pay') })).toBeEnabled();
    // The knight has the frame and the bubble, not yet the entrance (from the baron).
    await expect(within(sheet).getAllByRole('img', { name: /預覽/ })).toHaveLength(2);
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(0);
  },
};

/** A duke looking at the king in English: the new privileges marked, the three looks drawn in the king's gold. */
export const PurchaseSheetEnglish: Story = {
  ...nobleStory(URL, { member: { tier: 'duke' } }),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const sheet = await openOfferIn(canvasElement, 'king', true);
    await expect(sheet).toHaveAccessibleName('Become King');
    await expect(sheet).toHaveTextContent('3,000,000');
    await expect(sheet).toHaveTextContent(nobleText('buy.kindUpgrade'));
    await expectPreviews(sheet, 'king');
    await expect(within(sheet).getAllByText(nobleText('compare.new')).length).toBeGreaterThan(0);
  },
};

/** An earl buys the marquis: charged once, and the marquis's emblem is revealed full screen under its rays. */
export const PurchaseReveal: Story = {
  ...nobleStory(URL, { member: { tier: 'earl' } }),
  play: async ({ canvasElement }) => {
    const sheet = await openOfferIn(canvasElement, 'marquis', true);
    await userEvent.click(within(sheet).getByRole('button', { name: nobleText('buy.pay') }));
    const reveal = await page(canvasElement).findByRole('dialog', {
      name: nobleText('celebration.title', { tier: nobleText('tiers.marquis') }),
    });
    await waitFor(() => expect(within(reveal).getByRole('img', { name: nobleText('tiers.marquis') })).toBeVisible());
    await expect(within(reveal).getByRole('button', { name: nobleText('celebration.action') })).toBeVisible();
    await expect(storyServer?.ledgerOf(TOKEN)).toMatchObject({ purchases: 1, tier: 'marquis' });
  },
};

/** Renewing the duke: the same reveal says the renewal (and closing it leaves the renewed page, remembered). */
export const RenewReveal: Story = {
  ...nobleStory(URL, { member: { tier: 'duke', cycleDay: 20 } }),
  play: async ({ canvasElement }) => {
    const sheet = await openOfferIn(canvasElement, 'duke', true);
    await expect(sheet).toHaveTextContent(nobleText('buy.renew'));
    await userEvent.click(within(sheet).getByRole('button', { name: nobleText('buy.pay') }));
    const reveal = await page(canvasElement).findByRole('dialog', {
      name: nobleText('celebration.renewTitle', { tier: nobleText('tiers.duke') }),
    });
    await expect(reveal).toHaveTextContent(nobleText('celebration.renewBody', { days: 30 }));
    await expect(storyServer?.ledgerOf(TOKEN).purchases).toBe(1);
  },
};

/** The reveal after an upgrade, closed with its ×: gone, and remembered. */
export const RevealClosedWithX: Story = {
  ...nobleStory(URL, {
    member: { tier: 'king', growthAbove: 200, cycleDay: 1, maintained: 0, lastChange: 'upgrade' },
  }),
  play: async ({ canvasElement }) => {
    const reveal = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(reveal).getByRole('button', { name: i18n.t('ui:overlay.close') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(storage.get(CELEBRATED_KEY)).toMatch(/^king@\d+$/);
  },
};

/** The upgrade reveal in English. */
export const UpgradeCelebrationEnglish: Story = {
  ...UpgradeCelebration,
  globals: { ...UpgradeCelebration.globals, locale: 'en' },
};
