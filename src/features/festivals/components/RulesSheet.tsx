import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { FestivalState } from '../api';
import type { FestivalDefinition } from '../definition';
import { useRulesLines } from './useRulesLines';

/** A festival's rules over its page, for the festivals without a rules page of their own (loaded when opened). */
export function RulesSheet({
  open,
  onClose,
  festival,
  state,
}: {
  open: boolean;
  onClose: () => void;
  festival: FestivalDefinition;
  state: FestivalState;
}) {
  const { t } = useTranslation('festivals');
  const rules = useRulesLines(festival, state);
  return (
    <BottomSheet open={open} title={t('rulesLink')} onClose={onClose}>
      {rules.ready ? <RuleList rules={rules.lines} /> : <Skeleton $height={320} $radius={12} />}
    </BottomSheet>
  );
}
