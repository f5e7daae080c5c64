import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../../platform/i18n/dateFormat';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import type { Verification } from '../../verificationApi';
import { AuthCard, MaskedRows } from './authParts';

type Tone = 'pending' | 'passed' | 'failed';

const TONES: Record<Tone, { background: string; heading: string; text: string }> = {
  pending: { background: 'linear-gradient(180deg, #FFF6E2 0%, #FFFFFF 70%)', heading: '#8A4B00', text: '#6B4A1E' },
  passed: { background: 'linear-gradient(180deg, #E6F8EF 0%, #FFFFFF 70%)', heading: '#0C6B44', text: '#2F5A47' },
  failed: { background: '#FDECEC', heading: '#A11D2D', text: '#8A1F2B' },
};

const Card = styled(AuthCard)<{ $tone: Tone }>`
  align-items: stretch;
  background: ${({ $tone }) => TONES[$tone].background};
  box-shadow:
    inset 0 0 0 ${px(1)} ${({ $tone }) => ($tone === 'passed' ? '#BFE8D3' : $tone === 'pending' ? '#F8DFAE' : '#F6C4C9')},
    0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

const Head = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: center;
  gap: ${px(10)};

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
  width: ${px(40)};
  height: ${px(40)};
  border-radius: 50%;
  background: ${({ $tone }) =>
    $tone === 'passed'
      ? 'linear-gradient(160deg, #3DD598, #12935E)'
      : $tone === 'pending'
        ? 'linear-gradient(160deg, #FFC53D, #E08A00)'
        : 'linear-gradient(160deg, #FF6B6B, #C8283A)'};
  box-shadow: 0 ${px(4)} ${px(10)} rgba(0, 0, 0, 0.12);
  color: #ffffff;

  svg {
    width: ${px(22)};
    height: ${px(22)};
  }
`;

function ToneIcon({ tone }: { tone: Tone }) {
  if (tone === 'pending')
    return (
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2.4" />
        <path d="M12 7.5V12l3.2 2" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    );
  if (tone === 'passed')
    return (
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
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
      <circle cx="12" cy="17.5" r="1.6" fill="currentColor" />
    </svg>
  );
}

/** The masked name and number the server sent (only those: the page never shows what was typed once it is sent). */
function Submitted({ verification }: { verification: Verification }) {
  const { t, i18n } = useTranslation('anchorAuth');
  const at = shortDateTimeFormat(i18n.language);
  return (
    <MaskedRows>
      <dt>{t('status.name')}</dt>
      <dd>{verification.name || '—'}</dd>
      <dt>{t('status.idNumber')}</dt>
      <dd>{verification.idNumber || '—'}</dd>
      {verification.submittedAt !== null && (
        <>
          <dt>{t('status.submittedAt')}</dt>
          <dd>{at(verification.submittedAt)}</dd>
        </>
      )}
    </MaskedRows>
  );
}

/** Under review: what was sent (masked), and a way to look again (the page also looks when it comes back). */
export function PendingCard({
  verification,
  refreshing,
  onRefresh,
}: {
  verification: Verification;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('anchorAuth');
  return (
    <Card $tone="pending" aria-labelledby="auth-status-title" data-verification="pending">
      <Head $tone="pending">
        <Badge $tone="pending">
          <ToneIcon tone="pending" />
        </Badge>
        <div>
          <h2 id="auth-status-title">{t('status.pendingTitle')}</h2>
          <p>{t('status.pendingBody')}</p>
        </div>
      </Head>
      <Submitted verification={verification} />
      <Button variant="secondary" block loading={refreshing} onClick={onRefresh}>
        {t('status.refresh')}
      </Button>
    </Card>
  );
}

/** Verified: the masked values and a way out. */
export function PassedCard({ verification, onDone }: { verification: Verification; onDone: () => void }) {
  const { t } = useTranslation('anchorAuth');
  return (
    <Card $tone="passed" aria-labelledby="auth-status-title" data-verification="passed">
      <Head $tone="passed">
        <Badge $tone="passed">
          <ToneIcon tone="passed" />
        </Badge>
        <div>
          <h2 id="auth-status-title">{t('status.passedTitle')}</h2>
          <p>{t('status.passedBody')}</p>
        </div>
      </Head>
      <Submitted verification={verification} />
      <Button block size="large" onClick={onDone}>
        {t('status.done')}
      </Button>
    </Card>
  );
}

/** Not verified: the server's reason (its own words), above the form to submit again. */
export function FailedNotice({ verification }: { verification: Verification }) {
  const { t } = useTranslation('anchorAuth');
  return (
    <Card $tone="failed" aria-labelledby="auth-status-title" data-verification="failed">
      <Head $tone="failed">
        <Badge $tone="failed">
          <ToneIcon tone="failed" />
        </Badge>
        <div>
          <h2 id="auth-status-title">{t('status.failedTitle')}</h2>
          <p>
            {verification.reason
              ? t('status.failedReason', { reason: verification.reason })
              : t('status.failedNoReason')}
          </p>
          <p>{t('status.failedAgain')}</p>
        </div>
      </Head>
    </Card>
  );
}
