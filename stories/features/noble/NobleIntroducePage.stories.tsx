import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOBLE_PATHS } from '../../../src/features/noble/contract';
import NobleIntroducePage from '../../../src/features/noble/pages/NobleIntroducePage';
import { nobleStory, nobleText } from './nobleStoryKit';

const meta = {
  title: 'Features/Noble/NobleIntroducePage',
  component: NobleIntroducePage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof NobleIntroducePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/noble_introduce';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const selectedTab = (canvasElement: HTMLElement) =>
  within(page(canvasElement).getByRole('tablist', { name: nobleText('introduce.pick') })).getByRole('tab', {
    selected: true,
  });

/** A duke opens the page on the duke's card; the tiers' numbers and privileges come from the server's table. */
export const Default: Story = {
  ...nobleStory(URL, { member: { tier: 'duke' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('tablist', { name: nobleText('introduce.pick') });
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveAccessibleName(nobleText('tiers.duke')));
    const duke = page(canvasElement).getByRole('listitem', { name: nobleText('tiers.duke') });
    await expect(duke).toHaveTextContent('50,000'); // requirement
    await expect(duke).toHaveTextContent('500,000'); // price
    await expect(duke).toHaveTextContent(nobleText('introduce.mine'));
  },
};

/** Tapping a tier's badge brings its card to the middle. */
export const PickEmperor: Story = {
  ...nobleStory(URL, { member: { tier: 'baron' } }),
  play: async ({ canvasElement }) => {
    const tabs = await page(canvasElement).findByRole('tablist', { name: nobleText('introduce.pick') });
    await userEvent.click(within(tabs).getByRole('tab', { name: nobleText('tiers.emperor') }));
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveAccessibleName(nobleText('tiers.emperor')));
    const emperor = page(canvasElement).getByRole('listitem', { name: nobleText('tiers.emperor') });
    await waitFor(() => {
      const box = emperor.getBoundingClientRect();
      return expect(
        Math.abs(box.left + box.width / 2 - canvasElement.ownerDocument.documentElement.clientWidth / 2),
      ).toBeLessThan(24);
    });
  },
};

/** Not a noble: the knight's card first, no "your tier" mark. */
export const NoNoble: Story = {
  ...nobleStory(URL, { member: { tier: null, growthAbove: 50 } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('tablist', { name: nobleText('introduce.pick') });
    await waitFor(() => expect(selectedTab(canvasElement)).toHaveAccessibleName(nobleText('tiers.knight')));
    await expect(page(canvasElement).queryByText(nobleText('introduce.mine'))).toBeNull();
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

/** The table cannot be read: the error with retry. */
export const LoadFailure: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.tiers}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('button', { name: /重試/ });
  },
};
