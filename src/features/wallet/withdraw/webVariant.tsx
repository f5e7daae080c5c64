import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import {
  ALIPAY_ACCOUNT_PATH,
  ALIPAY_ACCOUNT_WEB_PATH,
  LOGIN_PATH,
  WITHDRAW_CONFIRM_PATH,
  WITHDRAW_CONFIRM_WEB_PATH,
  WITHDRAW_WEB_PATH,
} from '../paths';

/** Whether this is a `/web` page (a plain browser): then its links stay on `/web`. */
export function useWebVariant() {
  const web = useLocation().pathname.endsWith('/web');
  return {
    web,
    confirmPath: web ? WITHDRAW_CONFIRM_WEB_PATH : WITHDRAW_CONFIRM_PATH,
    accountPath: web ? ALIPAY_ACCOUNT_WEB_PATH : ALIPAY_ACCOUNT_PATH,
  };
}

/** Where `/h5/login` may send the member back to: one of our `/web` pages, else the withdraw page. */
export function afterLogin(next: string | null): string {
  return next && /^\/h5\/[\w/]+\/web(?:\?[\w=&%.-]*)?$/.test(next) ? next : WITHDRAW_WEB_PATH;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(28)} ${px(20)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${px(18)};
  }

  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
  }
`;

const SignIn = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${px(180)};
  height: ${px(46)};
  border-radius: ${px(23)};
  background: var(--color-accentGradient);
  color: #fff;
  font-weight: 800;
  text-decoration: none;
`;

/** Nobody is signed in (a `/web` page in a plain browser): how to sign in (then back here), not an error with retry. */
export function SignInPrompt() {
  const { t } = useTranslation('withdraw');
  const { pathname, search } = useLocation();
  return (
    <Card aria-labelledby="web-sign-in">
      <h2 id="web-sign-in">{t('login.needed')}</h2>
      <p>{t('login.neededHint')}</p>
      <SignIn to={`${LOGIN_PATH}?next=${encodeURIComponent(pathname + search)}`}>{t('login.action')}</SignIn>
    </Card>
  );
}
