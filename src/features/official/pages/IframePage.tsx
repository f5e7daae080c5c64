import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(8)};
  padding-top: ${px(24)};
`;

/**
 * `/h5/iframe` (spec §2: a path of the app, where the debug console never starts). The spec says nothing of what it
 * shows, so it embeds nothing: opened on its own it says there is nothing to show here, with the way back. The utility
 * pages' issue builds it fully.
 */
export default function IframePage() {
  const { t } = useTranslation('official');
  const back = useBackOrClose();
  return (
    <Scaffold title={t('iframe.title')} onBack={back}>
      <Body>
        <EmptyState message={t('iframe.message')} />
        <Button onClick={back}>{t('iframe.leave')}</Button>
      </Body>
    </Scaffold>
  );
}
