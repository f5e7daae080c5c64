import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { i18n } from '../../../src/platform/i18n/i18n';
import { documentStoryMeta, showsTheDocument } from './legalStoryKit';

/** The privacy policy (隱私政策) in the story's locale. */
const meta = {
  title: 'Features/Agreements/PrivacyPolicy',
  parameters: { screenshot: 'viewport' },
  ...documentStoryMeta('privacy'),
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device identifier as each language's text names it (the collection table and the analytics table). */
const DEVICE_IDENTIFIER: Record<string, string> = {
  'zh-Hant': '裝置識別碼',
  'zh-Hans': '设备标识符',
  en: 'Device identifier',
  ja: '端末識別子',
  ko: '기기 식별자',
};

const showsThePolicy: typeof showsTheDocument = async (context) => {
  await showsTheDocument(context);
  // The tables say what is collected and sent in plain words, never the events' field names (spec §7's
  // `app_user_id`, `device_id`, `current_url`, `refer`…): a reader is not a developer.
  const headers = within(context.canvasElement).getAllByRole('rowheader');
  for (const header of headers) await expect(header.textContent).not.toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  const device = DEVICE_IDENTIFIER[i18n.language] ?? DEVICE_IDENTIFIER['zh-Hant']!;
  await expect(within(context.canvasElement).getAllByRole('rowheader', { name: device })).toHaveLength(2);
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
