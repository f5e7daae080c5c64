import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { type DocId, type LegalDoc, loadLegalDocument } from '../../../src/features/agreements/legalDocument';
import { i18n } from '../../../src/platform/i18n/i18n';

/** Where a link to another document goes in the stories (the app's routes give the real paths). */
const hrefFor = (doc: DocId, section?: string) => `/h5/legal/${doc}${section ? `#${section}` : ''}`;
const legalText = (key: string) => i18n.t(`legal:${key}`);

/** The privacy policy in the story's locale, loaded as a page would with `loadLegalDocument`. */
const meta = {
  title: 'Features/Agreements/PrivacyPolicy',
  component: LegalDocument,
  args: { hrefFor, doc: undefined as unknown as LegalDoc },
  loaders: [async ({ globals }) => ({ doc: await loadLegalDocument('privacy', String(globals.locale ?? 'zh-Hant')) })],
  render: (args, { loaded }) => <LegalDocument {...args} doc={args.doc ?? (loaded.doc as LegalDoc)} />,
  // Several phone screens long: the first screen (title, version, contents) is what a designer signs off.
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsThePolicy: Story['play'] = async ({ canvasElement, loaded }) => {
  const doc = loaded.doc as LegalDoc;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(canvas.getByText(doc.version)).toBeVisible();
  const toc = canvas.getByRole('navigation', { name: legalText('contents') });
  await expect(within(toc).getAllByRole('link')).toHaveLength(doc.sections.length);
  for (const section of doc.sections)
    await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
  // The analytics table names every field of spec §7, one row each.
  for (const field of ['app_user_id', 'app_device_id', 'public_id', 'device_id', 'current_url', 'refer'])
    await expect(canvas.getByRole('rowheader', { name: field })).toBeInTheDocument();
};

/** The source text: 隱私政策 in Traditional Chinese. */
export const PrivacyZhHant: Story = { globals: { locale: 'zh-Hant' }, play: showsThePolicy };
export const PrivacyZhHans: Story = { globals: { locale: 'zh-Hans' }, play: showsThePolicy };
export const PrivacyEnglish: Story = { globals: { locale: 'en' }, play: showsThePolicy };
export const PrivacyJapanese: Story = { globals: { locale: 'ja' }, play: showsThePolicy };
export const PrivacyKorean: Story = { globals: { locale: 'ko' }, play: showsThePolicy };

/** The whole policy at once (full-page screenshot), to review every section's layout and tables. */
export const PrivacyWholePage: Story = {
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: showsThePolicy,
};
