import { useTranslation } from 'react-i18next';
import { openInApp } from '../../../platform/bridge/openInApp';
import { FaceCheckArt } from '../components/alerts/AlertArt';
import { AlertCard, AlertLayout, PointList, StepList } from '../components/alerts/AlertLayout';

/**
 * `/h5/reality_alert`: real-person verification is needed before going live or taking private chats. Why, what
 * it takes (a face check of about a minute), and one action: the app's own face check (a native screen; outside
 * the app, a toast says to open the page in the app).
 */
export default function RealityAlertPage() {
  const { t } = useTranslation(['anchorAlerts', 'anchor']);
  const r = (key: string) => t(`anchorAlerts:reality.${key}`);
  return (
    <AlertLayout
      title={t('anchor:titles.realityAlert')}
      tone="rose"
      art={<FaceCheckArt />}
      headline={r('headline')}
      lead={r('lead')}
      facts={[
        { icon: 'clock', text: r('facts.time') },
        { icon: 'face', text: r('facts.self') },
      ]}
      action={{
        label: r('action'),
        onClick: () => openInApp({ target_name: 'real_person_verify' }, r('notInApp')),
      }}
      note={r('note')}
    >
      <AlertCard title={r('whyTitle')} tone="rose">
        <PointList
          tone="rose"
          points={[
            { icon: 'members', title: r('why.members.title'), text: r('why.members.text') },
            { icon: 'live', title: r('why.live.title'), text: r('why.live.text') },
          ]}
        />
      </AlertCard>
      <AlertCard title={r('stepsTitle')} tone="rose">
        <StepList steps={[r('steps.open'), r('steps.light'), r('steps.follow')]} />
      </AlertCard>
    </AlertLayout>
  );
}
