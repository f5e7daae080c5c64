import { useTranslation } from 'react-i18next';
import { STREAK_DAYS } from '../../../../platform/earnings/earnings';
import { RuleList } from '../../../../ui/RuleList/RuleList';
import type { Milestone } from '../../model';

/** What the new-anchor tasks mean, in the server's amounts and the rules' numbers. */
export function TaskRules({ milestones, cash }: { milestones: Milestone[]; cash: (amount: number) => string }) {
  const { t } = useTranslation('anchorTasks');
  const rules = [
    t('rules.order'),
    t('rules.period'),
    ...milestones.map((milestone) =>
      t('rules.milestone', { count: milestone.tasks, amount: cash(milestone.reward.amount) }),
    ),
    t('rules.streak', { days: STREAK_DAYS }),
    t('rules.fair'),
  ];
  return <RuleList rules={rules} />;
}
