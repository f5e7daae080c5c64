import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../../platform/i18n/numberFormat';
import { px } from '../../../../ui/px';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden/VisuallyHidden';
import { SCORE_KINDS, type ScoreKind, type Scores, type ScoreTone, scoreTone } from '../../rating';

/** Ring colours (decoration, ≥ 3:1 on white) and the tone word's colour (text, ≥ 4.5:1 on white). */
const TONES: Record<ScoreTone, { ring: string; text: string }> = {
  good: { ring: '#16a06a', text: '#0d6b45' },
  fair: { ring: '#e08a00', text: '#8a4b00' },
  weak: { ring: '#e0304a', text: '#b3122e' },
};

const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Gauge = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  padding: ${px(10)} ${px(4)};
  border-radius: ${px(14)};
  background: #fff8f3;
  text-align: center;
`;

const Ring = styled.div`
  position: relative;
  width: ${px(68)};
  height: ${px(68)};

  svg {
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }

  strong {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    color: var(--color-text);
    font-size: ${px(20)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }
`;

const Name = styled.span`
  color: var(--color-text);
  font-size: ${px(12)};
  font-weight: 700;
  line-height: 1.3;
`;

const Tone = styled.span<{ $tone: ScoreTone }>`
  color: ${({ $tone }) => TONES[$tone].text};
  font-size: ${px(11)};
  font-weight: 700;
`;

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** My three weekly scores as rings (0–100), each with its name and a word for how it stands. */
export function ScoreGauges({ scores }: { scores: Scores }) {
  const { t, i18n } = useTranslation('anchorGuide');
  return (
    <Row>
      {SCORE_KINDS.map((kind: ScoreKind) => {
        const score = scores[kind];
        const tone = scoreTone(score);
        return (
          <Gauge key={kind} data-score={kind}>
            <VisuallyHidden>
              {t('rating.scores.label', { name: t(`rating.scores.${kind}`), score, tone: t(`rating.tones.${tone}`) })}
            </VisuallyHidden>
            <Ring aria-hidden="true">
              <svg viewBox="0 0 60 60" focusable="false">
                <circle cx="30" cy="30" r={RADIUS} fill="none" stroke="#f4e6dc" strokeWidth="6" />
                <circle
                  cx="30"
                  cy="30"
                  r={RADIUS}
                  fill="none"
                  stroke={TONES[tone].ring}
                  strokeWidth="6"
                  strokeLinecap="round"
                  strokeDasharray={`${(CIRCUMFERENCE * Math.min(100, Math.max(0, score))) / 100} ${CIRCUMFERENCE}`}
                />
              </svg>
              <strong>{formatNumber(i18n.language, score)}</strong>
            </Ring>
            <Name aria-hidden="true">{t(`rating.scores.${kind}`)}</Name>
            <Tone $tone={tone} aria-hidden="true">
              {t(`rating.tones.${tone}`)}
            </Tone>
          </Gauge>
        );
      })}
    </Row>
  );
}
