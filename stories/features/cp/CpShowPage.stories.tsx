import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CP_PATHS } from '../../../src/features/cp/contract';
import { ROUNDS_NEEDED } from '../../../src/features/cp/model';
import CpShowPage from '../../../src/features/cp/pages/CpShowPage';
import type { LoadedContext } from '../../../.storybook/preview';
import { expectJumpTo } from '../../storyKit';
import { commonText, cpStory, cpText, screen, signedOutReplies } from './cpStoryKit';

const meta = {
  title: 'Features/Cp/CpShowPage',
  component: CpShowPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof CpShowPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/cp/show';
/** A condition's panel: named by its title and its state ("done", "not yet"). */
const panel = (canvasElement: HTMLElement, title: string) =>
  screen(canvasElement).findByRole('region', { name: new RegExp(`^${title}`) });

/** Forming a pair: my gift still to give (theirs given), three rounds of five talked — both conditions with progress. */
export const Forming: Story = {
  ...cpStory(URL),
  play: async ({ canvasElement }) => {
    const gifts = await panel(canvasElement, cpText('forming.confessionTitle'));
    await expect(within(gifts).getByText(cpText('forming.notYet'))).toBeVisible();
    const talk = await panel(canvasElement, cpText('forming.talkTitle'));
    await expect(within(talk).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  },
};

/** Main flow: give the 999-coin gift through its confirm — my side done; the pair waits for the talk. */
export const GiftGiven: Story = {
  ...Forming,
  play: async ({ canvasElement }) => {
    const gifts = await panel(canvasElement, cpText('forming.confessionTitle'));
    await userEvent.click(within(gifts).getByRole('button', { name: cpText('forming.give', { coins: '999' }) }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: cpText('forming.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: cpText('forming.confirm') }));
    await waitFor(() => expect(within(gifts).getByText(cpText('forming.done'))).toBeVisible());
    await expect(within(gifts).queryByRole('button')).toBeNull();
  },
};

/** The talk was the last condition: my gift forms the pair at once — the couple's page. */
export const GiftFormsThePair: Story = {
  ...cpStory(URL, { member: { messages: { mine: ROUNDS_NEEDED, partner: ROUNDS_NEEDED + 2 } } }),
  play: async ({ canvasElement }) => {
    const gifts = await panel(canvasElement, cpText('forming.confessionTitle'));
    await userEvent.click(within(gifts).getByRole('button', { name: cpText('forming.give', { coins: '999' }) }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: cpText('forming.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: cpText('forming.confirm') }));
    await screen(canvasElement).findByRole('button', { name: cpText('show.announce') });
  },
};

/** Not enough coins for the gift: says so, with the top-up (the native coin recharge). */
export const NotEnoughCoins: Story = {
  ...cpStory(URL, { member: { coins: 500 } }),
  play: async ({ canvasElement, loaded }) => {
    const gifts = await panel(canvasElement, cpText('forming.confessionTitle'));
    await userEvent.click(within(gifts).getByRole('button', { name: cpText('forming.give', { coins: '999' }) }));
    const alert = await screen(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(alert).getByRole('button', { name: cpText('forming.recharge') }));
    await expectJumpTo(loaded as LoadedContext, 'coin_recharge');
  },
};

/** A pair: both of us, the peerless tier and its board multiplier, values, days together, gifts, "announce". */
export const Couple: Story = {
  ...cpStory(URL, { member: { state: 'couple' } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('tier.peerless', { multiplier: 1.5 }));
    await expect(screen(canvasElement).getByText(cpText('show.days', { count: 129 }))).toBeVisible();
  },
};

/** Tapping a person opens their home in the app. */
export const OpensUserHome: Story = {
  ...Couple,
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: new RegExp(`^晚風`) }));
    await expectJumpTo(loaded as LoadedContext, 'user_home');
  },
};

/** An announced ultimate pair of the CP hall, opened by its id: ×3 on the boards, the announcement date. */
export const AnnouncedCouple: Story = {
  ...cpStory(`${URL}?cp_id=cp-hall-0001`),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('tier.ultimate', { multiplier: 3 }));
    await expect(screen(canvasElement).queryByRole('button', { name: cpText('show.announce') })).toBeNull();
  },
};

/** No CP and nobody in forming: how a pair forms. */
export const NoCp: Story = {
  ...cpStory(URL, { member: { state: 'none' } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('show.none', { coins: 999, rounds: ROUNDS_NEEDED }));
  },
};

export const NotFound: Story = {
  ...cpStory(`${URL}?cp_id=nobody`),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('show.notFound'));
  },
};

export const Loading: Story = {
  ...cpStory(
    URL,
    {},
    http.get(`*${CP_PATHS.show}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: cpText('loading') });
  },
};

export const LoadFailed: Story = {
  ...cpStory(
    URL,
    {},
    http.get(`*${CP_PATHS.show}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

export const SignedOut: Story = {
  ...cpStory(URL, {}, ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('signedOut'));
  },
};

export const English: Story = { ...Forming, globals: { locale: 'en' } };
export const Japanese: Story = { ...Forming, globals: { locale: 'ja' } };
export const Korean: Story = { ...Forming, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Forming, globals: { locale: 'zh-Hans' } };
export const CoupleEnglish: Story = { ...Couple, globals: { locale: 'en' } };
