import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DOCUMENT_PATHS } from '../../../src/features/agreements/documentHref';
import { type DocId, loadLegalDocument } from '../../../src/features/agreements/legalDocument';
import { LegalDocumentPage } from '../../../src/features/agreements/pages/LegalDocumentPage';
import { i18n } from '../../../src/platform/i18n/i18n';

/**
 * The legal and rule pages as the app opens them: the title bar over the composer, one route per document
 * (`/h5/rule`, `/h5/rule/community`, `/h5/charge`, `/h5/privacy`, `/h5/broadcaster_agreement`, `/h5/agreement`).
 * Each document in every language has its own stories (the composer's); these are the page's states.
 */
const meta = {
  title: 'Features/Agreements/LegalDocumentPage',
  component: LegalDocumentPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof LegalDocumentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const legal = (key: string) => i18n.t(`legal:${key}`);

/** The document is on screen: its contents (one entry per section) and, in the article, its title. */
async function showsDocument(canvasElement: HTMLElement, id: DocId) {
  const canvas = within(canvasElement);
  const doc = await loadLegalDocument(id, i18n.language);
  const toc = await canvas.findByRole('navigation', { name: legal('contents') });
  await expect(within(toc).getAllByRole('link')).toHaveLength(doc.sections.length);
  await expect(within(canvas.getByRole('article')).getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
}

/** The route of `id`'s page, with the title bar named after it and the document whole under it. */
const documentRoute = (id: DocId): Story => ({
  args: { id },
  parameters: { route: { path: DOCUMENT_PATHS[id], url: DOCUMENT_PATHS[id] } },
  play: async ({ canvasElement }) => {
    await showsDocument(canvasElement, id);
    // The title bar's (the first heading of the page) names the page.
    const [titleBar] = within(canvasElement).getAllByRole('heading', { level: 1 });
    await expect(titleBar).toHaveTextContent(legal(`titles.${id}`));
  },
});

export const ActivityRules: Story = { ...documentRoute('activityRule') };
export const CommunityRules: Story = { ...documentRoute('community') };
export const RechargeAgreement: Story = { ...documentRoute('recharge') };
export const PrivacyPolicy: Story = { ...documentRoute('privacy') };
export const BroadcasterAgreement: Story = { ...documentRoute('broadcaster') };
export const UserAgreement: Story = { ...documentRoute('userAgreement') };
export const UserAgreementEnglish: Story = { ...documentRoute('userAgreement'), globals: { locale: 'en' } };

/** Every link to another document leads to that document's page (the app's routes, not a placeholder). */
export const LinksLeadToPages: Story = {
  args: { id: 'userAgreement' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: legal('contents') });
    const pages = Object.values(DOCUMENT_PATHS);
    const links = canvas
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('#'));
    await expect(links.length).toBeGreaterThan(0);
    for (const href of links) await expect(pages).toContain(href.split('#')[0]);
  },
};

/** A link to a section (`/h5/privacy#rights`) lands on that section, its heading focused. */
export const OpenedAtSection: Story = {
  args: { id: 'privacy' },
  parameters: { route: { path: '/h5/privacy', url: '/h5/privacy#rights' } },
  play: async ({ canvasElement }) => {
    const doc = await loadLegalDocument('privacy', i18n.language);
    const rights = doc.sections.find((section) => section.id === 'rights')!;
    const heading = await within(canvasElement).findByRole('heading', { level: 2, name: rights.title });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** The document's code is on its way (a slow network): the page's shape, announced as loading. */
export const Loading: Story = {
  args: { id: 'privacy', load: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status', { name: legal('loading') })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: legal('titles.privacy') })).toBeVisible();
  },
};

let attempts = 0;

/** The document's code did not arrive: the error with retry, and retry brings the document. */
export const LoadFailedThenRetried: Story = {
  args: {
    id: 'privacy',
    load: (id, language) => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : loadLegalDocument(id, language);
    },
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await showsDocument(canvasElement, 'privacy');
    await expect(attempts).toBe(2);
  },
};

/** The failure as it stays when retry does not help (what the designer signs off). */
export const LoadFailed: Story = {
  args: { id: 'privacy', load: () => Promise.reject(new TypeError('Failed to fetch')) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};
