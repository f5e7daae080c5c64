import type { Meta, StoryObj } from '@storybook/react-vite';
import UnionLetterPage from '../../../../src/features/agreements/pages/UnionLetterPage';
import {
  checkedEnables,
  confirmOpens,
  letterStory,
  loadFails,
  loadsForever,
  losingFirstReply,
  lostReplySignsOnce,
  lostReplyUnknown,
  neverAnswers,
  refusedBusy,
  refusedOutdated,
  refusesBusy,
  updatedBeforeOpening,
  refusedWhileOpen,
  showsAlreadySigned,
  showsLoadFailure,
  showsLoading,
  showsNotVerified,
  showsUnsigned,
  showsWithdrawn,
  signingBusy,
  signsOnce,
  submitDisabledWithReason,
} from './letterStoryKit';

/** 主播加入公會確認書 (/h5/anchor_union_agreement): the letter filled with the signer's particulars, the tick, the confirm sheet and the seal. */
const meta = {
  title: 'Features/Agreements/Letters/UnionLetterPage',
  component: UnionLetterPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof UnionLetterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/anchor_union_agreement';
const lost = losingFirstReply(URL);

export const Unsigned: Story = { ...letterStory(URL), play: showsUnsigned('union') };
export const CheckboxUnchecked: Story = { ...letterStory(URL), play: submitDisabledWithReason };
export const Checked: Story = { ...letterStory(URL), play: checkedEnables };
export const ConfirmOpen: Story = { ...letterStory(URL), play: confirmOpens('union') };
export const Signing: Story = { ...letterStory(URL, {}, neverAnswers), play: signingBusy };
export const Signed: Story = { ...letterStory(URL), play: signsOnce('union') };
export const AlreadySigned: Story = { ...letterStory(URL, { signed: ['union'] }), play: showsAlreadySigned };
export const NotVerified: Story = { ...letterStory(URL, { verified: false }), play: showsNotVerified };
export const InvitationWithdrawn: Story = { ...letterStory(URL, { invitation: 'withdrawn' }), play: showsWithdrawn };
export const RefusedOutdated: Story = {
  ...letterStory(URL, { republished: 'whileOpen' }),
  play: refusedOutdated('union'),
};

/** The platform published a newer text before the page opened: reload to read it, nothing to tick. */
export const UpdatedBeforeOpening: Story = {
  ...letterStory(URL, { republished: 'before' }),
  play: updatedBeforeOpening,
};
export const RefusedInvitationWithdrawn: Story = { ...letterStory(URL), play: refusedWhileOpen('invitation') };
export const LostReplySignsOnce: Story = { ...lost.story, play: lostReplySignsOnce(lost.sentKeys) };
/** No answer: the sheet says the outcome is unknown, with its check only. */
export const LostReplyUnknown: Story = { ...losingFirstReply(URL).story, play: lostReplyUnknown('union') };
/** A refusal the page has no words of its own for: the server's, in the sheet. */
export const RefusedBusy: Story = { ...letterStory(URL, {}, refusesBusy), play: refusedBusy };
export const Loading: Story = { ...letterStory(URL, {}, loadsForever), play: showsLoading };
export const LoadFailure: Story = { ...letterStory(URL, {}, loadFails), play: showsLoadFailure };

export const ZhHans: Story = { ...letterStory(URL), globals: { locale: 'zh-Hans' }, play: showsUnsigned('union') };
export const English: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: showsUnsigned('union') };
export const Japanese: Story = { ...letterStory(URL), globals: { locale: 'ja' }, play: showsUnsigned('union') };
export const Korean: Story = { ...letterStory(URL), globals: { locale: 'ko' }, play: showsUnsigned('union') };
export const EnglishSigned: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: signsOnce('union') };
