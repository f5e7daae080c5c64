import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../src/platform/i18n/i18n';
import { type Contact, ContactChooser } from '../../src/ui/ContactChooser/ContactChooser';

/* The caller shows it in a bottom sheet of ~70vh: here a white box of that kind of height. */
const Frame = styled.div`
  height: 600px;
  background: var(--color-surface);
`;

const AVATARS = [
  '/images/avatar-rabbit.svg',
  '/images/avatar-cat.svg',
  '/images/avatar-fox.svg',
  '/images/avatar-bear.svg',
  '/images/avatar-sun.svg',
  '', // no picture: the default silhouette
];

const contact = (user_id: string, nickname: string, avatar: number): Contact => ({
  user_id,
  nickname,
  avatar_url: AVATARS[avatar % AVATARS.length] ?? '',
});

/** Members' nicknames as they come: Chinese, Japanese, Latin, and one typed in full-width letters. */
const CONTACTS: Contact[] = [
  contact('100231', 'Mia', 0),
  contact('100872', '月兔小美', 1),
  contact('203311', 'ＭＩＫＡ', 2),
  contact('310045', 'Leo', 3),
  contact('356200', '阿哲', 4),
  contact('423100', 'Emily', 5),
  contact('501200', '星河小熊', 0),
  contact('588120', 'Jun', 1),
  contact('600001', '小美的貓', 5),
  contact('640918', 'はなこ', 2),
  contact('712345', '雪球', 3),
  contact('808080', 'Yuki', 4),
];

/** Most recent first; 999999 is someone no longer among my contacts, so it is skipped. */
const RECENT_IDS = ['310045', '100231', '999999', '712345', '203311'];

const NAMES = ['星河', 'Mia', '月兔', 'Leo', '小熊', 'Yuki', '阿哲', 'はなこ', 'Emily', '雪球'];
/** 240 contacts: the n-th (from 1) has the id 800000 + 13n, so the 200th is 802600. */
const MANY: Contact[] = Array.from({ length: 240 }, (_, index) => {
  const n = index + 1;
  return contact(String(800000 + n * 13), `${NAMES[index % NAMES.length]}${n}`, index);
});
const TWO_HUNDREDTH = MANY[199] as Contact;

const text = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`contacts:contactChooser.${key}`, options ?? {});

/** Whether the element is inside the viewport and every scrolling box around it: what the user sees. */
function onScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    const clip = box.getBoundingClientRect();
    if (rect.bottom <= clip.top || rect.top >= clip.bottom || rect.right <= clip.left || rect.left >= clip.right) {
      return false;
    }
  }
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

/** Every avatar the user can see has loaded (or fallen back), so screenshots never catch one mid-load. */
async function avatarsSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const pending = [...canvasElement.querySelectorAll('[data-state="idle"], [data-state="loading"]')];
      return expect(pending.filter(onScreen)).toHaveLength(0);
    },
    { timeout: 5000 },
  );
}

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: text('searchLabel') });

const meta = {
  title: 'UI/ContactChooser',
  component: ContactChooser,
  args: { contacts: CONTACTS, recentIds: RECENT_IDS, onPick: fn() },
  argTypes: { contacts: { control: false }, onPick: { control: false } },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ContactChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve contacts, four of them recent (an unknown recent id is skipped); a tap on a recent avatar picks it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', text('placeholder'));
    const recent = within(canvas.getByRole('region', { name: text('recent') }));
    const recentButtons = recent.getAllByRole('button');
    // Each name under its picture (the picture's initial is decorative).
    await expect(recentButtons.map((button) => button.lastElementChild?.textContent)).toEqual([
      'Leo',
      'Mia',
      '雪球',
      'ＭＩＫＡ',
    ]);
    const all = within(canvas.getByRole('list', { name: text('all', { count: 12 }) }));
    await expect(all.getAllByRole('button')).toHaveLength(12);
    await expect(all.getByRole('button', { name: /Emily/ })).toHaveAccessibleName(
      expect.stringContaining(text('id', { id: '423100' })),
    );
    await userEvent.click(recent.getByRole('button', { name: 'Leo' }));
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ user_id: '310045', nickname: 'Leo' }));
    await avatarsSettled(canvasElement);
  },
};

