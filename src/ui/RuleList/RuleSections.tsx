import styled from 'styled-components';
import { Card } from '../Card/Card';
import { px } from '../px';
import { Section } from '../Section/Section';
import { RuleList } from './RuleList';

export interface RuleSection {
  /** Translated section title ("How to play"). */
  title: string;
  /** The section's numbered rules, translated; `<em>` marks emphasis. */
  rules: string[];
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  padding: 0 ${px(12)} ${px(24)};
`;

/** A rules page's body: titled sections, each a card of numbered rules. */
export function RuleSections({ sections }: { sections: readonly RuleSection[] }) {
  return (
    <Sections>
      {sections.map((section) => (
        <Section key={section.title} title={section.title}>
          <Card>
            <RuleList rules={section.rules} />
          </Card>
        </Section>
      ))}
    </Sections>
  );
}
