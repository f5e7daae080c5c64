import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { FRAGMENTS_PER_MEDAL_DAY } from '../model';

const Card = styled.section`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(16)};
  background: rgba(255, 255, 255, 0.12);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.2);
  color: #fff;
`;

/** Four heart-shaped leaves, tips at the origin, and a stem: the clover struck in the medal. */
const CLOVER = (
  <>
    {[45, 135, 225, 315].map((turn) => (
      <path
        key={turn}
        d="M0 0C-1-2-4.6-3.2-4.6-6a2.3 2.3 0 0 1 4.6-.9a2.3 2.3 0 0 1 4.6 .9C4.6-3.2 1-2 0 0z"
        transform={`rotate(${turn})`}
      />
    ))}
    <path d="M0 0l4 6-1 .5z" />
  </>
);

/**
 * The scratch medal: a gold disc with a milled edge with a four-leaf clover struck in it, on a striped violet ribbon, lit
 * from the top left as the ticket is; not worn, the same medal in grey.
 */
function Medal({ worn }: { worn: boolean }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '');
  return (
    <svg
      viewBox="0 0 48 56"
      width={px(46)}
      height={px(54)}
      aria-hidden="true"
      style={{ flex: 'none', filter: worn ? undefined : 'grayscale(1)' }}
    >
      <defs>
        <linearGradient id={id} x1=".15" y1="0" x2=".85" y2="1">
          <stop offset="0" stopColor="#fff6c8" />
          <stop offset=".5" stopColor="#f6c453" />
          <stop offset="1" stopColor="#a8700f" />
        </linearGradient>
      </defs>
      <path d="M9 0h11l9 25H18zM39 0H28l-9 25h11z" fill="#7b2ff7" />
      <path d="M28 0h11l-9 25h-4z" fill="#4b1aa0" />
      <path d="M13.5 0h2l9 25h-2zM34.5 0h-2l-9 25h2z" fill="#ffd56b" />
      <circle cx="24.8" cy="39.2" r="15.5" fill="#a8700f" />
      <circle
        cx="24"
        cy="38"
        r="14.6"
        fill={`url(#${id})`}
        stroke="#c98a1a"
        strokeWidth="2.4"
        strokeDasharray="1.5 1.37"
      />
      <circle cx="24" cy="38" r="10.5" fill="none" stroke="#a8700f" strokeOpacity=".6" />
      <g transform="translate(24.6 38.8)" fill="#a8700f" opacity=".55">
        {CLOVER}
      </g>
      <g transform="translate(24 38)" fill="#fff6c8">
        {CLOVER}
      </g>
      <path d="M14.6 33.5a10.4 10.4 0 0 1 5.6-5.6" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" fill="none" />
    </svg>
  );
}

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(6)};
  min-width: 0;
`;

const Title = styled.h2`
  display: flex;
  justify-content: space-between;
  gap: ${px(8)};
  margin: 0;
  font-size: ${px(14)};
  font-weight: 700;
  & > span {
    color: #ffe7a3;
    font-size: ${px(12)};
    font-weight: 600;
  }
`;

const Pips = styled.span`
  display: flex;
  gap: ${px(4)};
`;

const Pip = styled.span<{ $on: boolean }>`
  flex: 1;
  height: ${px(8)};
  border-radius: ${px(4)};
  background: ${({ $on }) => ($on ? 'linear-gradient(90deg, #ffe7a3, #f6c453)' : 'rgba(255, 255, 255, 0.2)')};
`;

const Hint = styled.p`
  margin: 0;
  line-break: strict;
  text-wrap: pretty;
  color: var(--color-textMutedOnDark);
  font-size: ${px(11)};
`;

/** Fragments towards the next medal day (five pips), and the days of medal left. */
export function FragmentMeter({ fragments, daysLeft }: { fragments: number; daysLeft: number }) {
  const { t } = useTranslation('scratch');
  const total = FRAGMENTS_PER_MEDAL_DAY;
  return (
    <Card aria-label={t('medal.title')}>
      <Medal worn={daysLeft > 0} />
      <Body>
        <Title>
          {t('medal.title')}
          <span>{daysLeft > 0 ? t('medal.daysLeft', { count: daysLeft }) : t('medal.none')}</span>
        </Title>
        <Pips
          role="meter"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={fragments}
          aria-label={t('medal.fragmentsLabel', { value: fragments, total })}
        >
          {Array.from({ length: total }, (_, index) => (
            <Pip key={index} $on={index < fragments} />
          ))}
        </Pips>
        <Hint>
          {t('medal.fragments', { value: fragments, total })} · {t('medal.hint', { total })}
        </Hint>
      </Body>
    </Card>
  );
}
