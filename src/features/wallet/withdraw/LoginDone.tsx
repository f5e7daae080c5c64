import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { maskAccount } from '../withdrawal';

/** Where the member goes on from the sign-in, named by the page (`loginNextOf` in LoginPage). */
export type LoginNext = 'withdraw' | 'confirm' | 'account';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(28)} ${px(20)} ${px(22)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
  text-align: center;
  line-break: strict;
`;

const Title = styled.h2`
  margin: ${px(4)} 0 0;
  font-size: ${px(21)};
  &:focus {
    outline: none;
  }
`;

const Account = styled.p`
  margin: 0 0 ${px(10)};
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
`;

/**
 * The sign-in's emblem, the withdrawal result's family (a green disc lit from the top-left, a halo ring): the tick
 * on the disc, a gloss where the light falls and two sparks.
 */
function SignedInEmblem() {
  const id = useId();
  const disc = `${id}-disc`;
  return (
    <svg width={px(96)} height={px(96)} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={disc} x1="0.2" y1="0.05" x2="0.8" y2="0.95">
          <stop offset="0" stopColor="#4fdc9c" />
          <stop offset="0.55" stopColor="#1fae6f" />
          <stop offset="1" stopColor="#0d7f50" />
        </linearGradient>
      </defs>
      <ellipse cx="48" cy="91" rx="20" ry="3" fill="#0d7f50" opacity="0.14" />
      <circle cx="48" cy="46" r="40" fill="#14a06a" opacity="0.12" />
      <circle cx="48" cy="46" r="31" fill={`url(#${disc})`} />
      <path
        d="M25.4 37.8A24 24 0 0 1 39.8 23.4"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.5"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M34 47.5l9.5 9.5L63 37"
        fill="none"
        stroke="#ffffff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M83 13l2 5.5 5.5 2-5.5 2-2 5.5-2-5.5-5.5-2 5.5-2z" fill="#ffc94d" />
      <path d="M12 66l1.4 3.6 3.6 1.4-3.6 1.4-1.4 3.6-1.4-3.6-3.6-1.4 3.6-1.4z" fill="#3fd08e" />
    </svg>
  );
}

/**
 * Signed in (`/h5/login`): said with the account it signed in with (masked) and the page it goes on to, one button
 * away — not a jump straight on, so the member sees it worked. The heading takes the focus, so a screen reader says it.
 * Its code loads when the sign-in is sent (`LoginPage`), not with the form.
 */
export function LoginDone({ phone, next, onContinue }: { phone: string; next: LoginNext; onContinue: () => void }) {
  const { t } = useTranslation('withdraw');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Card aria-labelledby="login-done">
      <SignedInEmblem />
      <Title id="login-done" ref={title} tabIndex={-1}>
        {t('login.done.title')}
      </Title>
      <Account>
        {t('login.done.account', { phone: maskAccount(phone) })}
        <br />
        {t('login.done.then')}
      </Account>
      <Button block size="large" onClick={onContinue}>
        {t(`login.done.continue.${next}`)}
      </Button>
    </Card>
  );
}
