import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../src/ui/px';
import { Scaffold } from '../../src/ui/Scaffold/Scaffold';

const Text = styled.p`
  margin: 0;
  padding: ${px(20)} ${px(16)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.7;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(10)};
  padding: 0 ${px(16)};
`;

/** Where a story prints what a promise resolved to, for its play test and for the reviewer. */
export const Result = styled.output`
  display: block;
  min-height: ${px(20)};
  padding: ${px(12)} ${px(16)};
  color: var(--color-text);
  font-size: ${px(14)};
`;

/** A page under an overlay story, so designers judge the overlay in context. */
export function PageBehind({ controls, children }: { controls?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('demo');
  return (
    <Scaffold title={t('overlays.sheetTitle')}>
      <Text>{t('overlays.page')}</Text>
      {controls && <Controls>{controls}</Controls>}
      {children}
    </Scaffold>
  );
}
