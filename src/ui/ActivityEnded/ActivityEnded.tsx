import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { px } from '../px';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(8)};
  padding-top: ${px(24)};
`;

/* Right under the state's own line (the empty state keeps its padding for lists). */
const Hint = styled.p`
  margin: ${px(-28)} ${px(32)} ${px(16)};
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.6;
  text-align: center;
  line-break: strict;
  text-wrap: balance;
`;

/**
 * The activity has ended: what `/h5/activity_end` shows, and what a festival page shows in place once it is past its
 * keep time (the server's window said so). The only way on is back.
 */
export function ActivityEnded({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Body>
      <EmptyState kind="activityEnded" message={t('activityEnd.message')} />
      <Hint>{t('activityEnd.hint')}</Hint>
      <Button onClick={onLeave}>{t('activityEnd.leave')}</Button>
    </Body>
  );
}
