import { useTranslation } from 'react-i18next';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ActivityEnded } from '../../../ui/ActivityEnded/ActivityEnded';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';

/**
 * `/h5/activity_end`, and every URL of a campaign after its expiry + keep time:
 * the activity has ended; the only way on is back (or closing the web view).
 */
export default function ActivityEndPage() {
  const { t } = useTranslation();
  const back = useBackOrClose();
  return (
    <Scaffold title={t('activityEnd.title')} onBack={back} iosFooter>
      <ActivityEnded onLeave={back} />
    </Scaffold>
  );
}
