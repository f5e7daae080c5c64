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

const Medal = styled.span<{ $worn: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(44)};
  height: ${px(44)};
  border-radius: 50%;
  background: ${({ $worn }) => ($worn ? 'linear-gradient(135deg, #ffe7a3, #f6c453 55%, #e0a526)' : 'rgba(255, 255, 255, 0.18)')};
  color: ${({ $worn }) => ($worn ? '#7a4a00' : 'rgba(255, 255, 255, 0.85)')};
  font-size: ${px(22)};
`;

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
  color: var(--color-textMutedOnDark);
  font-size: ${px(11)};
`;

/** Fragments towards the next medal day (five pips), and the days of medal left. */
export function FragmentMeter({ fragments, daysLeft }: { fragments: number; daysLeft: number }) {
  const { t } = useTranslation('scratch');
  const total = FRAGMENTS_PER_MEDAL_DAY;
  return (
    <Card aria-label={t('medal.title')}>
      <Medal $worn={daysLeft > 0} aria-hidden="true">
        ★
      </Medal>
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
