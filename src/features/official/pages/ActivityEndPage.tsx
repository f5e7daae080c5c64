import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';

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
 * `/h5/activity_end`, and every URL of a campaign after its expiry + keep time:
 * the activity has ended; the only way on is back (or closing the web view).
 */
export default function ActivityEndPage() {
  const { t } = useTranslation();
  const back = useBackOrClose();
  return (
    <Scaffold title={t('activityEnd.title')} onBack={back} iosFooter>
      <Body>
        <EmptyState kind="activityEnded" message={t('activityEnd.message')} />
        <Hint>{t('activityEnd.hint')}</Hint>
        <Button onClick={back}>{t('activityEnd.leave')}</Button>
      </Body>
    </Scaffold>
  );
}
