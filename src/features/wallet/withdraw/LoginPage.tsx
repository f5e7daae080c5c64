import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { adoptSignedInToken } from '../../../platform/session/token';
import { Button } from '../../../ui/Button/Button';
import { lazyComponent } from '../../../ui/lazyComponent';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TextField } from '../../../ui/TextField/TextField';
import { showToast } from '../../../ui/Toast/toast';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { logIn, sendLoginCode, withdrawRefusalOf } from '../withdrawApi';
import { ALIPAY_ACCOUNT_WEB_PATH, WITHDRAW_CONFIRM_WEB_PATH } from '../paths';
import { isMobileNumber } from '../withdrawal';
import type { LoginNext } from './LoginDone';
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
  line-break: strict;

  /* One line box for the fields' labels, so the code button can sit level with its field (CodeRow). */
  label {
    line-height: ${px(20)};
  }
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

/**
 * The code field and its button side by side at any width (320–414 px, five languages): the field takes what is left
 * (`minmax(0, …)`: an input's own width made the row 389 px wide), the button a fixed column whose label wraps
 * ("Resend in / 59 s") instead of pushing the row. The button sits level with the field, not with its error text:
 * below the label's line box and the field's gap.
 */
const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${px(116)};
  align-items: start;
  gap: ${px(8)};
`;

const CodeButton = styled(Button)`
  height: auto;
  min-height: ${px(48)};
  margin-top: ${px(26)};
  padding: ${px(4)} ${px(8)};
  border-radius: ${px(14)};
  font-size: ${px(14)};
  line-height: 1.25;
  white-space: normal;
  text-align: center;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

type Field = 'phone' | 'code';

/** The "signed in" card: shown only after a sign-in, so its code (and art) loads when the sign-in is sent. */
const Done = lazyComponent(async () => (await import('./LoginDone')).LoginDone);

/** Where the member goes on from the sign-in, named by the page (the path may carry a query). */
function loginNextOf(path: string): LoginNext {
  const page = path.split('?')[0];
  return page === WITHDRAW_CONFIRM_WEB_PATH ? 'confirm' : page === ALIPAY_ACCOUNT_WEB_PATH ? 'account' : 'withdraw';
}

/**
 * `/h5/login`: the plain-browser pages' sign-in (decision: mobile number + SMS code, the way members sign in to
 * the app). The token is kept like a query token — in storage, never in an address — and the page goes back to
 * the `/web` page that sent it here, from a "signed in" card with the button to go on (`LoginDone`).
 */
export default function LoginPage() {
  const { t } = useTranslation('withdraw');
  const back = useBackOrClose();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const now = useAppNow(1_000);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // A field's problem shows once the member typed in it and left it, asked for a code (the number) or submitted —
  // not while the field is still empty and untouched, nor the code's as soon as the code is requested.
  const [typed, setTyped] = useState<ReadonlySet<Field>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<Field>>(() => new Set());
  const [codeRefused, setCodeRefused] = useState(false);
  const [signedIn, setSignedIn] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const number = phone.normalize('NFKC').replace(/[\s-]/g, '');
  const digits = code.normalize('NFKC').replace(/\s/g, '');
  const phoneProblem = isMobileNumber(number) ? null : t('login.badPhone');
  const codeProblem = /^\d{6}$/.test(digits) ? null : t('login.badCode');
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1_000));
  const next = afterLogin(params.get('next'));
  const show = (...fields: Field[]) => setShown((before) => new Set([...before, ...fields]));
  // Asking for a code and signing in are writes on the shared mechanism (platform/http/useWriteIntent): two taps before
  // the page re-renders send one request; a reply that never comes ends as "no answer yet" with its check (the same
  // key: the server sends no second code and opens no second session). The number and the code are personal data:
  // nothing is kept on the phone across a reload.
  const send = useWriteIntent<{ phone: string }, number>({
    scope: 'withdraw:code',
    send: ({ phone: to }, key, options) => sendLoginCode(to, key, options),
    onDone: (seconds) => {
      setResendAt(appNow() + seconds * 1_000);
      showToast(t('login.sent'));
    },
  });
  const submit = useWriteIntent<{ phone: string; code: string }, string>({
    scope: 'withdraw:login',
    // The "signed in" card's code is asked for with the sign-in and the write ends once both are here (the button
    // spins till then), so the card renders at once instead of suspending. A chunk that did not come is the route's
    // error with retry.
    send: async (params, key, options) =>
      (await Promise.all([logIn(params.phone, params.code, key, options), Done.preload().catch(() => undefined)]))[0],
    onDone: (token, params) => {
      adoptSignedInToken(token);
      setSignedIn(params.phone);
    },
    // The server's "wrong code" is the code field's own message; any other refusal its words under the button.
    onRefused: (error) => {
      const wrong = withdrawRefusalOf(error) === 'wrongCode';
      if (wrong) setCodeRefused(true);
      return wrong;
    },
  });
  // A write with no answer keeps what it sent on screen (memory only) until its check says.
  const asking = send.unknown ? (send.intent?.params ?? null) : null;
  const signingIn = submit.unknown ? (submit.intent?.params ?? null) : null;
  const codeError = codeRefused ? t('login.wrongCode') : shown.has('code') && codeProblem ? codeProblem : undefined;
  return (
    <Scaffold title={t('titles.login')} onBack={back}>
      <Page>
        {signedIn ? (
          <Suspense fallback={<div role="status" aria-busy="true" aria-label={t('loading')} />}>
            <Done.Component
              phone={signedIn}
              next={loginNextOf(next)}
              onContinue={() => void navigate(next, { replace: true })}
            />
          </Suspense>
        ) : (
          <Card
            aria-labelledby="login-title"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              show('phone', 'code');
              if (signingIn) submit.submit();
              else if (!phoneProblem && !codeProblem) submit.run({ phone: number, code: digits });
            }}
          >
            <Title id="login-title">{t('login.title')}</Title>
            <Hint>{t('login.hint')}</Hint>
            <TextField
              label={t('login.phone')}
              value={signingIn?.phone ?? asking?.phone ?? phone}
              disabled={signingIn !== null || asking !== null}
              onChange={(value) => {
                setPhone(value);
                setTyped((before) => new Set([...before, 'phone']));
              }}
              onBlur={() => {
                if (typed.has('phone')) show('phone');
              }}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('login.phonePlaceholder')}
              error={shown.has('phone') && phoneProblem ? phoneProblem : undefined}
            />
            <CodeRow>
              <TextField
                label={t('login.code')}
                value={signingIn?.code ?? code}
                disabled={signingIn !== null}
                onChange={(value) => {
                  setCode(value);
                  setCodeRefused(false);
                  setTyped((before) => new Set([...before, 'code']));
                }}
                onBlur={() => {
                  if (typed.has('code')) show('code');
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('login.codePlaceholder')}
                error={codeError}
              />
              <CodeButton
                variant="secondary"
                disabled={wait > 0 || asking !== null || signingIn !== null}
                loading={send.busy && asking === null}
                onClick={() => {
                  show('phone');
                  if (!phoneProblem) send.run({ phone: number });
                }}
              >
                {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.send')}
              </CodeButton>
            </CodeRow>
            <WriteStatus write={send} />
            {signingIn === null && (
              <Button type="submit" block size="large" loading={submit.busy}>
                {t('login.submit')}
              </Button>
            )}
            <WriteStatus write={submit} />
          </Card>
        )}
      </Page>
    </Scaffold>
  );
}
