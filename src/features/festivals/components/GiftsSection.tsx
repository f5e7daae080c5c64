import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { px } from '../../../ui/px';
import { GiftArt } from '../art/GiftArt';
import { star } from '../art/gifts/star';
import type { FestivalGift } from '../contract';
import type { FestivalDefinition } from '../definition';
import { Panel, PanelNote } from './Panel';
import { useCount } from './useCount';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(3)};
  padding: ${px(8)} ${px(4)} ${px(10)};
  border-radius: ${px(16)};
  background: linear-gradient(180deg, rgba(255, 255, 255, 0.12) 0%, rgba(255, 255, 255, 0.03) 100%);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.12);
  text-align: center;
  & > svg {
    filter: drop-shadow(0 ${px(4)} ${px(6)} rgba(0, 0, 0, 0.35));
  }
`;

const Name = styled.strong`
  font-size: ${px(13)};
  line-height: 1.25;
`;

const Price = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${px(3)};
  font-size: ${px(12)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Points = styled.span`
  color: var(--color-accentStrong);
  font-size: ${px(12)};
  font-weight: 700;
`;

const Perks = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(11)};
  line-height: 1.35;
`;

/** The festival's gifts: each one's price, the points it adds and the medal and vehicle it gives (spec §9). */
export function GiftsSection({ festival, gifts }: { festival: FestivalDefinition; gifts: readonly FestivalGift[] }) {
  const { t } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const count = useCount();
  return (
    <Panel title={t('sections.gifts')}>
      <Grid>
        {gifts.map((gift) => (
          <Tile key={gift.gift_id}>
            <GiftArt drawing={festival.gifts[gift.art] ?? star} size={56} />
            <Name>{own(`giftNames.${gift.gift_id}`, { defaultValue: t('giftNames.fallback') })}</Name>
            <Price>
              <GoldCoinIcon size={14} />
              {count(gift.price).formatted}
            </Price>
            <Points>{t('gifts.points', count(gift.points))}</Points>
            {(gift.medal_days > 0 || gift.vehicle_days > 0) && (
              <Perks>
                {[
                  gift.medal_days > 0 && t('gifts.medal', { count: gift.medal_days }),
                  gift.vehicle_days > 0 && t('gifts.vehicle', { count: gift.vehicle_days }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Perks>
            )}
          </Tile>
        ))}
      </Grid>
      <PanelNote>{t('gifts.where')}</PanelNote>
    </Panel>
  );
}
