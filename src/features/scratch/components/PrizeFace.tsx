import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { px } from '../../../ui/px';
import type { Prize } from '../model';
import { Lamborghini } from './Lamborghini';

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
  /* ivory security paper: a guilloche of fine gold rings, lit from the top left */
  background:
    radial-gradient(circle at 25% 15%, rgba(255, 255, 255, 0.9), transparent 60%),
    repeating-radial-gradient(circle at 50% 50%, rgba(201, 138, 26, 0.12) 0 ${px(1)}, transparent ${px(1.5)} ${px(5)}),
    #fbf1d8;
  color: #5c2a00;
  text-align: center;
  line-break: strict;
  ${({ $grand }) =>
    $grand &&
    css`
      gap: ${px(2)};
      background:
        radial-gradient(60% 30% at 50% 62%, rgba(255, 190, 90, 0.5), transparent 70%),
        repeating-conic-gradient(from 0deg at 50% 60%, rgba(255, 214, 120, 0.16) 0 8deg, transparent 8deg 20deg),
        radial-gradient(circle at 30% 10%, #5b1f9e, #1e0b3e 75%);
      color: #ffe7a3;
    `}
`;

const Big = styled.strong`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  color: #b3261e;
  white-space: nowrap;
  [data-prize='grand'] > & {
    color: #ffe08a;
    font-size: ${px(24)};
  }
  font-size: ${px(30)};
  font-weight: 900;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Line = styled.span`
  font-size: ${px(15)};
  font-weight: 700;
`;

// No prize: a red rubber stamp, askew, on the ivory paper.
const Stamp = styled(Line)`
  padding: ${px(6)} ${px(14)};
  border: ${px(2.5)} solid #b3261ecc;
  border-radius: ${px(10)};
  color: #b3261e;
  font-size: ${px(18)};
  font-weight: 900;
  transform: rotate(-6deg);
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
    background: linear-gradient(135deg, #fff3c4, #f6c453 50%, #b9801f);
    color: #7a4a00;
    font-size: ${px(22)};
    font-weight: 900;
  }
`;

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
        <Lamborghini width={px(200)} />
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
      <Stamp>{t('prize.none')}</Stamp>
    </Face>
  );
}
