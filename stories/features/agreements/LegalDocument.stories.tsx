import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import type { LegalDoc } from '../../../src/features/agreements/legalDocument';
import { documentStoryMeta, showsTheDocument, legalText } from './legalStoryKit';

/** The composer with the user agreement in the story's locale; below, its behaviours and every block kind. */
const meta = {
  title: 'Features/Agreements/LegalDocument',
  parameters: { screenshot: 'viewport' },
  ...documentStoryMeta('userAgreement'),
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserAgreementZhHant: Story = { globals: { locale: 'zh-Hant' }, play: showsTheDocument };
export const UserAgreementZhHans: Story = { globals: { locale: 'zh-Hans' }, play: showsTheDocument };
export const UserAgreementEnglish: Story = { globals: { locale: 'en' }, play: showsTheDocument };
export const UserAgreementJapanese: Story = { globals: { locale: 'ja' }, play: showsTheDocument };
export const UserAgreementKorean: Story = { globals: { locale: 'ko' }, play: showsTheDocument };
/** The whole document at once (full-page screenshot), to review every section's layout. */
export const UserAgreementWholePage: Story = {
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: showsTheDocument,
};

/** A contents entry scrolls to its section and moves keyboard focus to the section's heading. */
export const ContentsJumpsToSection: Story = {
  globals: { locale: 'en', motion: 'reduced' },
  play: async ({ canvasElement, loaded }) => {
    const doc = loaded.doc as LegalDoc;
    const canvas = within(canvasElement);
    const target = doc.sections[4]!;
    const toc = canvas.getByRole('navigation', { name: legalText('contents') });
    await userEvent.click(within(toc).getByRole('link', { name: new RegExp(target.title) }));
    const heading = canvas.getByRole('heading', { level: 2, name: target.title });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeLessThan(40));
    await expect(heading).toBeVisible();
  },
};

/**
 * Far down the page a "back to top" button appears. The test-runner scrolls the window to the top before its
 * screenshot, so this story scrolls a phone-high box instead: the button stays in the picture.
 */
export const BackToTopAppears: Story = {
  globals: { locale: 'zh-Hant', motion: 'reduced' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflowY: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, loaded }) => {
    const doc = loaded.doc as LegalDoc;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: legalText('backToTop') })).toBeNull();
    canvas.getByRole('heading', { level: 2, name: doc.sections.at(-2)!.title }).scrollIntoView({ block: 'start' });
    await waitFor(() => expect(canvas.getByRole('button', { name: legalText('backToTop') })).toBeVisible());
  },
};

/** "Back to top" returns to the title, moves focus to it, and goes away. */
export const BackToTopReturns: Story = {
  globals: { locale: 'en', motion: 'reduced' },
  play: async ({ canvasElement, loaded }) => {
    const doc = loaded.doc as LegalDoc;
    const canvas = within(canvasElement);
    canvas.getByRole('heading', { level: 2, name: doc.sections.at(-1)!.title }).scrollIntoView({ block: 'start' });
    await userEvent.click(await canvas.findByRole('button', { name: legalText('backToTop') }));
    const title = canvas.getByRole('heading', { level: 1, name: doc.title });
    await waitFor(() => expect(title).toHaveFocus());
    await waitFor(() => expect(canvas.queryByRole('button', { name: legalText('backToTop') })).toBeNull());
  },
};

/** A small made-up document with every kind of block: paragraph, clauses with sub-items, bullets, table, note, emphasis and links. */
const everyBlock: LegalDoc = {
  id: 'activityRule',
  version: '2.3',
  effectiveDate: '2026-07-01',
  title: '七夕告白季活動規則',
  intro: [
    '活動期間送出',
    { em: '告白禮物' },
    '即可參加，請先閱讀',
    { link: { doc: 'userAgreement', text: '《使用者協議》' } },
    '。',
  ],
  sections: [
    {
      id: 'time',
      title: '活動時間',
      blocks: [
        { kind: 'paragraph', text: ['2026年8月19日00:00至8月25日23:59（', { strong: 'UTC+8' }, '）。'] },
        { kind: 'bullets', items: [['報名：8月19日起'], ['結算：8月26日'], ['獎勵發放：結算後3個工作日內']] },
      ],
    },
    {
      id: 'rewards',
      title: '獎勵',
      blocks: [
        {
          kind: 'table',
          head: ['名次', '獎勵', '有效期'],
          rows: [
            [['第1名'], [{ em: '鵲橋座駕' }, '、專屬頭像框'], ['7天']],
            [['第2–3名'], ['告白勳章'], ['3天']],
            [['第4–10名'], ['1000金幣'], ['—']],
          ],
        },
        { kind: 'note', text: ['獎勵以結算時的排名為準，', { strong: '作弊者將被收回獎勵並封禁帳號' }, '。'] },
      ],
    },
    {
      id: 'rules',
      title: '規則說明',
      blocks: [
        {
          kind: 'clauses',
          clauses: [
            {
              text: ['以下行為不計入活動數值：'],
              items: [['私下交易金幣送出的禮物；'], ['已退款的禮物；'], ['使用銀幣送出的禮物。']],
            },
            {
              text: [
                '名次相同時，先達到者在前；詳見',
                { link: { doc: 'activityRule', section: 'rewards', text: '第2條' } },
                '。',
              ],
            },
            {
              text: [
                '本活動最終解釋權依',
                { link: { doc: 'community', section: 'bans', text: '《社群規範》封禁規則' } },
                '處理。',
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** Every block kind the composer draws, in a short rule page. */
export const EveryBlockKind: Story = {
  args: { doc: everyBlock },
  globals: { locale: 'zh-Hant' },
  parameters: { screenshot: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '獎勵' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /^第\u2060?1\u2060?名$/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '《使用者協議》' })).toHaveAttribute(
      'href',
      '/h5/legal/userAgreement',
    );
    await expect(canvas.getByRole('link', { name: '《社群規範》封禁規則' })).toHaveAttribute(
      'href',
      '/h5/legal/community#bans',
    );
    await expect(canvas.getByRole('link', { name: /^第\u2060?2\u2060?條$/ })).toHaveAttribute('href', '#rewards');
    await expect(canvas.getByText('鵲橋座駕')).toBeVisible();
  },
};
