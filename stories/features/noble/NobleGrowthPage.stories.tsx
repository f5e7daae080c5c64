import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NOBLE_PATHS } from '../../../src/features/noble/contract';
import NobleGrowthPage from '../../../src/features/noble/pages/NobleGrowthPage';
import { nobleStory, nobleText } from './nobleStoryKit';

const meta = {
  title: 'Features/Noble/NobleGrowthPage',
  component: NobleGrowthPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof NobleGrowthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/noble_growth';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rows = async (canvasElement: HTMLElement) =>
  within(await page(canvasElement).findByRole('list', { name: nobleText('growth.list') })).getAllByRole('listitem');

/** 36 records, newest first, 20 a page: "load more" brings the rest, then the end of the list. */
export const Many: Story = {
  ...nobleStory(URL, { member: { tier: 'duke', records: 36 } }),
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(20);
    await userEvent.click(page(canvasElement).getByRole('button', { name: nobleText('growth.more') }));
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(36));
    await page(canvasElement).findByText(nobleText('growth.end'));
  },
};

/** No records yet. */
export const Empty: Story = {
  ...nobleStory(URL, { member: { tier: null, growthAbove: 0, records: 0 } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(nobleText('growth.empty'));
  },
};

/** Rows without an id or a time are left out; an unknown kind is "other"; a decay shows as a minus. */
export const Malformed: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.growth}`, () =>
      HttpResponse.json({
        status: 0,
        msg: '',
        data: {
          records: [
            { record_id: 'a', kind: 'recharge', amount: 680, at: Date.parse('2025-07-01T12:00:00+08:00') },
            { record_id: 'b', kind: 'lottery', amount: 30, at: Date.parse('2025-06-30T12:00:00+08:00') },
            { record_id: 'c', kind: 'other', amount: -20_000, at: Date.parse('2025-06-29T00:00:00+08:00') },
            { kind: 'recharge', amount: 1 },
            { record_id: 'e', kind: 'send_gift', amount: 5, at: 'yesterday' },
            'not a record',
          ],
          has_more: true,
        },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const list = await rows(canvasElement);
    await expect(list).toHaveLength(3);
    await expect(list[1]).toHaveTextContent(nobleText('growth.kinds.other'));
    await expect(list[2]).toHaveTextContent('−20,000');
  },
};

/** The records cannot be read: the error with retry, under my growth. */
export const LoadFailure: Story = {
  ...nobleStory(
    URL,
    {},
    http.get(`*${NOBLE_PATHS.growth}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('系統繁忙');
  },
};

export const English: Story = {
  ...Many,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => void (await rows(canvasElement)),
};
