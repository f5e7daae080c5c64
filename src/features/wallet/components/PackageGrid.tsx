import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { focusRing, pressedScale, pressedTint } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { formatPrice } from '../../../platform/i18n/money';
import { bonusPercent, type CoinPackage } from '../model';
import { CoinArt, pileFor } from './CoinArt';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(10)};
`;

const Tile = styled.button<{ $on: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(2)};
  min-width: 0;
  padding: ${px(14)} ${px(4)} 0;
  overflow: hidden;
  border: 0;
  border-radius: ${px(16)};
  background: linear-gradient(180deg, #fffdf6 0%, #fff6e0 100%);
  box-shadow:
    inset 0 0 0 ${px(1)} #f1dfb4,
    0 ${px(3)} ${px(10)} rgba(160, 110, 20, 0.08);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  transition: transform var(--motion-scale-in) ease, box-shadow var(--motion-fade-in) ease;
  &:active {
    transform: ${pressedScale(0.97)};
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing(2)}
  }
  ${({ $on }) =>
    $on &&
    css`
      background: linear-gradient(180deg, #fff8e1 0%, #ffe9b0 100%);
      box-shadow:
        inset 0 0 0 ${px(2.5)} #e0a028,
        0 ${px(6)} ${px(16)} rgba(224, 160, 40, 0.35);
    `}
`;

const Ribbon = styled.span<{ $tag: string }>`
  position: absolute;
  top: 0;
  left: 0;
  max-width: 100%;
  padding: ${px(2)} ${px(8)} ${px(3)};
  overflow: hidden;
  border-radius: ${px(16)} 0 ${px(12)} 0;
  color: #fff;
  font-size: ${px(10.5)};
  font-weight: 800;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
  background: ${({ $tag }) =>
    $tag === 'best_value'
      ? 'linear-gradient(90deg, #e8344e, #c4133a)'
      : $tag === 'popular'
        ? 'linear-gradient(90deg, #8b3dff, #6420d8)'
        : 'linear-gradient(90deg, #0f8a5f, #0b6e4b)'};
`;

const Coins = styled.span`
  margin-top: ${px(2)};
  font-size: ${px(18)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

const Bonus = styled.span<{ $none: boolean }>`
  min-height: ${px(18)};
  padding: 0 ${px(6)};
  border-radius: ${px(9)};
  background: ${({ $none }) => ($none ? 'transparent' : '#ffe2e6')};
  color: #b0102f;
  font-size: ${px(11)};
  font-weight: 700;
  line-height: ${px(18)};
`;

const PriceStrip = styled.span<{ $on: boolean }>`
  align-self: stretch;
  margin-top: ${px(8)};
  padding: ${px(7)} 0 ${px(8)};
  background: ${({ $on }) => ($on ? 'linear-gradient(180deg, #f6b93b, #e0901c)' : '#fbe7b9')};
  color: ${({ $on }) => ($on ? '#3b2300' : '#6b4300')};
  font-size: ${px(14)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** The coin packages, smallest first, as a store's grid: coins, bonus, price, and the best-value and popular tags. */
export function PackageGrid({
  packages,
  currency,
  selected,
  onSelect,
}: {
  packages: CoinPackage[];
  currency: string;
  selected: string | null;
  onSelect: (productId: string) => void;
}) {
  const { t, i18n } = useTranslation('walletRecharge');
  const amount = (value: number) => formatNumber(i18n.language, value);
  return (
    <Grid role="radiogroup" aria-label={t('packages.title')}>
      {packages.map((pack, index) => {
        const on = pack.productId === selected;
        const price = formatPrice(i18n.language, pack.price, currency);
        return (
          <Tile
            key={pack.productId}
            type="button"
            role="radio"
            aria-checked={on}
            aria-label={t(pack.bonusCoins > 0 ? 'packages.optionBonus' : 'packages.option', {
              coins: amount(pack.coins),
              bonus: amount(pack.bonusCoins),
              price,
            })}
            data-product={pack.productId}
            $on={on}
            onClick={() => onSelect(pack.productId)}
          >
            {pack.tag && <Ribbon $tag={pack.tag}>{t(`packages.tags.${pack.tag}`)}</Ribbon>}
            <CoinArt pile={pileFor(index, packages.length)} width={56} />
            <Coins>{amount(pack.coins)}</Coins>
            <Bonus $none={pack.bonusCoins === 0}>
              {pack.bonusCoins > 0
                ? t('packages.bonus', { bonus: amount(pack.bonusCoins), percent: bonusPercent(pack) })
                : ''}
            </Bonus>
            <PriceStrip $on={on}>{price}</PriceStrip>
          </Tile>
        );
      })}
    </Grid>
  );
}