/** The chosen contact is marked, in the recent row and in the list. */
export const Selected: Story = {
  args: { selectedId: '310045' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = within(canvas.getByRole('region', { name: text('recent') }));
    await expect(recent.getByRole('button', { name: 'Leo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(recent.getByRole('button', { name: 'Mia' })).toHaveAttribute('aria-pressed', 'false');
    const all = within(canvas.getByRole('list', { name: text('all', { count: 12 }) }));
    await expect(all.getByRole('button', { name: /Leo/, pressed: true })).toBeVisible();
    await expect(all.getAllByRole('button', { pressed: true })).toHaveLength(1);
    await avatarsSettled(canvasElement);
  },
};

/** "mi" finds Mia, the full-width ＭＩＫＡ and Emily, with the matching letters marked; the recent row gives way. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'mi');
    // The list follows the typing a moment later ("m" alone also finds three): wait for the marks of "mi".
    const resultRows = () =>
      within(canvas.getByRole('list', { name: text('results', { count: 3 }) })).getAllByRole('button');
    await waitFor(() =>
      expect(resultRows().map((row) => row.querySelector('mark')?.textContent)).toEqual(['Mi', 'ＭＩ', 'mi']),
    );
    const rows = resultRows();
    await expect(rows[0]).toHaveAccessibleName(expect.stringContaining('Mia'));
    await expect(rows[1]).toHaveAccessibleName(expect.stringContaining('ＭＩＫＡ'));
    await expect(rows[2]).toHaveAccessibleName(expect.stringContaining('Emily'));
    await expect(canvas.queryByRole('button', { name: /Leo/ })).toBeNull();
    await expect(canvas.queryByRole('region', { name: text('recent') })).toBeNull();
    await expect(canvas.getByRole('button', { name: text('clear') })).toBeVisible();
    await expect(args.onPick).not.toHaveBeenCalled();
    await avatarsSettled(canvasElement);
  },
};

/** Nothing matches: the message repeats the query, and the clear button brings every contact back. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = searchBox(canvasElement);
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(canvas.getByText(text('noMatch', { query: 'zzz' }))).toBeVisible());
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('clear') }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('list', { name: text('all', { count: 12 }) })).toBeVisible());
    await userEvent.type(input, 'zzz');
    await waitFor(() => expect(canvas.getByText(text('noMatch', { query: 'zzz' }))).toBeVisible());
  },
};

/** No contacts at all: an empty state saying how contacts come, and no search. */
export const Empty: Story = {
  args: { contacts: [], recentIds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByText(text('empty'));
    await waitFor(() => expect(empty).toBeVisible()); // after the empty state's fade-in
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 240 contacts stay smooth (rows off screen are skipped until scrolled near); searching the 200th's id finds and picks it. */
export const Many: Story = {
  args: { contacts: MANY, recentIds: MANY.slice(0, 10).map((entry) => entry.user_id) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('list', { name: text('all', { count: 240 }) });
    await expect(canvas.getByRole('heading', { name: text('all', { count: 240 }) })).toBeVisible();
    await expect(all.querySelectorAll(':scope > li')).toHaveLength(240);
    await expect(getComputedStyle(all.querySelector('li') as Element).getPropertyValue('content-visibility')).toBe(
      'auto',
    );
    await expect(canvas.getByRole('region', { name: text('recent') })).toBeVisible();

    await userEvent.type(searchBox(canvasElement), TWO_HUNDREDTH.user_id);
    // The list follows the typing a moment later: wait until the whole id is marked.
    const resultRow = () =>
      within(canvas.getByRole('list', { name: text('results', { count: 1 }) })).getByRole('button', {
        name: new RegExp(TWO_HUNDREDTH.nickname),
      });
    await waitFor(() => expect(resultRow().querySelector('mark')?.textContent).toBe(TWO_HUNDREDTH.user_id));
    const row = resultRow();
    await userEvent.click(row);
    await expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ user_id: '802600' }));
    await avatarsSettled(canvasElement);
  },
};

/** Still loading: skeleton rows, a disabled search, and "loading" for screen readers. */
export const Loading: Story = {
  args: { contacts: [], recentIds: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(searchBox(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(text('loading'));
    await expect(canvas.queryByRole('list')).toBeNull();
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    // Skeleton blocks (avatar circle and two text bars a row) where the rows will be.
    await expect(busy?.querySelectorAll('[aria-hidden="true"] [aria-hidden="true"]').length).toBeGreaterThan(15);
  },
};
