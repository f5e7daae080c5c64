import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsRate } from '../../../../platform/earnings/earnings';
import { formatPrice } from '../../../../platform/i18n/money';
import { formatNumber } from '../../../../platform/i18n/numberFormat';
import { PointsIcon } from '../../../../ui/icons/PointsIcon';
import { px } from '../../../../ui/px';
import { Stepper } from '../../../../ui/Stepper/Stepper';
import { type EarningPlan, estimateEarnings, EXAMPLE_PLAN, PLAN_LIMITS, POINTS } from '../../points';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(2)};
  padding: ${px(4)} ${px(12)};
  border-radius: ${px(14)};
  background: #fff8f3;
`;

/* The estimate: a warm gradient slab with the points large and the cash beside. */
const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(16)};
  background:
    radial-gradient(80% 120% at 100% 0%, rgba(255, 214, 107, 0.35) 0%, transparent 60%),
    linear-gradient(135deg, #6a1b7a 0%, #9c1f55 100%);
  color: #fff;
`;

const Totals = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${px(4)} ${px(10)};
  margin: 0;

  span {
    display: inline-flex;
    align-items: center;
    gap: ${px(6)};
  }

  strong {
    font-size: ${px(28)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }

  em {
    color: #ffe08a;
    font-size: ${px(20)};
    font-style: normal;
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }

  small {
    font-size: ${px(13)};
    font-weight: 700;
  }
`;

const Parts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${px(2)} ${px(8)};
    border-radius: ${px(10)};
    background: rgba(255, 255, 255, 0.16);
    font-size: ${px(12)};
    font-variant-numeric: tabular-nums;
  }
`;

const Fine = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.5;
`;

/**
 * "30 min of video a day for a week ≈ …": the plan in four steppers (digits only, clamped to the plan's limits with
 * a message, never an error), the estimate from `estimateEarnings` — the same functions as every number on the
 * page — and its cash at the server's rate in the market's currency.
 */
export function PointsCalculator({ rate, currency }: { rate: PointsRate; currency: string }) {
  const { t, i18n } = useTranslation('anchorGuide');
  const [plan, setPlan] = useState<EarningPlan>(EXAMPLE_PLAN);
  const n = (value: number) => formatNumber(i18n.language, value);
  const money = (minor: number) => formatPrice(i18n.language, minor, currency);
  const estimate = estimateEarnings(plan, rate);
  const set = (key: keyof EarningPlan) => (value: number) => setPlan((current) => ({ ...current, [key]: value }));
  return (
    <>
      <Fields>
        <Stepper
          label={t('calculator.video')}
          value={plan.videoMinutesPerDay}
          onChange={set('videoMinutesPerDay')}
          min={0}
          max={PLAN_LIMITS.minutesPerDay}
          maxMessage={t('calculator.minutesMax', { max: n(PLAN_LIMITS.minutesPerDay) })}
        />
        <Stepper
          label={t('calculator.audio')}
          value={plan.audioMinutesPerDay}
          onChange={set('audioMinutesPerDay')}
          min={0}
          max={PLAN_LIMITS.minutesPerDay}
          maxMessage={t('calculator.minutesMax', { max: n(PLAN_LIMITS.minutesPerDay) })}
        />
        <Stepper
          label={t('calculator.replies')}
          value={plan.newUserRepliesPerDay}
          onChange={set('newUserRepliesPerDay')}
          min={0}
          max={PLAN_LIMITS.repliesPerDay}
          maxMessage={t('calculator.repliesMax', { max: n(PLAN_LIMITS.repliesPerDay) })}
        />
        <Stepper
          label={t('calculator.days')}
          value={plan.days}
          onChange={set('days')}
          min={1}
          max={PLAN_LIMITS.days}
          maxMessage={t('calculator.daysMax', { max: n(PLAN_LIMITS.days) })}
        />
      </Fields>
      <Result aria-live="polite" aria-atomic="true" data-testid="points-estimate">
        <Totals>
          <span>
            <PointsIcon size={26} />
            <strong>{t('calculator.points', { points: n(estimate.points) })}</strong>
          </span>
          <em>{t('calculator.cash', { cash: money(estimate.cash) })}</em>
        </Totals>
        <Parts aria-label={t('calculator.parts')}>
          <li>{t('calculator.videoPart', { points: n(estimate.video) })}</li>
          <li>{t('calculator.audioPart', { points: n(estimate.audio) })}</li>
          <li>{t('calculator.repliesPart', { points: n(estimate.replies) })}</li>
        </Parts>
      </Result>
      <Fine>{t('calculator.fine', { minutes: POINTS.newUserReplyWithinS / 60 })}</Fine>
    </>
  );
}
