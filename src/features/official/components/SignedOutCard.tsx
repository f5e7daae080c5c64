import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import { px } from '../../../ui/px';

const Title = styled.h2`
  margin: 0;
  font-size: ${px(18)};
  font-weight: 700;
`;

const Body = styled.p`
  margin: ${px(6)} 0 ${px(14)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
`;

/**
 * Nobody is signed in (no token, or the server says the session ended): what that means here and
 * the one thing to do — sign in in the app, which is where accounts live; the web view closes to it
 * (in a plain browser: back, or the "return to the app" notice).
 */
export function SignedOutCard({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation('official');
  return (
    <Card variant="festival" padding={20} role="region" aria-labelledby="home-signed-out">
      <Title id="home-signed-out">{t('home.signedOut.title')}</Title>
      <Body>{t('home.signedOut.message')}</Body>
      <Button block onClick={onSignIn}>
        {t('home.signedOut.action')}
      </Button>
    </Card>
  );
}
