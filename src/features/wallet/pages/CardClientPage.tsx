import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TextField } from '../../../ui/TextField/TextField';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { cardRefusalOf, type Redeemed, redeemCard, walletKeys } from '../api';
import { CoinArt } from '../components/CoinArt';
import { GoldButton, StorePage } from '../components/StorePage';
import { CARD_CODE_LENGTH, checkCardCode, groupCardCode, normaliseCardCode } from '../model';

const GiftCard = styled.div`
  position: relative;
  align-self: center;
  width: ${px(250)};
  height: ${px(150)};
  overflow: hidden;
  border-radius: ${px(18)};
  background:
    radial-gradient(circle at 80% 20%, rgba(255, 255, 255, 0.35) 0, transparent ${px(60)}),
    linear-gradient(135deg, #7b2ff7 0%, #c2188a 60%, #f6a21e 100%);
  box-shadow: 0 ${px(14)} ${px(30)} rgba(123, 47, 247, 0.35);
  transform: rotate(-4deg);
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: ${px(58)};
    width: ${px(14)};
    background: linear-gradient(90deg, #ffe08a, #f6c453);
  }
  &::after {
    content: '';
    position: absolute;
    top: ${px(56)};
    right: 0;
    left: 0;
    height: ${px(14)};
    background: linear-gradient(180deg, #ffe08a, #f6c453);
  }
`;

const Bow = styled.span`
  position: absolute;
  z-index: 1;
  top: ${px(38)};
  left: ${px(40)};
`;

const CardCoin = styled.span`
  position: absolute;
  z-index: 1;
  right: ${px(14)};
  bottom: ${px(10)};
`;

const Dots = styled.span`
  position: absolute;
  z-index: 1;
  bottom: ${px(16)};
  left: ${px(18)};
  display: flex;
  gap: ${px(6)};
  & i {
    width: ${px(26)};
    height: ${px(6)};
    border-radius: ${px(3)};
    background: rgba(255, 255, 255, 0.7);
  }
`;

