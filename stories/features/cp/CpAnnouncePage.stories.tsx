import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CP_PATHS } from '../../../src/features/cp/contract';
import CpAnnouncePage from '../../../src/features/cp/pages/CpAnnouncePage';
import { cpAnnouncePath } from '../../../src/features/cp/paths';
import { commonText, cpStory, cpText, screen, signedOutReplies, STORY_CP_ID } from './cpStoryKit';

const meta = {
  title: 'Features/Cp/CpAnnouncePage',
  component: CpAnnouncePage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof CpAnnouncePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = cpAnnouncePath(STORY_CP_ID);
const couple = (announce: 'none' | 'partner' | 'mine' | 'both') => ({ member: { state: 'couple' as const, announce } });

/** Nobody has confirmed: what announcing means, and — my partner is an anchor — the §6 consequence, before confirming. */
export const Open: Story = {
  ...cpStory(URL, couple('none')),
  play: async ({ canvasElement }) => {
    const note = await screen(canvasElement).findByRole('note');
    await expect(note).toHaveTextContent(cpText('announce.anchorWarning', { names: '晚風' }));
    await expect(screen(canvasElement).getByRole('button', { name: cpText('announce.action') })).toBeVisible();
  },
};

/** Main flow: my confirmation (the dialog repeats the consequence) — now waiting for my partner. */
export const ConfirmedWaiting: Story = {
  ...Open,
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: cpText('announce.action') }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: cpText('announce.confirmTitle') });
    await expect(dialog).toHaveTextContent(cpText('announce.anchorWarning', { names: '晚風' }));
    await userEvent.click(within(dialog).getByRole('button', { name: cpText('announce.confirm') }));
    await screen(canvasElement).findByText(cpText('announce.waiting', { name: '晚風' }));
  },
};

/** My partner confirmed first: my confirmation announces it. */
export const PartnerFirst: Story = {
  ...cpStory(URL, couple('partner')),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: cpText('announce.action') }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: cpText('announce.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: cpText('announce.confirm') }));
    await screen(canvasElement).findByText(cpText('announce.done'));
  },
};

/** Announced: the date, both sides confirmed, nothing left to do. */
export const Announced: Story = {
  ...cpStory(URL, couple('both')),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('announce.done'));
    await expect(screen(canvasElement).queryByRole('button', { name: cpText('announce.action') })).toBeNull();
  },
};

/** A pair without an anchor: no consequence to state. */
export const NoAnchor: Story = {
  ...cpStory(URL, { member: { state: 'couple', partnerAnchor: false } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: cpText('announce.action') });
    await expect(screen(canvasElement).queryByRole('note')).toBeNull();
  },
};

export const NotFound: Story = {
  ...cpStory('/h5/cp/announce'),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('show.notFound'));
  },
};

export const LoadFailed: Story = {
  ...cpStory(
    URL,
    couple('none'),
    http.get(`*${CP_PATHS.announce}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

export const SignedOut: Story = {
  ...cpStory(URL, couple('none'), ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('signedOut'));
  },
};

export const English: Story = { ...Open, globals: { locale: 'en' } };
export const Japanese: Story = { ...Open, globals: { locale: 'ja' } };
export const Korean: Story = { ...Open, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Open, globals: { locale: 'zh-Hans' } };
