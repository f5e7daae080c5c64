import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { adoptSignedInToken } from '../../../platform/session/token';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TextField } from '../../../ui/TextField/TextField';
import { showToast } from '../../../ui/Toast/toast';
import { logIn, sendLoginCode, withdrawRefusalOf } from '../withdrawApi';
import { isMobileNumber } from '../withdrawal';
import { afterLogin } from './webVariant';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(16)};
  padding: ${px(24)} ${px(16)};
`;

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(20)} ${px(16)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${px(22)};
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
`;

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${px(8)};
`;

/**
 * `/h5/login`: the plain-browser pages' sign-in (decision: mobile number + SMS code, the way members sign in to
 * the app). The token is kept like a query token — in storage, never in an address — and the page goes back to
 * the `/web` page that sent it here.
 */
export default function LoginPage() {
  const { t } = useTranslation('withdraw');
  const back = useBackOrClose();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const now = useAppNow(1_000);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const number = phone.normalize('NFKC').replace(/[\s-]/g, '');
  const digits = code.normalize('NFKC').replace(/\s/g, '');
  const phoneProblem = isMobileNumber(number) ? null : t('login.badPhone');
  const codeProblem = /^\d{6}$/.test(digits) ? null : t('login.badCode');
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1_000));
  const send = useMutation({
    mutationFn: () => sendLoginCode(number),
    onSuccess: (seconds) => {
      setResendAt(appNow() + seconds * 1_000);
      showToast(t('login.sent'));
    },
    onError: () => showToast(t('errors.retry')),
  });
  const submit = useMutation({
    mutationFn: () => logIn(number, digits),
    onSuccess: (token) => {
      adoptSignedInToken(token);
      void navigate(afterLogin(params.get('next')), { replace: true });
    },
    onError: (error) => showToast(withdrawRefusalOf(error) === 'wrongCode' ? t('login.wrongCode') : t('errors.retry')),
  });
  return (
    <Scaffold title={t('titles.login')} onBack={back}>
      <Page>
        <Card
          aria-labelledby="login-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!phoneProblem && !codeProblem) submit.mutate();
          }}
        >
          <Title id="login-title">{t('login.title')}</Title>
          <Hint>{t('login.hint')}</Hint>
          <TextField
            label={t('login.phone')}
            value={phone}
            onChange={setPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('login.phonePlaceholder')}
            error={touched && phoneProblem ? phoneProblem : undefined}
          />
          <CodeRow>
            <TextField
              label={t('login.code')}
              value={code}
              onChange={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('login.codePlaceholder')}
              error={touched && codeProblem ? codeProblem : undefined}
            />
            <Button
              variant="secondary"
              disabled={wait > 0}
              loading={send.isPending}
              onClick={() => {
                setTouched(true);
                if (!phoneProblem) send.mutate();
              }}
            >
              {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.send')}
            </Button>
          </CodeRow>
          <Button type="submit" block size="large" loading={submit.isPending}>
            {t('login.submit')}
          </Button>
        </Card>
      </Page>
    </Scaffold>
  );
}
