import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { documentStoryMeta, showsTheDocument } from './legalStoryKit';

/** The privacy policy (隱私政策) in the story's locale. */
const meta = {
  title: 'Features/Agreements/PrivacyPolicy',
  parameters: { screenshot: 'viewport' },
  ...documentStoryMeta('privacy'),
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsThePolicy: typeof showsTheDocument = async (context) => {
  await showsTheDocument(context);
  // The analytics table names every field of spec §7, one row each.
  for (const field of ['app_user_id', 'app_device_id', 'public_id', 'device_id', 'current_url', 'refer'])
    await expect(within(context.canvasElement).getByRole('rowheader', { name: field })).toBeInTheDocument();
};

export const PrivacyZhHant: Story = { globals: { locale: 'zh-Hant' }, play: showsThePolicy };
export const PrivacyZhHans: Story = { globals: { locale: 'zh-Hans' }, play: showsThePolicy };
export const PrivacyEnglish: Story = { globals: { locale: 'en' }, play: showsThePolicy };
export const PrivacyJapanese: Story = { globals: { locale: 'ja' }, play: showsThePolicy };
export const PrivacyKorean: Story = { globals: { locale: 'ko' }, play: showsThePolicy };
/** The whole document at once (full-page screenshot), to review every section's layout. */
export const PrivacyWholePage: Story = {
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: showsThePolicy,
};
