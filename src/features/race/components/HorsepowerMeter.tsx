import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import type { RaceEntry } from '../contract';
import { horsepowerWinner } from '../model';

export interface HorsepowerMeterProps {
  /** The two sides with everyone's liters so far (1 liter = 1 horsepower). */
  entries: readonly RaceEntry[];
}

const Meter = styled.section`
  padding: ${px(10)} ${px(14)};
  border-radius: ${px(14)};
  background: rgba(255, 255, 255, 0.06);
`;

const Labels = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: ${px(6)};
  font-size: ${px(13)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Red = styled.span`
  color: #ff7a8a;
`;

const Blue = styled.span`
  color: #7ab8ff;
  text-align: right;
`;

const Bar = styled.div`
  position: relative;
  height: ${px(12)};
  overflow: hidden;
  border-radius: ${px(6)};
  background: linear-gradient(90deg, #2f7bff, #1b4fd1);
`;

// Scaled, not resized: a new share moves on the compositor without relayout.
const RedFill = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, #ff3d5a, #d81b3c);
  transform-origin: left center;
  transition: transform var(--motion-fade-in) ease-out;
`;

const Leading = styled.p`
  margin: ${px(6)} 0 0;
  color: rgba(255, 255, 255, 0.7);
  font-size: ${px(12)};
  text-align: center;
`;

/** Red against blue: each side's horsepower and who is ahead right now. */
export function HorsepowerMeter({ entries }: HorsepowerMeterProps) {
  const { t, i18n } = useTranslation('race');
  const red = entries.find((entry) => entry.id === 'red')?.pool_liters ?? 0;
  const blue = entries.find((entry) => entry.id === 'blue')?.pool_liters ?? 0;
  const share = red + blue > 0 ? red / (red + blue) : 0.5;
  const hp = (value: number) => t('units.horsepower', { value: formatNumber(i18n.language, value) });
  const leader = horsepowerWinner({ red, blue });
  return (
    <Meter aria-label={t('battle.meter')}>
      <Labels>
        <Red>
          {t('cars.red')} {hp(red)}
        </Red>
        <Blue>
          {hp(blue)} {t('cars.blue')}
        </Blue>
      </Labels>
      <Bar
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-label={t('battle.redShare')}
      >
        <RedFill style={{ transform: `scaleX(${share})` }} />
      </Bar>
      <Leading>{red === blue ? t('battle.tied') : t('battle.leading', { side: t(`cars.${leader}`) })}</Leading>
    </Meter>
  );
}
