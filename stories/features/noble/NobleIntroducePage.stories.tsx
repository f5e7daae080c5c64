import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
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
    const duke = page(canvasElement).getByRole('tabpanel', { name: nobleText('tiers.duke') });
    await expect(duke).toHaveTextContent('50,000'); // requirement
    await expect(duke).toHaveTextContent('500,000'); // price
    await expect(duke).toHaveTextContent(nobleText('introduce.mine'));
  },
};

/** Tapping a tier's badge shows its card; the arrow keys move along the badges. */
export const PickEmperor: Story = {
  ...nobleStory(URL, { member: { tier: 'baron' } }),
  play: async ({ canvasElement }) => {
    const tabs = await page(canvasElement).findByRole('tablist', { name: nobleText('introduce.pick') });
    await userEvent.click(within(tabs).getByRole('tab', { name: nobleText('tiers.emperor') }));
    await expect(page(canvasElement).getByRole('tabpanel')).toHaveAccessibleName(nobleText('tiers.emperor'));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(page(canvasElement).getByRole('tabpanel')).toHaveAccessibleName(nobleText('tiers.king'));
    await expect(selectedTab(canvasElement)).toHaveFocus();
  },
};

/** A swipe to the left shows the next tier up, to the right the one below; a short drag changes nothing. */
export const Swipe: Story = {
  ...nobleStory(URL, { member: { tier: 'earl' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('tabpanel', { name: nobleText('tiers.earl') });
    // On the card on screen now (each tier's card is a new element).
    const swipe = async (fromX: number, toX: number) => {
      await fireEvent.pointerDown(page(canvasElement).getByRole('tabpanel'), { clientX: fromX, clientY: 300 });
      await fireEvent.pointerUp(page(canvasElement).getByRole('tabpanel'), { clientX: toX, clientY: 310 });
    };
    await swipe(300, 120);
    await expect(page(canvasElement).getByRole('tabpanel')).toHaveAccessibleName(nobleText('tiers.marquis'));
    await swipe(100, 280);
    await swipe(100, 280);
    await expect(page(canvasElement).getByRole('tabpanel')).toHaveAccessibleName(nobleText('tiers.viscount'));
    await swipe(200, 180);
    await expect(page(canvasElement).getByRole('tabpanel')).toHaveAccessibleName(nobleText('tiers.viscount'));
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

/** The card's previews: a duke's avatar frame around a sample member, the chat bubble and the entrance banner. */
export const PrivilegePreviews: Story = {
  ...nobleStory(URL, { member: { tier: 'duke' } }),
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('tabpanel', { name: nobleText('tiers.duke') });
    const tier = nobleText('tiers.duke');
    for (const id of ['avatar_frame', 'bubble', 'entrance']) {
      const preview = within(card).getByRole('img', {
        name: nobleText('preview.label', { tier, privilege: nobleText(`privileges.${id}.name`) }),
      });
      await waitFor(() => expect(preview).toBeVisible());
    }
    await expect(card).toHaveTextContent(nobleText('preview.bubble'));
  },
};

/** A knight's card: the frame and the bubble are drawn; the entrance is the baron's, so it is not. */
export const PreviewsOfTheKnight: Story = {
  ...nobleStory(URL, { member: { tier: 'knight' } }),
  play: async ({ canvasElement }) => {
    const card = await page(canvasElement).findByRole('tabpanel', { name: nobleText('tiers.knight') });
    await expect(within(card).getAllByRole('img', { name: /預覽/ })).toHaveLength(2);
    await expect(card).not.toHaveTextContent(
      nobleText('preview.entrance', { name: nobleText('preview.name') }).replace(/[[\]]/g, ''),
    );
  },
};

/** The previews in English: the sample member's words in the member's language. */
export const PreviewsEnglish: Story = {
  ...PrivilegePreviews,
  globals: { locale: 'en' },
};
