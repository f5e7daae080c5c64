import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Card } from '../../../ui/Card/Card';
import { px } from '../../../ui/px';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Section } from '../../../ui/Section/Section';
import { buildScratchRules } from '../scratchRules';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  padding: 0 ${px(12)} ${px(24)};
`;

/** `/h5/scratch/rules`: how to play, the prizes and the medal, written from the rules the game runs on. */
export default function ScratchRulesPage() {
  const { t, i18n } = useTranslation('scratch');
  const back = useBackOrClose();
  const rules = buildScratchRules({ t, language: i18n.resolvedLanguage ?? i18n.language });
  return (
    <Scaffold title={t('titles.rules')} onBack={back}>
      <Sections>
        {(['play', 'prizes', 'medal'] as const).map((section) => (
          <Section key={section} title={t(`rules.sections.${section}`)}>
            <Card>
              <RuleList rules={rules[section]} />
            </Card>
          </Section>
        ))}
      </Sections>
    </Scaffold>
  );
}
