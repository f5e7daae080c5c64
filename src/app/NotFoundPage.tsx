import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBackOrClose } from '../platform/navigation/backOrClose';
import { Button } from '../ui/Button/Button';
import { EmptyState } from '../ui/EmptyState/EmptyState';
import { px } from '../ui/px';
import { Scaffold } from '../ui/Scaffold/Scaffold';

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${px(12)};
`;

/** Any path the app does not know: say so, and offer the way back and the home page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const back = useBackOrClose();
  const navigate = useNavigate();
  return (
    <Scaffold title={t('notFound.title')} onBack={back}>
      <EmptyState kind="notFound" message={t('notFound.message')} />
      <Actions>
        <Button variant="secondary" onClick={back}>
          {t('notFound.back')}
        </Button>
        <Button onClick={() => void navigate('/')}>{t('notFound.home')}</Button>
      </Actions>
    </Scaffold>
  );
}
