import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../../platform/i18n/dateFormat';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import type { RegistrationRecord } from '../../registrationApi';
import { MaskedRows } from './registrationParts';

type Tone = 'reviewing' | 'approved';

const TONES: Record<Tone, { background: string; line: string; heading: string; text: string; badge: string }> = {
  reviewing: {
    background: 'linear-gradient(180deg, #FFF6E2 0%, #FFFFFF 62%)',
    line: '#F8DFAE',
    heading: '#8A4B00',
    text: '#6B4A1E',
    badge: 'linear-gradient(160deg, #FFC53D, #E08A00)',
  },
  approved: {
    background: 'linear-gradient(180deg, #E6F8EF 0%, #FFFFFF 62%)',
    line: '#BFE8D3',
    heading: '#0C6B44',
    text: '#2F5A47',
    badge: 'linear-gradient(160deg, #3DD598, #12935E)',
  },
};

const Card = styled.section<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(18)} ${px(16)};
  border-radius: ${px(18)};
  background: ${({ $tone }) => TONES[$tone].background};
  box-shadow:
    inset 0 0 0 ${px(1)} ${({ $tone }) => TONES[$tone].line},
    0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

const Head = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${px(12)};

  h2 {
    margin: 0;
    color: ${({ $tone }) => TONES[$tone].heading};
    font-size: ${px(18)};
    font-weight: 900;
  }

  p {
    margin: ${px(2)} 0 0;
    color: ${({ $tone }) => TONES[$tone].text};
    font-size: ${px(13)};
    line-height: 1.5;
  }
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(44)};
  height: ${px(44)};
  border-radius: 50%;
  background: ${({ $tone }) => TONES[$tone].badge};
  box-shadow: 0 ${px(4)} ${px(10)} rgba(0, 0, 0, 0.12);
  color: #ffffff;

  svg {
    width: ${px(24)};
    height: ${px(24)};
  }
`;

const Caption = styled.h3`
  margin: 0 0 ${px(-4)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 700;
`;

function ToneIcon({ tone }: { tone: Tone }) {
  return tone === 'reviewing' ? (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2.4" />
      <path d="M12 7.5V12l3.2 2" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M6 12.5l4 4 8-8.5"
        stroke="currentColor"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A submitted registration: its review state and what the server keeps, masked (only the server's values: the page
 * never shows what was typed once it is sent).
 */
export function RegistrationSummary({
  registration,
  onDone,
}: {
  registration: RegistrationRecord;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('registration');
  const tone: Tone = registration.state === 'approved' ? 'approved' : 'reviewing';
  const at = shortDateTimeFormat(i18n.language);
  const dash = (value: string) => value || '—';
  return (
    <Card $tone={tone} aria-labelledby="registration-status-title" data-registration={tone}>
      <Head $tone={tone}>
        <Badge $tone={tone}>
          <ToneIcon tone={tone} />
        </Badge>
        <div>
          <h2 id="registration-status-title">{t(`status.${tone}Title`)}</h2>
          <p>{t(`status.${tone}Body`)}</p>
          {registration.submittedAt !== null && (
            <p>{t('status.submittedAt', { date: at(registration.submittedAt) })}</p>
          )}
        </div>
      </Head>
      <Caption>{t('status.summary')}</Caption>
      <MaskedRows>
        <dt>{t('confirm.name')}</dt>
        <dd>{dash(registration.name)}</dd>
        <dt>{t('confirm.wechatId')}</dt>
        <dd>{dash(registration.wechatId)}</dd>
        <dt>{t('confirm.phone')}</dt>
        <dd>{dash(registration.phone)}</dd>
        <dt>{t('confirm.idNumber')}</dt>
        <dd>{dash(registration.idNumber)}</dd>
        <dt>{t('confirm.address')}</dt>
        <dd>{dash(registration.address)}</dd>
        <dt>{t('confirm.maritalStatus')}</dt>
        <dd>{registration.maritalStatus ? t(`fields.maritalStatus.${registration.maritalStatus}`) : '—'}</dd>
        <dt>{t('confirm.birthHistory')}</dt>
        <dd>{registration.birthHistoryGiven ? t('status.birthGiven') : t('status.birthNotGiven')}</dd>
      </MaskedRows>
      <Button block size="large" variant={tone === 'approved' ? 'primary' : 'secondary'} onClick={onDone}>
        {t('status.done')}
      </Button>
    </Card>
  );
}
