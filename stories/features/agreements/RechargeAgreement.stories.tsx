import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { type DocId, type LegalDoc, loadLegalDocument } from '../../../src/features/agreements/legalDocument';
import { i18n } from '../../../src/platform/i18n/i18n';

/** Where a link to another document goes in the stories (the app's routes give the real paths). */
const hrefFor = (doc: DocId, section?: string) => `/h5/legal/${doc}${section ? `#${section}` : ''}`;
const legalText = (key: string) => i18n.t(`legal:${key}`);

/** The recharge agreement in the story's locale, loaded as a page would with `loadLegalDocument`. */
const meta = {
  title: 'Features/Agreements/RechargeAgreement',
  component: LegalDocument,
  args: { hrefFor, doc: undefined as unknown as LegalDoc },
  loaders: [async ({ globals }) => ({ doc: await loadLegalDocument('recharge', String(globals.locale ?? 'zh-Hant')) })],
  render: (args, { loaded }) => <LegalDocument {...args} doc={args.doc ?? (loaded.doc as LegalDoc)} />,
  // Several phone screens long: the first screen (title, version, contents) is what a designer signs off.
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTheAgreement: Story['play'] = async ({ canvasElement, loaded }) => {
  const doc = loaded.doc as LegalDoc;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(canvas.getByText(doc.version)).toBeVisible();
  const toc = canvas.getByRole('navigation', { name: legalText('contents') });
  await expect(within(toc).getAllByRole('link')).toHaveLength(doc.sections.length);
  for (const section of doc.sections)
    await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
  // The double-charge exception points at the orders section of the same document.
  const refunds = doc.sections.find((section) => section.id === 'refunds')!;
  await expect(canvas.getByRole('heading', { level: 2, name: refunds.title })).toBeInTheDocument();
  await expect(canvasElement.querySelector('a[href="#orders"]')).not.toBeNull();
};

/** The source text: 充值協議 in Traditional Chinese. */
export const RechargeZhHant: Story = { globals: { locale: 'zh-Hant' }, play: showsTheAgreement };
export const RechargeZhHans: Story = { globals: { locale: 'zh-Hans' }, play: showsTheAgreement };
export const RechargeEnglish: Story = { globals: { locale: 'en' }, play: showsTheAgreement };
export const RechargeJapanese: Story = { globals: { locale: 'ja' }, play: showsTheAgreement };
export const RechargeKorean: Story = { globals: { locale: 'ko' }, play: showsTheAgreement };

/** The whole agreement at once (full-page screenshot), to review every section's layout and tables. */
export const RechargeWholePage: Story = {
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: showsTheAgreement,
};
