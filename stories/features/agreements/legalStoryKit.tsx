import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from '../../../src/features/agreements/components/LegalDocument';
import { type DocId, type LegalDoc, loadLegalDocument } from '../../../src/features/agreements/legalDocument';
import { i18n } from '../../../src/platform/i18n/i18n';

/** Where a link to another document goes in the stories (the app's routes give the real paths). */
export const hrefFor = (doc: DocId, section?: string) => `/h5/legal/${doc}${section ? `#${section}` : ''}`;
export const legalText = (key: string) => i18n.t(`legal:${key}`);

/**
 * What every document's stories share (each file adds its title): the composer with document `id` loaded in the
 * story's locale, as a page would after `loadLegalDocument`. Each file's meta says `screenshot: 'viewport'`: a
 * document is several phone screens long, the first (title, version, contents) is what a designer signs off, and a
 * whole-page story shows the rest.
 */
export const documentStoryMeta = (id: DocId) =>
  ({
    component: LegalDocument,
    args: { hrefFor, doc: undefined as unknown as LegalDoc },
    loaders: [async ({ globals }) => ({ doc: await loadLegalDocument(id, String(globals.locale ?? 'zh-Hant')) })],
    render: (args, { loaded }) => <LegalDocument {...args} doc={args.doc ?? (loaded.doc as LegalDoc)} />,
  }) satisfies Omit<Meta<typeof LegalDocument>, 'title'>;

type DocumentPlay = (context: { canvasElement: HTMLElement; loaded: Record<string, unknown> }) => Promise<void>;

/** The document is on screen whole: its title, version, a contents entry for each section and each section's heading. */
export const showsTheDocument: DocumentPlay = async ({ canvasElement, loaded }) => {
  const doc = loaded.doc as LegalDoc;
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(canvas.getByText(doc.version)).toBeVisible();
  const toc = canvas.getByRole('navigation', { name: legalText('contents') });
  await expect(within(toc).getAllByRole('link')).toHaveLength(doc.sections.length);
  for (const section of doc.sections)
    await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
};
