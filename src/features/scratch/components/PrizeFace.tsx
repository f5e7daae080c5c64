import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { px } from '../../../ui/px';
import type { Prize } from '../model';

/** Under the foil: the ticket's face, and what the server answered once the card is opened. */
const Face = styled.div<{ $grand: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${px(6)};
  width: 100%;
  height: 100%;
  padding: ${px(12)};
  background:
    radial-gradient(circle at 50% 45%, rgba(255, 255, 255, 0.95), rgba(255, 244, 214, 0.4) 60%),
    repeating-linear-gradient(45deg, #fff4d6 0 ${px(8)}, #ffecc2 ${px(8)} ${px(16)});
  color: #5c2a00;
  text-align: center;
  ${({ $grand }) =>
    $grand &&
    css`
      background:
        radial-gradient(circle at 50% 40%, rgba(255, 240, 180, 0.95), rgba(255, 196, 83, 0.5) 65%),
        repeating-conic-gradient(from 0deg at 50% 45%, #ffd56b 0 10deg, #ffb938 10deg 20deg);
    `}
`;

const Big = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  color: #c2410c;
  font-size: ${px(30)};
  font-weight: 900;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Line = styled.span`
  font-size: ${px(15)};
  font-weight: 700;
`;

const Mystery = styled.span`
  display: flex;
  gap: ${px(10)};
  & > span {
    display: grid;
    place-items: center;
    width: ${px(44)};
    height: ${px(44)};
    border-radius: 50%;
    background: linear-gradient(135deg, #ffe7a3, #f6c453 55%, #e0a526);
    color: #7a4a00;
    font-size: ${px(22)};
    font-weight: 900;
  }
`;

/** The grand prize's car: a golden wedge on a light streak. */
function GoldenCar() {
  return (
    <svg width={px(120)} height={px(52)} viewBox="0 0 120 52" aria-hidden="true">
      <defs>
        <linearGradient id="scratch-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset=".5" stopColor="#f6c453" />
          <stop offset="1" stopColor="#b8790f" />
        </linearGradient>
      </defs>
      <path d="M4 40h112" stroke="#fff" strokeOpacity=".7" strokeWidth="3" strokeLinecap="round" />
      <path d="M6 38v-8l10-4 26-7 17-9h9l43 15 7 4v9z" fill="url(#scratch-gold)" stroke="#7a4a00" strokeWidth="1.5" />
      <path d="M44 20l15-8h8l17 6z" fill="#3a2a12" />
      <circle cx="28" cy="38" r="7" fill="#1b1b1b" stroke="#f6c453" strokeWidth="2.5" />
      <circle cx="92" cy="38" r="7" fill="#1b1b1b" stroke="#f6c453" strokeWidth="2.5" />
    </svg>
  );
}

export interface PrizeFaceProps {
  /** Null until the server has answered the opening: the face shows only question marks. */
  prize: Prize | null;
}

export function PrizeFace({ prize }: PrizeFaceProps) {
  const { t, i18n } = useTranslation('scratch');
  const amount = (value: number) => formatNumber(i18n.language, value);
  if (!prize)
    return (
      <Face $grand={false} aria-hidden="true">
        <Mystery>
          <span>?</span>
          <span>?</span>
          <span>?</span>
        </Mystery>
      </Face>
    );
  if (prize.kind === 'grand')
    return (
      <Face $grand data-prize="grand">
        <GoldenCar />
        <Line>{t('prize.grand')}</Line>
        <Big>{amount(prize.coins)}</Big>
      </Face>
    );
  if (prize.kind === 'coins')
    return (
      <Face $grand={false} data-prize="coins">
        <Big>
          <GoldCoinIcon size={34} />
          {amount(prize.coins)}
        </Big>
        <Line>{t('prize.coins', { amount: amount(prize.coins) })}</Line>
      </Face>
    );
  return (
    <Face $grand={false} data-prize="none">
      <Line>{t('prize.none')}</Line>
    </Face>
  );
}
