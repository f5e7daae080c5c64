import { useQuery } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { scrollToIdAndFocus } from '../../../platform/navigation/scrollToAndFocus';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { headingId, LegalDocument } from '../components/LegalDocument';
import { documentHref } from '../documentHref';
import { type DocId, legalDocumentQuery, loadLegalDocument } from '../legalDocument';

/** The header, contents and first section's cards, in the composer's own spacing. */
const Loading = styled.div`
  display: grid;
  gap: ${px(12)};
  padding: ${px(12)};
`;

export interface LegalDocumentPageProps {
  id: DocId;
  /** Where the document comes from (stories give one that never arrives, or fails). */
  load?: typeof loadLegalDocument;
}

/**
 * A legal or rule page: document `id` in the app's language under the title bar. The document is code, not data
 * (one chunk per document and language): read once and kept; a chunk that fails to arrive shows the error with retry.
 */
export function LegalDocumentPage({ id, load = loadLegalDocument }: LegalDocumentPageProps) {
  const { t, i18n } = useTranslation('legal');
  const back = useBackOrClose();
  const { hash } = useLocation();
  const document = useQuery(legalDocumentQuery(id, i18n.language, load));
  const loaded = document.data !== undefined;
  // A link to a section (`/h5/privacy#rights`) lands on it once the document is on screen (at once: no scroll ride).
  useEffect(() => {
    if (loaded && hash.length > 1) scrollToIdAndFocus(headingId(decodeURIComponent(hash.slice(1))), true);
  }, [loaded, hash]);
  return (
    <Scaffold title={t(`titles.${id}`)} onBack={back}>
      {document.data ? (
        <LegalDocument doc={document.data} hrefFor={documentHref} />
      ) : document.isError ? (
        <ErrorState
          message={serverMessage(document.error)}
          onRetry={() => void document.refetch()}
          retrying={document.isFetching}
        />
      ) : (
        <Loading role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton $height={132} $radius={16} />
          <Skeleton $height={180} $radius={16} />
          <Skeleton $height={320} $radius={16} />
        </Loading>
      )}
    </Scaffold>
  );
}

const pages = new Map<DocId, ComponentType>();

/** The page of document `id` (one component per document, so React keeps each page's state apart). */
export function legalDocumentPage(id: DocId): ComponentType {
  let page = pages.get(id);
  if (!page) {
    page = function DocumentPage() {
      return <LegalDocumentPage id={id} />;
    };
    pages.set(id, page);
  }
  return page;
}
