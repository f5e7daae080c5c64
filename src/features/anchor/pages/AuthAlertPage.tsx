import { useTranslation } from 'react-i18next';
import { IdCardArt } from '../components/alerts/AlertArt';
import { AlertCard, AlertLayout, PointList } from '../components/alerts/AlertLayout';
import { AUTH_PATH } from '../paths';

/**
 * `/h5/auth_alert`: real-name verification is needed (the law, and withdrawals). Why, what to have ready, and one
 * action: the verification page, `/h5/auth` (a link of this app).
 */
export default function AuthAlertPage() {
  const { t } = useTranslation(['anchorAlerts', 'anchor']);
  const a = (key: string) => t(`anchorAlerts:auth.${key}`);
  return (
    <AlertLayout
      title={t('anchor:titles.authAlert')}
      tone="amber"
      art={<IdCardArt />}
      headline={a('headline')}
      lead={a('lead')}
      facts={[
        { icon: 'clock', text: a('facts.time') },
        { icon: 'lock', text: a('facts.safe') },
      ]}
      action={{ label: a('action'), to: AUTH_PATH }}
    >
      <AlertCard title={a('whyTitle')} tone="amber">
        <PointList
          tone="amber"
          points={[
            { icon: 'law', title: a('why.law.title'), text: a('why.law.text') },
            { icon: 'wallet', title: a('why.withdraw.title'), text: a('why.withdraw.text') },
          ]}
        />
      </AlertCard>
      <AlertCard title={a('needTitle')} tone="amber">
        <PointList
          tone="amber"
          points={[
            { icon: 'pen', title: a('need.name.title'), text: a('need.name.text') },
            { icon: 'idCard', title: a('need.id.title'), text: a('need.id.text') },
            { icon: 'lock', title: a('need.privacy.title'), text: a('need.privacy.text') },
          ]}
        />
      </AlertCard>
    </AlertLayout>
  );
}
