import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createCpSimulator, HALL_PAGE_SIZE } from '../../../mocks/server/cp';
import { CP_PATHS, type CpHall } from '../../../src/features/cp/contract';
import CpHallPage from '../../../src/features/cp/pages/CpHallPage';
import { CP_HALL_PATH, CP_SHOW_PATH } from '../../../src/features/cp/paths';
import { commonText, cpStory, cpText, reply, screen, signedOutReplies, STORY_CP_ID } from './cpStoryKit';

const meta = {
  title: 'Features/Cp/CpHallPage',
  component: CpHallPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof CpHallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = CP_HALL_PATH;
/** The hall's first page as the seeded server sends it, at the stories' clock. */
const firstPage = (): CpHall => {
  const simulator = createCpSimulator({ now: () => Date.parse('2025-07-01T20:00:00+08:00') });
  const page = simulator.hall('story-token', '');
  if (!page.ok) throw new Error('the simulator refused');
  return page.data;
};
const couples = (canvasElement: HTMLElement) =>
  screen(canvasElement)
    .findAllByRole('link')
    .then((links) => links.filter((link) => link.closest('li')));
const list = (canvasElement: HTMLElement) => screen(canvasElement).findByRole('region', { name: cpText('hall.list') });

/** The hall, newest announcement first: the cards with both faces, the tier and its ×, CP value, days, the date. */
export const Loaded: Story = {
  ...cpStory(URL),
  play: async ({ canvasElement }) => {
    await expect(await couples(canvasElement)).toHaveLength(HALL_PAGE_SIZE);
    const hallOfFame = await screen(canvasElement).findByRole('link', { name: /星河/ });
    await expect(within(hallOfFame).getByText(cpText('tier.ultimate', { multiplier: 3 }))).toBeVisible();
    await expect(screen(canvasElement).getByRole('button', { name: cpText('hall.more') })).toBeVisible();
    // Not announced yet (the story member is forming a pair): nothing pinned.
    await expect(screen(canvasElement).queryByRole('region', { name: cpText('hall.ours') })).toBeNull();
  },
};

/** My pair was announced three days ago: pinned on top, gold-ringed, not repeated in the list. */
export const MyCouplePinned: Story = {
  ...cpStory(URL, { member: { state: 'couple', announce: 'both', tier: 'ultimate' } }),
  play: async ({ canvasElement }) => {
    const ours = await screen(canvasElement).findByRole('region', { name: cpText('hall.ours') });
    await expect(within(ours).getByRole('link', { name: /阿哲/ })).toHaveAttribute(
      'href',
      `${CP_SHOW_PATH}?cp_id=${STORY_CP_ID}`,
    );
    await expect(within(await list(canvasElement)).queryByRole('link', { name: /阿哲/ })).toBeNull();
  },
};

/** "Load more": the next page, by the server's cursor, under the first. */
export const LoadMore: Story = {
  ...cpStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: cpText('hall.more') }));
    await waitFor(async () => expect(await couples(canvasElement)).toHaveLength(HALL_PAGE_SIZE * 2));
  },
};

/** The end of the hall: every page loaded, "that is everyone". */
export const AllLoaded: Story = {
  ...cpStory(URL),
  play: async ({ canvasElement }) => {
    await expect(await couples(canvasElement)).toHaveLength(HALL_PAGE_SIZE);
    for (let page = 1; page < 5; page += 1) {
      const more = screen(canvasElement).queryByRole('button', { name: cpText('hall.more') });
      if (!more) break;
      const before = (await couples(canvasElement)).length;
      await userEvent.click(more);
      await waitFor(async () => expect((await couples(canvasElement)).length).toBeGreaterThan(before));
    }
    await screen(canvasElement).findByText(cpText('hall.end'));
  },
};

/** Where the path leads, for the story that taps a couple (a stand-in for the couple's page). */
function ShowPageStandIn() {
  const location = useLocation();
  return <p data-stand-in="cp-show">{`${location.pathname}${location.search}`}</p>;
}

/** Main flow: tapping a couple opens its page, in the app's history (`/h5/cp/show?cp_id=`). */
export const OpensCouple: Story = {
  ...cpStory(URL),
  parameters: { route: false },
  render: () => (
    <MemoryRouter initialEntries={[URL]}>
      <Routes>
        <Route path={URL} element={<CpHallPage />} />
        <Route path={CP_SHOW_PATH} element={<ShowPageStandIn />} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('link', { name: /星河/ }));
    await screen(canvasElement).findByText(`${CP_SHOW_PATH}?cp_id=cp-hall-0001`);
  },
};

/** Nobody announced yet: a drawn empty state that says so. */
export const Empty: Story = {
  ...cpStory(URL, {}, reply(CP_PATHS.hall, { couples: [], mine: null, next_cursor: null, server_now: 0 })),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('hall.empty'));
  },
};

export const Loading: Story = {
  ...cpStory(
    URL,
    {},
    http.get(`*${CP_PATHS.hall}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: cpText('loading') });
  },
};

export const LoadFailed: Story = {
  ...cpStory(
    URL,
    {},
    http.get(`*${CP_PATHS.hall}`, () => Response.error()),
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

const LONG = ['星河萬里只為與你相遇的那一個夏天', 'Alexandria-Montgomery the Third of Winterfell'];

/** Names longer than a card: two lines at most, ellipsis, nothing wider than the phone. */
export const LongNames: Story = {
  ...cpStory(
    URL,
    {},
    reply(CP_PATHS.hall, {
      ...firstPage(),
      couples: firstPage().couples.map((couple) => ({
        ...couple,
        partners: couple.partners.map((person, index) => ({ ...person, nickname: LONG[index] })),
      })),
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await couples(canvasElement)).toHaveLength(HALL_PAGE_SIZE);
  },
};

/** A page with broken rows (no id, one person, not a couple at all): they are left out, the rest is shown. */
export const MalformedRowsDropped: Story = {
  ...cpStory(
    URL,
    {},
    reply(CP_PATHS.hall, {
      ...firstPage(),
      couples: [
        ...firstPage().couples.slice(0, 3),
        { ...firstPage().couples[3], cp_id: null },
        { ...firstPage().couples[4], partners: [firstPage().couples[4]!.partners[0]] },
        'not a couple',
        null,
      ],
      next_cursor: null,
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(await couples(canvasElement)).toHaveLength(3);
    await screen(canvasElement).findByText(cpText('hall.end'));
  },
};

export const English: Story = { ...Loaded, globals: { locale: 'en' } };
export const Japanese: Story = { ...Loaded, globals: { locale: 'ja' } };
export const Korean: Story = { ...Loaded, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Loaded, globals: { locale: 'zh-Hans' } };
export const MyCouplePinnedEnglish: Story = { ...MyCouplePinned, globals: { locale: 'en' } };
