import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { RecentWinner } from '../contract';
import { CarArt } from './CarArt';

export interface WinnerStripProps {
  winners: readonly RecentWinner[];
}

/** As many as fit a 375 px row beside the title: a strip that scrolled would hide the newest ones' context. */
const SHOWN = 7;

const Strip = styled.section`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(3)} ${px(16)};
  color: rgba(255, 255, 255, 0.7);
  font-size: ${px(12)};
`;

const List = styled.ol`
  display: flex;
  flex: 1;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  overflow: hidden;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(34)};
  height: ${px(26)};
  border-radius: ${px(8)};
  background: rgba(255, 255, 255, 0.08);

  &:first-child {
    box-shadow: inset 0 0 0 ${px(1)} var(--color-gold);
  }
`;

/** The last rounds' winners, newest first: what players glance at before choosing a car. */
export function WinnerStrip({ winners }: WinnerStripProps) {
  const { t } = useTranslation('race');
  if (winners.length === 0) return null;
  return (
    <Strip aria-labelledby="race-recent-winners">
      <span id="race-recent-winners">{t('recent.title')}</span>
      <List>
        {winners.slice(0, SHOWN).map((item) => (
          <Item key={item.round_id}>
            <CarArt
              entry={item.winner}
              size={28}
              title={`${t('phases.round', { id: item.round_id })} · ${t(`cars.${item.winner}`)}`}
            />
          </Item>
        ))}
      </List>
    </Strip>
  );
}
