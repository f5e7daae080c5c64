import { useTranslation } from 'react-i18next';
import { bridge } from '../../../platform/bridge/bridge';
import { FaceCheckArt } from '../components/alerts/AlertArt';
import { AlertCard, AlertLayout, PointList, StepList } from '../components/alerts/AlertLayout';

/**
 * `/h5/reality_alert`: real-person verification is needed before going live or taking private chats. Why, what
 * it takes (a face check of about a minute), and one action: back to the app, which runs the face check when the anchor
 * goes live or takes a private chat. The bridge has no jump to the face check (spec §1 names the app's targets), so
 * the page never asks for one the app may not know (outside the app, the close says to return to the app).
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
        onClick: () => void bridge.closeScreen(),
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
