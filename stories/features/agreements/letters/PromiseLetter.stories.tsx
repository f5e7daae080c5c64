import type { Meta, StoryObj } from '@storybook/react-vite';
import PromiseLetterPage from '../../../../src/features/agreements/pages/PromiseLetterPage';
import {
  checkedEnables,
  confirmOpens,
  letterStory,
  loadFails,
  loadsForever,
  losingFirstReply,
  lostReplySignsOnce,
  neverAnswers,
  refusedOutdated,
  updatedBeforeOpening,
  refusedWhileOpen,
  showsAlreadySigned,
  showsLoadFailure,
  showsLoading,
  showsNotVerified,
  showsUnsigned,
  signingBusy,
  signsOnce,
  submitDisabledWithReason,
} from './letterStoryKit';

/** 主播承諾書 (/h5/promise_page): the letter filled with the signer's particulars, the tick, the confirm sheet and the seal. */
const meta = {
  title: 'Features/Agreements/Letters/PromiseLetterPage',
  component: PromiseLetterPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof PromiseLetterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/promise_page';
const lost = losingFirstReply(URL);

export const Unsigned: Story = { ...letterStory(URL), play: showsUnsigned('promise') };
export const CheckboxUnchecked: Story = { ...letterStory(URL), play: submitDisabledWithReason };
export const Checked: Story = { ...letterStory(URL), play: checkedEnables };
export const ConfirmOpen: Story = { ...letterStory(URL), play: confirmOpens('promise') };
export const Signing: Story = { ...letterStory(URL, {}, neverAnswers), play: signingBusy };
export const Signed: Story = { ...letterStory(URL), play: signsOnce('promise') };
export const AlreadySigned: Story = { ...letterStory(URL, { signed: ['promise'] }), play: showsAlreadySigned };
export const NotVerified: Story = { ...letterStory(URL, { verified: false }), play: showsNotVerified };

export const RefusedOutdated: Story = {
  ...letterStory(URL, { republished: 'whileOpen' }),
  play: refusedOutdated('promise'),
};

/** The platform published a newer text before the page opened: reload to read it, nothing to tick. */
export const UpdatedBeforeOpening: Story = {
  ...letterStory(URL, { republished: 'before' }),
  play: updatedBeforeOpening,
};
export const RefusedNotVerified: Story = { ...letterStory(URL), play: refusedWhileOpen('verification') };
export const LostReplySignsOnce: Story = { ...lost.story, play: lostReplySignsOnce(lost.sentKeys) };
export const Loading: Story = { ...letterStory(URL, {}, loadsForever), play: showsLoading };
export const LoadFailure: Story = { ...letterStory(URL, {}, loadFails), play: showsLoadFailure };

export const ZhHans: Story = { ...letterStory(URL), globals: { locale: 'zh-Hans' }, play: showsUnsigned('promise') };
export const English: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: showsUnsigned('promise') };
export const Japanese: Story = { ...letterStory(URL), globals: { locale: 'ja' }, play: showsUnsigned('promise') };
export const Korean: Story = { ...letterStory(URL), globals: { locale: 'ko' }, play: showsUnsigned('promise') };
export const EnglishSigned: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: signsOnce('promise') };
