import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { bridge } from '../../../../platform/bridge/bridge';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { showToast } from '../../../../ui/Toast/toast';
import { SERVICE_ACCOUNT_ID } from '../../qa';
import { ServiceArt } from './QaArt';

/**
 * Customer service (decision, docs/areas/anchor.md): spec §2's `/h5/customerservice` is not built, so the Q&A shows
 * the official service account's id with a copy button (the app's `copy`; a plain browser copies itself). The
 * anchor pastes it into the app's message search and chats with the official account there.
 */
function useCopyServiceId() {
  const { t } = useTranslation('anchorQa');
  return () =>
    bridge.copyText(SERVICE_ACCOUNT_ID).then(
      () => showToast(t('service.copied', { id: SERVICE_ACCOUNT_ID })),
      () => showToast(t('service.copyFailed', { id: SERVICE_ACCOUNT_ID })),
    );
}

const IdRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(8)} ${px(8)} ${px(8)} ${px(12)};
  border-radius: ${px(12)};
  background: #fff4ec;
  box-shadow: inset 0 0 0 ${px(1)} #ffd9c7;
`;

const IdText = styled.p`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(1)};
  min-width: 0;
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};

  strong {
    color: var(--color-text);
    font-size: ${px(17)};
    font-weight: 800;
    letter-spacing: 0.06em;
    font-variant-numeric: tabular-nums;
  }
`;

/** The id and its copy button: in an answer that sends the anchor to customer service, and in the footer card. */
export function ServiceId() {
  const { t } = useTranslation('anchorQa');
  const copy = useCopyServiceId();
  return (
    <IdRow>
      <IdText>
        <span>{t('service.idLabel')}</span>
        <strong>{SERVICE_ACCOUNT_ID}</strong>
      </IdText>
      <Button
        size="small"
        variant="secondary"
        aria-label={t('service.copyLabel', { id: SERVICE_ACCOUNT_ID })}
        onClick={() => void copy()}
      >
        {t('service.copy')}
      </Button>
    </IdRow>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(16)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(12)} rgba(122, 26, 54, 0.08);
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(12)};
`;

const Art = styled.div`
  flex: none;
  width: ${px(56)};
  height: ${px(56)};
`;

const Title = styled.h2`
  margin: 0 0 ${px(2)};
  color: var(--color-text);
  font-size: ${px(17)};
  font-weight: 800;
`;

const Text = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.5;
`;

/** The footer: "still need help?" with the official account. */
export function ServiceCard() {
  const { t } = useTranslation('anchorQa');
  return (
    <Card aria-labelledby="qa-service-title" data-service>
      <Head>
        <Art>
          <ServiceArt />
        </Art>
        <div>
          <Title id="qa-service-title">{t('service.title')}</Title>
          <Text>{t('service.text')}</Text>
        </div>
      </Head>
      <ServiceId />
      <Text>{t('service.how')}</Text>
    </Card>
  );
}
