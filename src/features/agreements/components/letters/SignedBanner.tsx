import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { fadeIn, whenReducedMotion } from '../../../../ui/motion';
import { px } from '../../../../ui/px';

const Card = styled.section<{ $fresh: boolean }>`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  gap: ${px(14)};
  padding: ${px(16)};
  border-radius: ${px(16)};
  background:
    radial-gradient(circle at 100% 0, rgba(200, 16, 46, 0.1) 0, transparent ${px(140)}),
    linear-gradient(160deg, #fffaf3 0%, #ffffff 80%);
  box-shadow:
    inset 0 0 0 ${px(1)} #f3d9c4,
    0 ${px(2)} ${px(12)} rgba(80, 40, 20, 0.06);
  ${({ $fresh }) =>
    $fresh &&
    css`
      animation: ${fadeIn} var(--motion-fade-in) ease-out both;
      ${whenReducedMotion(css`
        animation: none;
      `)}
    `}
`;

const Check = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(44)};
  height: ${px(44)};
  border-radius: 50%;
  background: linear-gradient(160deg, #e8405a, #b3122f);
  box-shadow: 0 ${px(4)} ${px(12)} rgba(179, 18, 47, 0.3);
  color: #ffffff;
  svg {
    width: ${px(24)};
    height: ${px(24)};
  }
`;

const Text = styled.div`
  min-width: 0;
  h2 {
    margin: 0;
    color: #8a1f3d;
    font-size: ${px(18)};
    font-weight: 900;
  }
  p {
    margin: ${px(3)} 0 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
    font-variant-numeric: tabular-nums;
  }
`;

/** The letter is signed: "signed just now" after signing here, "already signed" on a later visit; the day and version. */
export function SignedBanner({ fresh, date, version }: { fresh: boolean; date: string; version: string }) {
  const { t } = useTranslation('letters');
  const id = useId();
  return (
    <Card $fresh={fresh} aria-labelledby={id} data-testid="signed-banner">
      <Check aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none">
          <path
            d="M6 12.5l4 4 8-8.5"
            stroke="currentColor"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Check>
      <Text>
        <h2 id={id}>{t(fresh ? 'signed.justNow' : 'signed.already')}</h2>
        <p>{t('signed.detail', { date, version })}</p>
      </Text>
    </Card>
  );
}
