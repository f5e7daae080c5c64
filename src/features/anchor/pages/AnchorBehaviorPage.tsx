import { useTranslation } from 'react-i18next';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ShieldHeartArt } from '../components/alerts/AlertArt';
import {
  AlertCard,
  AlertLayout,
  type AlertPoint,
  ConsequenceLadder,
  PointList,
} from '../components/alerts/AlertLayout';

/** The rules, each drawn by the icon of the same name; all but the last forbid something. */
const RULES = ['trade', 'cheat', 'vulgar', 'minor', 'respect'] as const;

/**
 * `/h5/anchor_behavior`: the anchor code of conduct (no private trading, no cheating or brushing points, no vulgar
 * content, no minors, respect members) and what a violation brings — a warning, points deducted and awards revoked,
 * a ban (spec §6: the platform may revoke awards and ban for cheating or private trading). One action: "I
 * understand", which goes back (or closes the web view).
 */
export default function AnchorBehaviorPage() {
  const { t } = useTranslation(['anchorAlerts', 'anchor']);
  const back = useBackOrClose();
  const b = (key: string) => t(`anchorAlerts:behavior.${key}`);
  const rules: AlertPoint[] = RULES.map((key) => ({
    icon: key,
    title: b(`rules.${key}.title`),
    text: b(`rules.${key}.text`),
    forbidden: key !== 'respect',
  }));
  const penalties: AlertPoint[] = (['warning', 'revoke', 'ban'] as const).map((key) => ({
    icon: key,
    title: b(`penalties.${key}.title`),
    text: b(`penalties.${key}.text`),
  }));
  return (
    <AlertLayout
      title={t('anchor:titles.anchorBehavior')}
      tone="mint"
      art={<ShieldHeartArt />}
      headline={b('headline')}
      lead={b('lead')}
      action={{ label: b('action'), onClick: back }}
      note={b('note')}
    >
      <AlertCard title={b('rulesTitle')} tone="mint">
        <PointList tone="mint" points={rules} />
      </AlertCard>
      <AlertCard title={b('penaltyTitle')} tone="mint">
        <ConsequenceLadder steps={penalties} />
      </AlertCard>
    </AlertLayout>
  );
}
