import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldErrorIcon, FieldNote, fieldFrame } from '../../../../ui/FormField/fieldParts';
import { focusRing } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';
import type { StartDateProblem } from '../../letters';
import { CardTitle, LetterCard } from './LetterParts';

const Guild = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(12)};
  background: linear-gradient(120deg, #fff3ec 0%, #ffe6ea 100%);
`;

const GuildBadge = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(40)};
  height: ${px(40)};
  border-radius: ${px(12)};
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  box-shadow: 0 ${px(4)} ${px(10)} rgba(238, 58, 98, 0.25);
  svg {
    width: ${px(22)};
    height: ${px(22)};
  }
`;

const GuildText = styled.div`
  min-width: 0;
  dt {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  dd {
    margin: ${px(2)} 0 0;
    color: var(--color-text);
    font-size: ${px(16)};
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: end;
  gap: ${px(8)};
`;

const DateField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  min-width: 0;
`;

const DateLabel = styled.label`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-weight: 600;
`;

/*
 * The day in the reader's words (as the end date and the letter write it), with the phone's own date picker laid
 * over it, invisible: a tap opens the picker, and the field keeps its label and value for a screen reader.
 */
const DateBox = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  ${fieldFrame}
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(4)};
  min-height: ${px(44)};
  padding: 0 ${px(8)};
  color: var(--color-text);
  /* A long date ("2026年11月26日") on one line in half the card's width. */
  font-size: ${px(13)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  &:has(input:focus-visible) {
    ${focusRing(1)}
  }
  svg {
    flex: none;
    width: ${px(16)};
    height: ${px(16)};
    color: var(--color-accentStrong);
  }
`;

const DateInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  border: none;
  opacity: 0;
  font: inherit;
  cursor: pointer;
  &::-webkit-calendar-picker-indicator {
    position: absolute;
    inset: 0;
    width: auto;
    height: auto;
    opacity: 0;
    cursor: pointer;
  }
  &[readonly] {
    cursor: default;
  }
`;

const EndValue = styled.output`
  display: flex;
  align-items: center;
  min-height: ${px(44)};
  padding: 0 ${px(8)};
  border-radius: ${px(12)};
  background: var(--color-canvas);
  color: var(--color-text);
  font-size: ${px(13)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Arrow = styled.span`
  padding-bottom: ${px(12)};
  color: var(--color-textFaint);
`;

const Chip = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${px(3)} ${px(10)};
  border-radius: ${px(999)};
  background: #fff4e0;
  color: #7a4a00;
  font-size: ${px(12)};
  font-weight: 700;
`;

/**
 * The guild agreement's variable fields before signing: the inviting guild (from the server, read-only), the start
 * of the term (today … today + 30, UTC+8) and its end, one year on (computed). Signed, the chosen term is shown.
 */
export function TermCard({
  guildName,
  termStart,
  startText,
  endText,
  range,
  problem,
  readOnly = false,
  onChange,
}: {
  guildName: string;
  /** 'YYYY-MM-DD'. */
  termStart: string;
  /** The same day in the reader's words ('' when it is no day). */
  startText: string;
  /** The last day of the term in the reader's words ('' when the start is no day). */
  endText: string;
  range: { min: string; max: string; maxText: string };
  problem: StartDateProblem | null;
  readOnly?: boolean;
  onChange: (day: string) => void;
}) {
  const { t } = useTranslation('letters');
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <LetterCard aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('term.title')}</CardTitle>
      <Guild as="dl">
        <GuildBadge aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none">
            <path d="M4 10.5 12 5l8 5.5V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" fill="currentColor" opacity="0.35" />
            <path d="M4 10.5 12 5l8 5.5M7 20v-6h10v6" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </GuildBadge>
        <GuildText>
          <dt>{t('term.guild')}</dt>
          <dd>{guildName}</dd>
        </GuildText>
      </Guild>
      <Dates>
        <DateField>
          <DateLabel htmlFor={`${id}-start`}>{t('term.start')}</DateLabel>
          <DateBox $invalid={problem !== null} $disabled={readOnly}>
            <span aria-hidden="true">{startText || '—'}</span>
            {!readOnly && (
              <svg viewBox="0 0 20 20" fill="none" aria-hidden="true">
                <rect x="2.5" y="4" width="15" height="13" rx="2.5" stroke="currentColor" strokeWidth="1.8" />
                <path
                  d="M2.5 8.5h15M6.5 2.5v3M13.5 2.5v3"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
            )}
            <DateInput
              id={`${id}-start`}
              type="date"
              value={termStart}
              min={range.min}
              max={range.max}
              readOnly={readOnly}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={readOnly ? undefined : noteId}
              onChange={(event) => onChange(event.target.value)}
            />
          </DateBox>
        </DateField>
        <Arrow aria-hidden="true">→</Arrow>
        <DateField>
          <DateLabel as="span" id={`${id}-end-label`}>
            {t('term.end')}
          </DateLabel>
          <EndValue aria-labelledby={`${id}-end-label`}>{endText || '—'}</EndValue>
        </DateField>
      </Dates>
      {!readOnly && (
        <FieldNote id={noteId} $error={problem !== null} role={problem ? 'alert' : undefined}>
          {problem && <FieldErrorIcon />}
          {problem ? t(`term.errors.${problem}`, { max: range.maxText }) : t('term.hint', { max: range.maxText })}
        </FieldNote>
      )}
      <Chip>{t('term.length')}</Chip>
    </LetterCard>
  );
}
