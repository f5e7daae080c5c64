import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import type { ChargeTarget } from '../api';
import { LazyOtherMember } from './lazyParts';

const Tabs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(4)};
  padding: ${px(4)};
  border-radius: ${px(14)};
  background: #f1ebe0;
`;

const Tab = styled.button<{ $on: boolean }>`
  height: ${px(40)};
  border: 0;
  border-radius: ${px(10)};
  background: transparent;
  color: #6b5a40;
  font: inherit;
  font-size: ${px(14)};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
  ${({ $on }) =>
    $on &&
    css`
      background: #fff;
      box-shadow: 0 ${px(2)} ${px(6)} rgba(107, 90, 64, 0.18);
      color: #2b1d08;
    `}
`;

const Me = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
`;

export type TargetMode = 'self' | 'other';

/** For whom: me, or another member found by public id (its search loads when chosen). */
export function TargetPicker({
  mode,
  onMode,
  myId,
  target,
  onTarget,
}: {
  mode: TargetMode;
  onMode: (mode: TargetMode) => void;
  myId: string;
  target: ChargeTarget | null;
  onTarget: (target: ChargeTarget | null) => void;
}) {
  const { t } = useTranslation('walletRecharge');
  return (
    <>
      <Tabs role="group" aria-label={t('target.title')}>
        <Tab type="button" aria-pressed={mode === 'self'} $on={mode === 'self'} onClick={() => onMode('self')}>
          {t('target.self')}
        </Tab>
        <Tab type="button" aria-pressed={mode === 'other'} $on={mode === 'other'} onClick={() => onMode('other')}>
          {t('target.other')}
        </Tab>
      </Tabs>
      {mode === 'self' ? (
        <Me>{t('target.selfNote', { id: myId })}</Me>
      ) : (
        <LazyOtherMember target={target} onTarget={onTarget} />
      )}
    </>
  );
}
