import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { RuleSections } from '../../../ui/RuleList/RuleSections';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { configQuery } from '../api';
import { buildChristmasRules, CHRISTMAS_RULE_SECTIONS } from '../christmasRules';
import { christmasTheme } from '../theme';

/** `/h5/christmas/rules`: the event's dates (this year's, UTC+8), the tree, props, pool and wishes, from the model's rules. */
export default function ChristmasRulesPage() {
  const { t, i18n } = useTranslation('christmas');
  const back = useBackOrClose();
  const config = useQuery(configQuery());
  const rules = config.data
    ? buildChristmasRules({ t, language: i18n.resolvedLanguage ?? i18n.language }, config.data)
    : null;
  return (
    <Scaffold title={t('titles.rules')} onBack={back} theme={christmasTheme}>
      {rules ? (
        <RuleSections
          sections={CHRISTMAS_RULE_SECTIONS.map((section) => ({
            title: t(`rules.sections.${section}`),
            rules: rules[section],
          }))}
        />
      ) : config.isError ? (
        <ErrorState
          message={serverMessage(config.error)}
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      ) : (
        <Skeleton role="status" aria-busy="true" aria-label={t('loading')} $height={320} $radius={12} />
      )}
      <IosFooter />
    </Scaffold>
  );
}
