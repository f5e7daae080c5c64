import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Card } from '../../../ui/Card/Card';
import { px } from '../../../ui/px';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Section } from '../../../ui/Section/Section';
import { buildRankRules } from '../rankRules';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  padding: 0 ${px(12)} ${px(24)};
`;

/** `/h5/rank_rule_reward`: how values, periods and rewards work, from the rules the boards run on. */
export default function RankRulesPage() {
  const { t, i18n } = useTranslation('ranks');
  const back = useBackOrClose();
  const rules = buildRankRules({ t, language: i18n.resolvedLanguage ?? i18n.language });
  return (
    <Scaffold title={t('titles.rules')} onBack={back}>
      <Sections>
        {(['values', 'periods', 'rewards'] as const).map((section) => (
          <Section key={section} title={t(`rankPages:rules.sections.${section}`)}>
            <Card>
              <RuleList rules={rules[section]} />
            </Card>
          </Section>
        ))}
      </Sections>
    </Scaffold>
  );
}
