import type { ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../../../../ui/px';

export interface GuideStep {
  id: string;
  title: string;
  body: ReactNode;
  /** The step's illustration (decorative). */
  art: ReactNode;
  /** A link or button under the text, if the step leads somewhere. */
  action?: ReactNode;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${px(28)} 1fr auto;
  gap: ${px(10)};
  align-items: start;
  padding: ${px(10)} 0 ${px(14)};

  /* The dashed path from one number to the next. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: ${px(40)};
    bottom: ${px(-8)};
    left: ${px(13)};
    border-left: ${px(2)} dashed #ffc2cf;
  }
`;

const Number = styled.span`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: ${px(28)};
  height: ${px(28)};
  border-radius: 50%;
  background: linear-gradient(135deg, #ff6a3d, #c81e4b);
  box-shadow: 0 ${px(3)} ${px(8)} rgba(200, 30, 75, 0.3);
  color: #fff;
  font-size: ${px(14)};
  font-weight: 900;
  font-variant-numeric: tabular-nums;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  min-width: 0;
  padding-top: ${px(3)};

  h3 {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(15)};
    font-weight: 800;
    line-height: 1.35;
  }

  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.55;
  }

  strong {
    color: var(--color-accentStrong);
    font-weight: 800;
  }
`;

/** Numbered steps, each with its illustration at the side; the numbers are joined by a dashed path. */
export function GuideSteps({ steps, label }: { steps: GuideStep[]; label: string }) {
  return (
    <List aria-label={label}>
      {steps.map((step, index) => (
        <Step key={step.id} data-step={step.id}>
          <Number aria-hidden="true">{index + 1}</Number>
          <Text>
            <h3>{step.title}</h3>
            <p>{step.body}</p>
            {step.action}
          </Text>
          {step.art}
        </Step>
      ))}
    </List>
  );
}
