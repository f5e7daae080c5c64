import { useTranslation } from 'react-i18next';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { RuleSections } from '../../../ui/RuleList/RuleSections';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { buildScratchRules } from '../scratchRules';
import { scratchTheme } from '../theme';

/** `/h5/scratch/rules`: how to play, the prizes and the medal, written from the rules the game runs on. */
export default function ScratchRulesPage() {
  const { t, i18n } = useTranslation('scratch');
  const back = useBackOrClose();
  const rules = buildScratchRules({ t, language: i18n.resolvedLanguage ?? i18n.language });
  return (
    <Scaffold title={t('titles.rules')} onBack={back} theme={scratchTheme} iosFooter>
      <RuleSections
        sections={(['play', 'prizes', 'medal'] as const).map((section) => ({
          title: t(`rules.sections.${section}`),
          rules: rules[section],
        }))}
      />
    </Scaffold>
  );
}
