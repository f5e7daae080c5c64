import styled from 'styled-components';
import { px } from '../px';
import { keepRunsTogether } from '../../platform/i18n/keepNumbersWithUnits';
import { parseEmphasis } from './parseEmphasis';

export interface RuleListProps {
  /**
   * The rules, already translated, one string each. `<em>…</em>` marks emphasis
   * (dates, prizes); any other markup is shown as plain text, never as HTML.
   */
  rules: string[];
  /** Number of the first rule; defaults to 1. */
  start?: number;
  /** Class name for layout. */
  className?: string;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rule = styled.li`
  display: flex;
  gap: ${px(6)};
  color: var(--color-text);
  font-size: ${px(13)};
  line-height: 1.75;
`;

const RuleNumber = styled.span`
  flex: none;
  min-width: ${px(18)};
  color: var(--color-accentStrong);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Em = styled.em`
  color: var(--color-accentStrong);
  font-style: normal;
  font-weight: 700;
`;

/** Numbered campaign rules (1., 2., …) with safely rendered emphasis. */
/** A rule's runs, a number in bold kept with the unit or bracket after it (issue 30: "59" / "（…"). */
function keptRuns(rule: string) {
  const runs = parseEmphasis(rule);
  const texts = keepRunsTogether(runs.map((run) => run.text));
  return runs.map((run, index) => ({ ...run, text: texts[index] ?? run.text }));
}

export function RuleList({ rules, start = 1, className }: RuleListProps) {
  return (
    <List className={className} start={start}>
      {rules.map((rule, index) => (
        <Rule key={index}>
          <RuleNumber aria-hidden="true">{`${start + index}.`}</RuleNumber>
          <Text>
            {keptRuns(rule).map((run, runIndex) =>
              run.em ? <Em key={runIndex}>{run.text}</Em> : <span key={runIndex}>{run.text}</span>,
            )}
          </Text>
        </Rule>
      ))}
    </List>
  );
}
