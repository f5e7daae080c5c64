import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wholePage } from '../../storyKit';
import CpBlindBoxRoomPage from '../../../src/features/lottery/pages/CpBlindBoxRoomPage';
import CpBlindBoxPage from '../../../src/features/lottery/pages/CpBlindBoxPage';
import { cpBoxText, oddsShown, openBoxes, resultDialog, still } from './blindBoxStoryKit';
import {
  bundleButton,
  failing,
  LOTTERY,
  lotteryStory,
  lotteryText,
  screen,
  sharedLotteryStories,
  wholePageOf,
} from './lotteryStoryKit';

/** Both CP box pages: the room (opened together) and the CP blind box (sent and received). */
const meta = {
  title: 'Features/Lottery/CpBlindBoxPages',
  component: CpBlindBoxRoomPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof CpBlindBoxRoomPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROOM = '/h5/cpblindboxroom';
const GIFT = '/h5/cp/blindbox';
const giftPage = { render: () => <CpBlindBoxPage /> };

/** The room: my partner beside me, the CP shelf, the sweetheart series. */
export const Room: Story = {
  ...lotteryStory(ROOM),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(screen(canvasElement).getByRole('region', { name: cpBoxText('partner.label') })).toHaveTextContent(
      cpBoxText('partner.with', { name: '小月亮' }),
    );
  },
};

export const RoomWholePage: Story = { ...Room, parameters: { ...Room.parameters, ...wholePage } };

/** Opened together: the couple frame (the series' grand prize), both of ours. */
export const RoomOpenTogether: Story = {
  ...lotteryStory(ROOM, { player: { upcoming: [0] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 1, cpBoxText('openCount', { count: 1 }));
    const dialog = await resultDialog(canvasElement, 'grand');
    await expect(dialog).toHaveTextContent(lotteryText('items.couple_frame'));
  },
};

/** No CP: the draws are replaced by where to find one; the box cannot be opened. */
export const RoomNoPartner: Story = {
  ...lotteryStory(ROOM, { player: { partner: false } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: cpBoxText('cp.noPartner.title') });
    await expect(screen(canvasElement).getByRole('link', { name: cpBoxText('cp.noPartner.link') })).toHaveAttribute(
      'href',
      '/h5/cp/hall',
    );
    await expect(canvasElement.ownerDocument.querySelector('[data-bundle]')).toBeNull();
  },
};

/** The CP blind box: send boxes to my partner (a keyed, paid write through its confirm). */
export const SendToPartner: Story = {
  ...lotteryStory(GIFT, { player: { coins: 5_000 } }),
  ...giftPage,
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await userEvent.click(canvasElement.ownerDocument.querySelector<HTMLButtonElement>('[data-gift="10"]')!);
    const dialog = await screen(canvasElement).findByRole('dialog', {
      name: cpBoxText('gift.confirmTitle', { name: '小月亮' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: cpBoxText('gift.confirm') }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-wallet="coins"]')).toHaveTextContent('3,110'),
    );
  },
};

/** Two boxes my partner sent me: opening one is free, offered first. */
export const OpenPartnersBox: Story = {
  ...lotteryStory(GIFT, { player: { gifts: 2, upcoming: [2] } }),
  ...giftPage,
  globals: still,
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByText(lotteryText('cost.free'))).toBeVisible();
    await openBoxes(canvasElement, 'gift-1', cpBoxText('openGift', { count: 1 }));
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.heart_lock'));
    // free: the coins did not move
    await expect(canvasElement.ownerDocument.querySelector('[data-wallet="coins"]')).toHaveTextContent('12,800');
  },
};

export const GiftNoPartner: Story = {
  ...lotteryStory(GIFT, { player: { partner: false } }),
  ...giftPage,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: cpBoxText('cp.noPartner.title') });
  },
};

export const GiftWholePage: Story = {
  ...wholePageOf(lotteryStory(GIFT, { player: { gifts: 2 } })),
  ...giftPage,
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
  },
};

export const RoomEnglish: Story = { ...Room, globals: { locale: 'en' } };
export const RoomJapanese: Story = { ...Room, globals: { locale: 'ja' } };
export const RoomKorean: Story = { ...Room, globals: { locale: 'ko' } };
export const RoomSimplifiedChinese: Story = { ...Room, globals: { locale: 'zh-Hans' } };
export const GiftEnglish: Story = {
  ...GiftWholePage,
  parameters: { ...GiftWholePage.parameters, screenshot: 'viewport' },
  globals: { locale: 'en' },
};

/** The states every lottery page shares, in the CP room and on the CP blind box. */
const roomShared = sharedLotteryStories(ROOM);
export const RoomLoading: Story = roomShared.Loading;
export const RoomLoadFailed: Story = roomShared.LoadFailed;
export const RoomMinorRefused: Story = roomShared.MinorRefused;
export const RoomRecords: Story = roomShared.Records;
export const RoomRecordsEmpty: Story = roomShared.RecordsEmpty;

const giftShared = sharedLotteryStories(GIFT);
export const GiftLoadFailed: Story = { ...giftShared.LoadFailed, ...giftPage };
export const GiftMinorRefused: Story = { ...giftShared.MinorRefused, ...giftPage };

/** The odds did not load: the box, the draws and the partner's boxes cannot be opened. */
export const RoomOddsFailed: Story = {
  ...lotteryStory(ROOM, {}, failing('get', LOTTERY.odds)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.paused'));
    await expect(bundleButton(canvasElement, 10)).toBeDisabled();
  },
};
