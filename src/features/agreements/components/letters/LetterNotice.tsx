import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../ui/Link/Link';
import styled, { css } from 'styled-components';
import { focusRing } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';

/**
 * Real-name verification lives in the anchor area (`/h5/auth`): features never import each other, so its path is
 * written here (keep it in step with src/features/anchor/paths.ts).
 */
export const VERIFY_PATH = '/h5/auth';

type NoticeKind = 'notVerified' | 'invitationWithdrawn' | 'updated';

/** Each notice's card wash, edge and icon: amber for what she can do, blue for news, grey for what is closed. */
const TONES: Record<NoticeKind, { wash: string; edge: string; icon: string }> = {
  notVerified: { wash: '#fff6e2', edge: '#f8dfae', icon: 'linear-gradient(160deg, #ffc53d, #e08a00)' },
  updated: { wash: '#eaf3ff', edge: '#c6dcfa', icon: 'linear-gradient(160deg, #5aa2ff, #2f6fd6)' },
  invitationWithdrawn: { wash: '#f1f1f4', edge: '#e2e2e8', icon: 'linear-gradient(160deg, #9a9aa6, #5e5e6b)' },
};

const Card = styled.section<{ $kind: NoticeKind }>`
  display: flex;
  gap: ${px(12)};
  padding: ${px(16)};
  border-radius: ${px(16)};
  background: ${({ $kind }) => `linear-gradient(160deg, ${TONES[$kind].wash} 0%, #ffffff 80%)`};
  box-shadow:
    inset 0 0 0 ${px(1)} ${({ $kind }) => TONES[$kind].edge},
    0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

const Icon = styled.span<{ $kind: NoticeKind }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(40)};
  height: ${px(40)};
  border-radius: 50%;
  background: ${({ $kind }) => TONES[$kind].icon};
  color: #ffffff;
  svg {
    width: ${px(22)};
    height: ${px(22)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  min-width: 0;
  h2 {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(16)};
    font-weight: 800;
  }
  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

const actionStyle = css`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: ${px(40)};
  margin-top: ${px(4)};
  padding: 0 ${px(18)};
  border-radius: ${px(999)};
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  font-size: ${px(14)};
  font-weight: 700;
  text-decoration: none;
  box-shadow: 0 ${px(4)} ${px(10)} rgba(238, 58, 98, 0.25);
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Action = styled(Link)`
  ${actionStyle}
`;

const ActionButton = styled.button`
  border: 0;
  font-family: inherit;
  cursor: pointer;
  ${actionStyle}
`;

/**
 * Why this letter cannot be signed now: no verified real name (with the way to verify), no guild invitation, or a
 * newer text published than the one on screen (with a reload, which brings it).
 */
export function LetterNotice({ kind, onReload }: { kind: NoticeKind; onReload?: () => void }) {
  const { t } = useTranslation('letters');
  const id = useId();
  return (
    <Card $kind={kind} aria-labelledby={id}>
      <Icon $kind={kind} aria-hidden="true">
        {kind === 'notVerified' ? (
          <svg viewBox="0 0 24 24" fill="none">
            <rect x="3" y="5.5" width="18" height="13" rx="2.5" stroke="currentColor" strokeWidth="2" />
            <circle cx="9" cy="11" r="2" fill="currentColor" />
            <path
              d="M6 16c.6-1.6 1.7-2.3 3-2.3s2.4.7 3 2.3M14.5 10h4M14.5 13.5h3"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        ) : kind === 'updated' ? (
          <svg viewBox="0 0 24 24" fill="none">
            <path
              d="M19 12a7 7 0 1 1-2.05-4.95M19 4.5V8h-3.5"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" fill="none">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        )}
      </Icon>
      <Body>
        <h2 id={id}>{t(`notices.${kind}.title`)}</h2>
        <p>{t(`notices.${kind}.body`)}</p>
        {kind === 'notVerified' && <Action to={VERIFY_PATH}>{t('notices.notVerified.action')}</Action>}
        {kind === 'updated' && onReload && (
          <ActionButton type="button" onClick={onReload}>
            {t('notices.updated.action')}
          </ActionButton>
        )}
      </Body>
    </Card>
  );
}
