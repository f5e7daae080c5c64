import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { MyStanding } from '../contract';
import type { FestivalPhase } from '../model';
import { useCount } from './useCount';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(10)} ${px(16)} calc(${px(10)} + env(safe-area-inset-bottom));
  background: linear-gradient(90deg, var(--theme-bar) 0%, var(--panel) 100%);
  box-shadow: 0 ${px(-6)} ${px(18)} rgba(0, 0, 0, 0.35);
  color: var(--color-text);
`;

const Rank = styled.strong`
  display: grid;
  place-items: center;
  min-width: ${px(44)};
  height: ${px(44)};
  padding: 0 ${px(6)};
  border-radius: ${px(14)};
  background: var(--color-accentGradient);
  color: #fff;
  font-size: ${px(16)};
  font-weight: 900;
  white-space: nowrap;
`;

const Words = styled.div`
  flex: 1;
  min-width: 0;
  & b {
    display: block;
    font-size: ${px(15)};
  }
  & small {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
`;

/** Where I stand, pinned under the page: my place (or "not on the board yet"), my points and the gap to the place above. */
export function MyStandingBar({ me, phase }: { me: MyStanding; phase: FestivalPhase }) {
  const { t } = useTranslation('festivals');
  const count = useCount();
  const hint =
    me.rank === 1
      ? t('board.leading')
      : me.gap !== null && me.rank !== null
        ? t('board.gap', count(me.gap, { place: me.rank - 1 }))
        : phase === 'live'
          ? t('board.joinHint')
          : '';
  return (
    <Bar role="region" aria-label={t('board.mine')}>
      <Rank>{me.rank ?? '—'}</Rank>
      <Words>
        <b>{t('board.myPoints', count(me.score))}</b>
        {hint && <small>{hint}</small>}
      </Words>
    </Bar>
  );
}
