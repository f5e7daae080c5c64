import { Suspense } from 'react';
import styled from 'styled-components';
import { lazyComponent } from '../lazyComponent';
import { px } from '../px';
import type { EmptyStateProps } from './EmptyStateView';

export type { EmptyStateProps } from './EmptyStateView';

/**
 * The empty state's code (its illustration is most of it, ~2 KB gzip) loads only when one shows,
 * not with the first visit of every list page that might one day be empty.
 */
export const EmptyStateCode = lazyComponent<EmptyStateProps>(() =>
  import('./EmptyStateView').then(
    (module) => module.EmptyStateView,
    // Offline before it ever loaded: the message alone rather than the page's error screen.
    () => TextOnly,
  ),
);

/* About the size of the empty state, so the page barely moves when it arrives. */
const Placeholder = styled.p<{ $compact?: boolean }>`
  min-height: ${({ $compact }) => px($compact ? 180 : 260)};
  margin: 0;
  padding: ${px(40)} ${px(24)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  text-align: center;
`;

function TextOnly({ message, compact }: EmptyStateProps) {
  return <Placeholder $compact={compact}>{message}</Placeholder>;
}

/** Nothing to show yet: a warm illustration, a short line and, when useful, one way forward. */
export function EmptyState({ plain, ...props }: EmptyStateProps & { plain?: boolean }) {
  // The line alone, at once (no illustration, no code to load): where the page above already says why it is empty.
  if (plain) return <TextOnly {...props} />;
  return (
    <Suspense fallback={<Placeholder $compact={props.compact} />}>
      <EmptyStateCode.Component {...props} />
    </Suspense>
  );
}
