import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { type DocId, type LegalDoc, loadLegalDocument } from '../../../src/features/agreements/legalDocument';
import { i18n } from '../../../src/platform/i18n/i18n';

/** Where a link to another document goes in the stories (the app's routes give the real paths). */
const hrefFor = (doc: DocId, section?: string) => `/h5/legal/${doc}${section ? `#${section}` : ''}`;
const legalText = (key: string) => i18n.t(`legal:${key}`);

/** 主播協議 (broadcaster) in the story's locale, as a page would show it after `loadLegalDocument`. */
const meta = {
  title: 'Features/Agreements/BroadcasterAgreement',
  component: LegalDocument,
  args: { hrefFor, doc: undefined as unknown as LegalDoc },
  loaders: [
    async ({ globals }) => ({ doc: await loadLegalDocument('broadcaster', String(globals.locale ?? 'zh-Hant')) }),
  ],
  render: (args, { loaded }) => <LegalDocument {...args} doc={args.doc ?? (loaded.doc as LegalDoc)} />,
  // Several phone screens long: the first screen (title, version, contents) is what a designer signs off.
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTheDocument: Story['play'] = async ({ canvasElement, loaded }) => {
  const doc = loaded.doc as LegalDoc;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(canvas.getByText(doc.version)).toBeVisible();
  const toc = canvas.getByRole('navigation', { name: legalText('contents') });
  await expect(within(toc).getAllByRole('link')).toHaveLength(doc.sections.length);
  for (const section of doc.sections)
    await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
};

/** The source text: 主播協議 in Traditional Chinese. */
export const ZhHant: Story = { globals: { locale: 'zh-Hant' }, play: showsTheDocument };
export const ZhHans: Story = { globals: { locale: 'zh-Hans' }, play: showsTheDocument };
export const English: Story = { globals: { locale: 'en' }, play: showsTheDocument };
export const Japanese: Story = { globals: { locale: 'ja' }, play: showsTheDocument };
export const Korean: Story = { globals: { locale: 'ko' }, play: showsTheDocument };

/** The whole document at once (full-page screenshot), to review every section's layout. */
export const WholePage: Story = {
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: showsTheDocument,
};
