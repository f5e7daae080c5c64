import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { focusRing, pressedScale, pressedTint, tapArea } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import type { RewardState } from '../../model';
import { LockGlyph, TickGlyph } from './TaskArt';

export interface RewardActionProps {
  state: RewardState;
  /** What is claimed, already translated ("Sign in 7 days in a row: 100 coins"), for the button's spoken name. */
  what: string;
  /** This reward's claim is on its way. */
  claiming: boolean;
  onClaim: () => void;
  /** The period ended before this reward was earned: it can no longer be. */
  ended?: boolean;
  /** 'gold': the festive pill (v4); 'plain': the list's accent button (v3). */
  look?: 'gold' | 'plain';
}

const HEIGHT = 36;

const Claim = styled.button<{ $look: 'gold' | 'plain' }>`
  ${tapArea(HEIGHT)}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${px(4)};
  min-width: ${px(76)};
  height: ${px(HEIGHT)};
  padding: 0 ${px(16)};
  border: 0;
  border-radius: ${px(HEIGHT / 2)};
  font-size: ${px(15)};
  font-weight: 800;
  letter-spacing: 0.04em;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition: transform var(--motion-scale-in) ease, filter var(--motion-scale-in) ease,
    box-shadow var(--motion-scale-in) ease;
  ${({ $look }) =>
    $look === 'gold'
      ? css`
          /* A raised gold pill with a darker lip underneath; pressed, it sinks onto the lip. */
          background: linear-gradient(180deg, #fff1a8 0%, #ffd046 48%, #ffb21e 100%);
          color: #6b2300;
          box-shadow: inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.8), 0 ${px(3)} 0 #d9800b,
            0 ${px(6)} ${px(12)} rgba(217, 128, 11, 0.35);
        `
      : css`
          background: linear-gradient(135deg, #e0264f 0%, var(--color-accentStrong) 100%);
          color: var(--color-onAccent);
          box-shadow: 0 ${px(3)} ${px(8)} rgba(200, 30, 75, 0.28);
        `}

  &:active:not(:disabled) {
    transform: ${pressedScale(0.94)} translateY(calc(${px(2)} * var(--motion-press, 1)));
    filter: ${pressedTint};
    ${({ $look }) =>
      $look === 'gold' &&
      css`
        box-shadow: inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.6), 0 ${px(1)} 0 #d9800b;
      `}
  }
  &:focus-visible {
    ${focusRing()}
  }
  &:disabled {
    cursor: progress;
  }
`;

const Status = styled.span<{ $tone: 'done' | 'later' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${px(4)};
  min-height: ${px(30)};
  padding: 0 ${px(12)};
  border-radius: ${px(15)};
  font-size: ${px(13)};
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone }) =>
    $tone === 'done'
      ? css`
          background: #e3f6ec;
          color: #0e6b43;
        `
      : css`
          background: #f4ece6;
          color: #6e625b;
        `}
`;

/** What a reward offers: "Claim" while claimable, "Received" once received, what unlocks it while locked. */
export function RewardAction({ state, what, claiming, onClaim, ended = false, look = 'gold' }: RewardActionProps) {
  const { t } = useTranslation('anchorTasks');
  if (state === 'claimable') {
    return (
      <Claim
        type="button"
        $look={look}
        disabled={claiming}
        aria-busy={claiming || undefined}
        aria-label={t('reward.claimFor', { what })}
        onClick={onClaim}
      >
        {claiming && <Spinner $size={14} />}
        {t('reward.claim')}
      </Claim>
    );
  }
  if (state === 'received') {
    return (
      <Status $tone="done">
        <TickGlyph size={13} />
        {t('reward.received')}
      </Status>
    );
  }
  return (
    <Status $tone="later">
      <LockGlyph size={12} />
      {ended ? t('reward.missed') : t('reward.locked')}
    </Status>
  );
}
