import type { Meta, StoryObj } from '@storybook/react-vite';
import CommitmentLetterPage from '../../../../src/features/agreements/pages/CommitmentLetterPage';
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
  showsWithdrawn,
  signingBusy,
  signsOnce,
  submitDisabledWithReason,
} from './letterStoryKit';

/** 乙方承諾函 (/h5/promise): the letter filled with the signer's particulars, the tick, the confirm sheet and the seal. */
const meta = {
  title: 'Features/Agreements/Letters/CommitmentLetterPage',
  component: CommitmentLetterPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof CommitmentLetterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/promise';
const lost = losingFirstReply(URL);

export const Unsigned: Story = { ...letterStory(URL), play: showsUnsigned('commitment') };
export const CheckboxUnchecked: Story = { ...letterStory(URL), play: submitDisabledWithReason };
export const Checked: Story = { ...letterStory(URL), play: checkedEnables };
export const ConfirmOpen: Story = { ...letterStory(URL), play: confirmOpens('commitment') };
export const Signing: Story = { ...letterStory(URL, {}, neverAnswers), play: signingBusy };
export const Signed: Story = { ...letterStory(URL), play: signsOnce('commitment') };
export const AlreadySigned: Story = { ...letterStory(URL, { signed: ['commitment'] }), play: showsAlreadySigned };
export const NotVerified: Story = { ...letterStory(URL, { verified: false }), play: showsNotVerified };
export const InvitationWithdrawn: Story = { ...letterStory(URL, { invitation: 'withdrawn' }), play: showsWithdrawn };
export const RefusedOutdated: Story = {
  ...letterStory(URL, { republished: 'whileOpen' }),
  play: refusedOutdated('commitment'),
};

/** The platform published a newer text before the page opened: reload to read it, nothing to tick. */
export const UpdatedBeforeOpening: Story = {
  ...letterStory(URL, { republished: 'before' }),
  play: updatedBeforeOpening,
};
export const RefusedInvitationWithdrawn: Story = { ...letterStory(URL), play: refusedWhileOpen('invitation') };
export const LostReplySignsOnce: Story = { ...lost.story, play: lostReplySignsOnce(lost.sentKeys) };
export const Loading: Story = { ...letterStory(URL, {}, loadsForever), play: showsLoading };
export const LoadFailure: Story = { ...letterStory(URL, {}, loadFails), play: showsLoadFailure };

export const ZhHans: Story = { ...letterStory(URL), globals: { locale: 'zh-Hans' }, play: showsUnsigned('commitment') };
export const English: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: showsUnsigned('commitment') };
export const Japanese: Story = { ...letterStory(URL), globals: { locale: 'ja' }, play: showsUnsigned('commitment') };
export const Korean: Story = { ...letterStory(URL), globals: { locale: 'ko' }, play: showsUnsigned('commitment') };
export const EnglishSigned: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: signsOnce('commitment') };
