import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { documentStoryMeta, showsTheDocument } from './legalStoryKit';

/** 社群規範 (community) in the story's locale. */
const meta = {
  title: 'Features/Agreements/CommunityRules',
  parameters: { screenshot: 'viewport' },
  ...documentStoryMeta('community'),
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

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
