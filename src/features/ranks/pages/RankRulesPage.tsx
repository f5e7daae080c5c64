import { useTranslation } from 'react-i18next';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { RuleSections } from '../../../ui/RuleList/RuleSections';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { buildRankRules } from '../rankRules';

/** `/h5/rank_rule_reward`: how values, periods and rewards work, from the rules the boards run on. */
export default function RankRulesPage() {
  const { t, i18n } = useTranslation('ranks');
  const back = useBackOrClose();
  const rules = buildRankRules({ t, language: i18n.resolvedLanguage ?? i18n.language });
  return (
    <Scaffold title={t('titles.rules')} onBack={back} iosFooter>
      <RuleSections
        sections={(['values', 'periods', 'rewards'] as const).map((section) => ({
          title: t(`rankPages:rules.sections.${section}`),
          rules: rules[section],
        }))}
      />
    </Scaffold>
  );
}
