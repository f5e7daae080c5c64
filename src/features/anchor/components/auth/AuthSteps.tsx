import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../../ui/px';
import type { VerificationState } from '../../verification';

const STEPS = ['fill', 'review', 'done'] as const;

/** Where the verification is: fill in (none, failed), under review (pending), done (passed). */
const currentStep = (state: VerificationState): number => (state === 'pending' ? 1 : state === 'passed' ? 2 : 0);

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0;
  padding: ${px(14)} ${px(6)} ${px(12)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
  list-style: none;
`;

type StepState = 'done' | 'now' | 'later';

const Step = styled.li<{ $state: StepState; $last: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  color: ${({ $state }) => ($state === 'later' ? 'var(--color-textMuted)' : 'var(--color-text)')};
  font-size: ${px(12)};
  font-weight: ${({ $state }) => ($state === 'now' ? 800 : 600)};
  text-align: center;

  /* The line to the next step: green once this step is done. */
  &::after {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    top: ${px(13)};
    left: calc(50% + ${px(18)});
    right: calc(-50% + ${px(18)});
    height: ${px(3)};
    border-radius: ${px(2)};
    background: ${({ $state }) => ($state === 'done' ? '#1FA971' : 'var(--color-line)')};
  }
`;

const Disc = styled.span<{ $state: StepState }>`
  display: grid;
  place-items: center;
  width: ${px(28)};
  height: ${px(28)};
  border-radius: 50%;
  background: ${({ $state }) =>
    $state === 'done' ? '#12935E' : $state === 'now' ? 'var(--color-accentGradient)' : 'var(--color-surface)'};
  box-shadow: ${({ $state }) =>
    $state === 'later'
      ? `inset 0 0 0 ${px(1.5)} var(--color-line)`
      : $state === 'now'
        ? `0 0 0 ${px(4)} rgba(238, 58, 98, 0.16)`
        : 'none'};
  color: ${({ $state }) => ($state === 'later' ? 'var(--color-textMuted)' : '#FFFFFF')};
  font-size: ${px(13)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;

  svg {
    width: ${px(14)};
    height: ${px(14)};
  }
`;

/** The three steps of a verification, the current one marked (`aria-current="step"`). */
export function AuthSteps({ state }: { state: VerificationState }) {
  const { t } = useTranslation('anchorAuth');
  const current = currentStep(state);
  return (
    <List aria-label={t('steps.label')}>
      {STEPS.map((step, index) => {
        // The last step is done, not "now", once it is reached: nothing is left to do.
        const stepState: StepState =
          index < current || (state === 'passed' && index === current) ? 'done' : index === current ? 'now' : 'later';
        return (
          <Step
            key={step}
            $state={stepState}
            $last={index === STEPS.length - 1}
            aria-current={index === current ? 'step' : undefined}
            data-step-state={stepState}
          >
            <Disc $state={stepState} aria-hidden="true">
              {stepState === 'done' ? (
                <svg viewBox="0 0 16 16" fill="none">
                  <path
                    d="M3.5 8.4 6.6 11.4 12.6 5"
                    stroke="currentColor"
                    strokeWidth="2.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : (
                index + 1
              )}
            </Disc>
            {t(`steps.${step}`)}
          </Step>
        );
      })}
    </List>
  );
}