const Intro = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.55;
  text-align: center;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(16)};
  border-radius: ${px(18)};
  background: #fff;
  box-shadow: inset 0 0 0 ${px(1)} #eadfcb;
  & input {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Preview = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  & code {
    color: var(--color-text);
    font-size: ${px(13)};
    font-weight: 700;
  }
`;

const Result = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(24)} ${px(18)};
  border-radius: ${px(20)};
  background: linear-gradient(180deg, #fffaf0, #fff0cc);
  box-shadow: inset 0 0 0 ${px(1.5)} #f1cf7a;
  text-align: center;
  & h2 {
    margin: 0;
    color: #8a4b00;
    font-size: ${px(26)};
    font-weight: 900;
  }
  & p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(14)};
  }
`;

const Help = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  margin: 0;
  padding: 0 0 0 ${px(18)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.5;
`;

function Bowknot() {
  return (
    <svg viewBox="0 0 48 32" width="52" height="35" aria-hidden="true" focusable="false">
      <path d="M24 16C14 2 2 6 6 16c-4 10 8 14 18 0z" fill="#FFD45C" stroke="#B9801F" strokeWidth="1.5" />
      <path d="M24 16c10-14 22-10 18 0 4 10-8 14-18 0z" fill="#FFD45C" stroke="#B9801F" strokeWidth="1.5" />
      <circle cx="24" cy="16" r="5" fill="#F6C453" stroke="#B9801F" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * `/h5/card_client`: redeem a gift card. The code is checked as typed (16 letters and digits, full-width and
 * lower case accepted, spaces and dashes ignored) before it is sent; the server says whether it is valid,
 * used or expired. One redemption per code and key: a double tap or a retry is answered once.
 */
export default function CardClientPage() {
  const { t, i18n } = useTranslation('wallet');
  const back = useBackOrClose();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);
  const amount = (value: number) => formatNumber(i18n.language, value);

  // One redemption per intent (platform/http/useWriteIntent): a double tap sends once; a redemption with no answer
  // is checked with its key — after a reload too — and answered with this person's own redemption, not "already used".
  const redeem = useWriteIntent<{ code: string }, Redeemed>({
    scope: 'wallet:card',
    send: ({ code }, key, options) => redeemCard(code, key, options),
    restore: (raw) => {
      const code = (raw as { code?: unknown } | null)?.code;
      return typeof code === 'string' && !checkCardCode(code) ? { code: normaliseCardCode(code) } : null;
    },
    onDone: (result) => {
      setRedeemed(result);
      setTyped('');
      void queryClient.invalidateQueries({ queryKey: walletKeys.catalog() });
    },
    onRefused: (error) => {
      const refusal = cardRefusalOf(error);
      if (refusal) setProblem(t(`walletCard:card.errors.${refusal}`));
      return refusal !== null;
    },
  });
  const pending = redeem.unknown ? redeem.intent : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCardCode(typed);
    if (check) {
      setProblem(
        t(`walletCard:card.errors.${check}`, { length: CARD_CODE_LENGTH, typed: normaliseCardCode(typed).length }),
      );
      return;
    }
    redeem.run({ code: normaliseCardCode(typed) });
  };

  // While a redemption's outcome is unknown, its code is the one on screen and the only way on is its check.
  const normalised = normaliseCardCode(pending?.params.code ?? typed);
  return (
    <Scaffold title={t('titles.card')} onBack={back}>
      <StorePage>
        <GiftCard aria-hidden="true">
          <Bow>
            <Bowknot />
          </Bow>
          <Dots>
            <i />
            <i />
            <i />
            <i />
          </Dots>
          <CardCoin>
            <CoinArt pile={1} width={48} />
          </CardCoin>
        </GiftCard>
        {redeemed ? (
          <Result aria-live="polite" data-redeemed={redeemed.coins}>
            <CoinArt pile={5} width={110} />
            <h2>{t('walletCard:card.redeemed', { coins: amount(redeemed.coins) })}</h2>
            <p>{t('walletCard:card.balance', { balance: amount(redeemed.balance) })}</p>
            <Button variant="secondary" onClick={() => setRedeemed(null)}>
              {t('walletCard:card.another')}
            </Button>
          </Result>
        ) : (
          <>
            <Intro>{t('walletCard:card.intro', { length: CARD_CODE_LENGTH })}</Intro>
            <Form onSubmit={submit} noValidate>
              <TextField
                label={t('walletCard:card.label')}
                placeholder={t('walletCard:card.placeholder')}
                value={pending ? groupCardCode(pending.params.code) : typed}
                disabled={pending !== null}
                onChange={(value) => {
                  setTyped(value);
                  setProblem(undefined);
                }}
                autoComplete="off"
                clearable
                error={problem ?? redeem.refusal ?? undefined}
                helper={
                  problem || redeem.refusal ? undefined : t('walletCard:card.helper', { length: CARD_CODE_LENGTH })
                }
              />
              {normalised && !problem && !redeem.refusal && (
                <Preview>
                  {t('walletCard:card.preview')} <code data-code={normalised}>{groupCardCode(normalised)}</code>
                </Preview>
              )}
              {pending ? (
                <UnknownOutcome checking={redeem.busy} onCheck={redeem.submit} />
              ) : (
                <GoldButton type="submit" block size="large" loading={redeem.busy}>
                  {t('walletCard:card.redeem')}
                </GoldButton>
              )}
            </Form>
            <Help aria-label={t('walletCard:card.helpTitle')}>
              <li>{t('walletCard:card.help1')}</li>
              <li>{t('walletCard:card.help2')}</li>
              <li>{t('walletCard:card.help3')}</li>
            </Help>
          </>
        )}
      </StorePage>
    </Scaffold>
  );
}
