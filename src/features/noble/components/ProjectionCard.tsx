import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import type { NobleProjection } from '../model';
import { Panel, PanelTitle } from './NobleStage';

type Tone = 'keep' | 'kept' | 'up' | 'fall';

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const COLORS: Record<Tone, string> = { keep: '#ffd166', kept: '#5ee6a8', up: '#9fc4ff', fall: '#ff8a8a' };
const MARKS: Record<Tone, string> = {
  keep: 'M12 3 19 6v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z',
  kept: 'M5 12.5 10 17 19 7',
  up: 'M12 19V5M6 11l6-6 6 6',
  fall: 'M12 5v14M6 13l6 6 6-6',
};

const Line = styled.li<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${px(10)};
  color: #fff;
  font-size: ${px(14)};
  line-height: 1.5;

  svg {
    flex: none;
    margin-top: ${px(1)};
    padding: ${px(3)};
    border-radius: 50%;
    background: ${({ $tone }) => COLORS[$tone]}26;
    color: ${({ $tone }) => COLORS[$tone]};
  }

  strong {
    color: ${({ $tone }) => COLORS[$tone]};
    font-variant-numeric: tabular-nums;
  }
`;

function Mark({ tone }: { tone: Tone }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={MARKS[tone]} />
    </svg>
  );
}

/**
 * What my cycle leads to, in a member's words: what keeps my tier by the cycle's last day, what reaches the next
 * tier, and what happens at the cycle's end if nothing changes. Dates are UTC+8 days.
 */
export function ProjectionCard({ projection }: { projection: NobleProjection }) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  const day = dateFormat(i18n.language, { month: 'long', day: 'numeric' });
  const tier = (id: string | null) => (id ? t(`tiers.${id}`) : '');
  const { keep, next, fall } = projection;
  // "<strong>" parts are the numbers a member acts on; the sentence around them is one translation.
  const rich = (text: string) =>
    text.split(/\[(.+?)\]/).map((part, index) => (index % 2 ? <strong key={index}>{part}</strong> : part));
  return (
    <Panel aria-labelledby="noble-projection">
      <PanelTitle id="noble-projection">{t('projection.title')}</PanelTitle>
      <Lines>
        {keep &&
          (keep.needed > 0 ? (
            <Line $tone="keep">
              <Mark tone="keep" />
              <span>
                {rich(
                  t('projection.keep', {
                    amount: n(keep.needed),
                    date: day(projection.lastDayAt),
                    tier: tier(keep.tier),
                  }),
                )}
              </span>
            </Line>
          ) : (
            <Line $tone="kept">
              <Mark tone="kept" />
              <span>{rich(t('projection.kept', { tier: tier(keep.tier) }))}</span>
            </Line>
          ))}
        {next && (
          <Line $tone="up">
            <Mark tone="up" />
            <span>{rich(t('projection.next', { amount: n(next.needed), tier: tier(next.tier) }))}</span>
          </Line>
        )}
        {fall && (
          <Line $tone="fall">
            <Mark tone="fall" />
            <span>
              {rich(
                fall.tier === null
                  ? t('projection.fallNone', { date: day(fall.at) })
                  : fall.tier === projection.tier
                    ? t('projection.fallStay', { date: day(fall.at), growth: n(fall.growth), tier: tier(fall.tier) })
                    : t('projection.fallTo', { date: day(fall.at), growth: n(fall.growth), tier: tier(fall.tier) }),
              )}
            </span>
          </Line>
        )}
      </Lines>
    </Panel>
  );
}
