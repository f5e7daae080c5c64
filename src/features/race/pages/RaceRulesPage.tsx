import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Card } from '../../../ui/Card/Card';
import { px } from '../../../ui/px';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Section } from '../../../ui/Section/Section';
import { gameFromQuery } from '../gameParam';
import { buildRaceRules } from '../raceRules';
import { raceThemes } from '../theme';

const Rules = styled(Section)`
  padding-left: ${px(12)};
  padding-right: ${px(12)};
  padding-bottom: ${px(24)};
`;

/** `/h5/race/rules?game=…`: the rules of one game, written from the rules the game runs on. */
export default function RaceRulesPage() {
  const { t, i18n } = useTranslation('race');
  const back = useBackOrClose();
  const game = gameFromQuery(useLocation().search);
  const rules = buildRaceRules(game, { t, language: i18n.resolvedLanguage ?? i18n.language });

  return (
    <Scaffold title={t('titles.rules')} onBack={back} theme={raceThemes[game]} iosFooter>
      <Rules title={t(`titles.${game}`)}>
        <Card>
          <RuleList rules={rules} />
        </Card>
      </Rules>
    </Scaffold>
  );
}

export { RaceRulesPage };
