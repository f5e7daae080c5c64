import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LegalDoc } from '../../../src/features/agreements/legalDocument';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { documentStoryMeta, showsTheDocument } from './legalStoryKit';

/** The recharge agreement (儲值協議) in the story's locale. */
const meta = {
  title: 'Features/Agreements/RechargeAgreement',
  parameters: { screenshot: 'viewport' },
  ...documentStoryMeta('recharge'),
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTheAgreement: typeof showsTheDocument = async (context) => {
  await showsTheDocument(context);
  // The double-charge exception points at the orders section of the same document.
  const doc = context.loaded.doc as LegalDoc;
  const refunds = doc.sections.find((section) => section.id === 'refunds')!;
  await expect(
    within(context.canvasElement).getByRole('heading', { level: 2, name: refunds.title }),
  ).toBeInTheDocument();
  await expect(context.canvasElement.querySelector('a[href="#orders"]')).not.toBeNull();
};

export const RechargeZhHant: Story = { globals: { locale: 'zh-Hant' }, play: showsTheAgreement };
export const RechargeZhHans: Story = { globals: { locale: 'zh-Hans' }, play: showsTheAgreement };
export const RechargeEnglish: Story = { globals: { locale: 'en' }, play: showsTheAgreement };
export const RechargeJapanese: Story = { globals: { locale: 'ja' }, play: showsTheAgreement };
export const RechargeKorean: Story = { globals: { locale: 'ko' }, play: showsTheAgreement };
/** The whole document at once (full-page screenshot), to review every section's layout. */
export const RechargeWholePage: Story = {
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: showsTheAgreement,
};
