import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { MetalTone } from '../icons/Icon';
import { MedalIcon } from '../icons/MedalIcon';
import { px } from '../px';

export interface MedalProps {
  /** The medal's name, already translated ("七夕守護者"). */
  name: string;
  /**
   * Whole days until it expires: 0 reads "expires today"; leave it out for a
   * permanent medal. A negative number counts as expired.
   */
  daysLeft?: number;
  /** Expired medals are shown greyed out with "expired". */
  expired?: boolean;
  /** Metal of the medal icon; defaults to gold. */
  tone?: MetalTone;
  /**
   * Icon and name only, without the remaining time — for other people's medals in
   * tight rows (rank boards), where the expiry concerns only the owner. Expired
   * medals stay greyed out.
   */
  compact?: boolean;
  /** Class name for layout. */
  className?: string;
}

/** Which line of text the remaining time needs. */
export type MedalTerm =
  | { kind: 'permanent' }
  | { kind: 'expired' }
  | { kind: 'today' }
  | { kind: 'days'; days: number };

export function medalTerm(daysLeft: number | undefined, expired: boolean): MedalTerm {
  if (expired || (daysLeft !== undefined && daysLeft < 0)) return { kind: 'expired' };
  if (daysLeft === undefined || !Number.isFinite(daysLeft)) return { kind: 'permanent' };
  const days = Math.floor(daysLeft);
  return days === 0 ? { kind: 'today' } : { kind: 'days', days };
}

const Pill = styled.span<{ $expired: boolean; $compact: boolean }>`
  display: inline-flex;
  flex: 0 1 auto;
  min-width: 0;
  align-items: center;
  max-width: 100%;
  height: ${px(22)};
  padding: 0 ${({ $compact }) => px($compact ? 7 : 8)} 0 ${px(1)};
  border-radius: ${px(999)};
  font-size: ${px(11)};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  ${({ $expired }) =>
    $expired
      ? css`
          background: #f3eeea;
          box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
          & > svg {
            filter: grayscale(1);
            opacity: 0.55;
          }
        `
      : css`
          background: linear-gradient(90deg, #fff1c7, #fff8e6);
          box-shadow: inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.8);
        `}
`;

const Name = styled.span<{ $expired: boolean }>`
  min-width: 0;
  overflow: hidden;
  margin-left: ${px(3)};
  font-weight: 700;
  text-overflow: ellipsis;
  color: ${({ $expired }) => ($expired ? 'var(--color-textMuted)' : '#7a4e00')};
`;

const Icon = styled(MedalIcon)`
  flex: none;
`;

const Term = styled.span`
  flex: none;
  margin-left: ${px(6)};
  padding-left: ${px(6)};
  border-left: ${px(1)} solid rgba(110, 98, 91, 0.3);
  color: var(--color-textMuted);
`;

/** A worn medal: icon, name and how long it still lasts; greyed out once expired. */
export function Medal({ name, daysLeft, expired = false, tone = 'gold', compact = false, className }: MedalProps) {
  const { t } = useTranslation('ui');
  const term = medalTerm(daysLeft, expired);
  const isExpired = term.kind === 'expired';
  const termText =
    term.kind === 'days'
      ? t('medal.daysLeft', { count: term.days })
      : term.kind === 'today'
        ? t('medal.expiresToday')
        : term.kind === 'expired'
          ? t('medal.expired')
          : t('medal.permanent');
  return (
    <Pill $expired={isExpired} $compact={compact} className={className} data-expired={isExpired || undefined}>
      <Icon size={20} tone={tone} />
      <Name $expired={isExpired}>{name}</Name>
      {!compact && <Term>{termText}</Term>}
    </Pill>
  );
}
