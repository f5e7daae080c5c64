import type { Meta, StoryObj } from '@storybook/react-vite';
import GuildAgreementPage from '../../../../src/features/agreements/pages/GuildAgreementPage';
import {
  checkedEnables,
  confirmOpens,
  guildUnsigned,
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
  signsWithTerm,
  startDateEdited,
  startOutOfRange,
  submitDisabledWithReason,
} from './letterStoryKit';

/**
 * 主播公會協議 at /h5/edit_agreement: the inviting guild (read-only), the term's start chosen (today … +30 days,
 * UTC+8), its end a year on, the agreement filled in, then the tick, the confirm sheet and the seal.
 */
const meta = {
  title: 'Features/Agreements/Letters/GuildAgreementPage',
  component: GuildAgreementPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof GuildAgreementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/edit_agreement';
const lost = losingFirstReply(URL);

export const Unsigned: Story = { ...letterStory(URL), play: guildUnsigned };
export const CheckboxUnchecked: Story = { ...letterStory(URL), play: submitDisabledWithReason };
export const Checked: Story = { ...letterStory(URL), play: checkedEnables };
export const StartDateEdited: Story = { ...letterStory(URL), play: startDateEdited };
export const StartDateOutOfRange: Story = { ...letterStory(URL), play: startOutOfRange };
export const ConfirmOpen: Story = { ...letterStory(URL), play: confirmOpens('guild') };
export const Signing: Story = { ...letterStory(URL, {}, neverAnswers), play: signingBusy };
export const Signed: Story = { ...letterStory(URL), play: signsWithTerm };
export const AlreadySigned: Story = { ...letterStory(URL, { signed: ['guild'] }), play: showsAlreadySigned };
export const NotVerified: Story = { ...letterStory(URL, { verified: false }), play: showsNotVerified };
export const InvitationWithdrawn: Story = {
  ...letterStory(URL, { invitation: 'withdrawn' }),
  play: showsWithdrawn,
};
export const RefusedOutdated: Story = {
  ...letterStory(URL, { republished: 'whileOpen' }),
  play: refusedOutdated('guild'),
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

export const ZhHans: Story = { ...letterStory(URL), globals: { locale: 'zh-Hans' }, play: showsUnsigned('guild') };
export const English: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: guildUnsigned };
export const Japanese: Story = { ...letterStory(URL), globals: { locale: 'ja' }, play: showsUnsigned('guild') };
export const Korean: Story = { ...letterStory(URL), globals: { locale: 'ko' }, play: showsUnsigned('guild') };
export const EnglishOutOfRange: Story = { ...letterStory(URL), globals: { locale: 'en' }, play: startOutOfRange };
