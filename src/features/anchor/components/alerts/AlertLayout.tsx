import { type CSSProperties, type ReactNode, useId } from 'react';
import { Link } from '../../../../ui/Link/Link';
import styled from 'styled-components';
import { useBackOrClose } from '../../../../platform/navigation/backOrClose';
import { Button } from '../../../../ui/Button/Button';
import { focusRing, pressedScale, pressedTint } from '../../../../ui/interaction';
import { px } from '../../../../ui/px';
import { Scaffold } from '../../../../ui/Scaffold/Scaffold';
import { AlertIcon, type AlertIconKind } from './AlertArt';

/** Each alert's colours: the stage's soft gradient, the icon discs and their ink (≥ 4.5:1 on the disc and white). */
export const ALERT_TONES = {
  rose: { from: '#ffe8e0', to: '#ffd6e0', disc: '#ffe3ea', ink: '#a3193f' },
  amber: { from: '#fff3d6', to: '#ffe1c7', disc: '#fff1cc', ink: '#7a4300' },
  mint: { from: '#e2f6ec', to: '#fff1dc', disc: '#dcf5ea', ink: '#0b6040' },
} as const;
export type AlertTone = keyof typeof ALERT_TONES;

/** The one primary action: a native or in-page call, or a page of this app. */
export type AlertAction = { label: string; onClick: () => void } | { label: string; to: string };

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

const Stage = styled.div<{ $from: string; $to: string }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(8)};
  padding: ${px(20)} ${px(24)} ${px(26)};
  border-radius: 0 0 ${px(28)} ${px(28)};
  background:
    radial-gradient(60% 55% at 50% 38%, rgba(255, 255, 255, 0.9) 0%, transparent 70%),
    linear-gradient(180deg, ${({ $from }) => $from} 0%, ${({ $to }) => $to} 100%);
  text-align: center;
`;

const Art = styled.div`
  width: ${px(196)};
  height: ${px(160)};
`;

const Headline = styled.h2`
  margin: ${px(4)} 0 0;
  color: var(--color-text);
  font-size: ${px(22)};
  font-weight: 900;
  line-height: 1.35;
  letter-spacing: 0.02em;
  text-wrap: balance;
`;

const Lead = styled.p`
  max-width: ${px(310)};
  margin: 0;
  color: var(--color-text);
  font-size: ${px(14)};
  line-height: 1.65;
  text-wrap: pretty;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${px(8)};
  margin: ${px(6)} 0 0;
  padding: 0;
  list-style: none;
`;

const Fact = styled.li<{ $ink: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${px(5)};
  height: ${px(30)};
  padding: 0 ${px(12)};
  border-radius: 999px;
  background: #fff;
  box-shadow: 0 ${px(2)} ${px(8)} rgba(90, 31, 58, 0.08);
  color: ${({ $ink }) => $ink};
  font-size: ${px(13)};
  font-weight: 700;

  span {
    width: ${px(16)};
    height: ${px(16)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(16)} ${px(12)} ${px(8)};
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin-top: auto;
  padding: ${px(18)} ${px(16)} calc(${px(14)} + var(--safe-bottom));
  background: linear-gradient(180deg, rgba(255, 247, 241, 0) 0%, var(--color-canvas) 28%);
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.5;
  text-align: center;
`;

/* The primary button's look, for an action that is a link to another page. */
const ActionLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: ${px(48)};
  border-radius: 999px;
  background: var(--color-accentGradient);
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: var(--color-onAccent);
  font-size: ${px(17)};
  font-weight: 600;
  letter-spacing: 0.02em;
  text-decoration: none;
  transition: transform var(--motion-scale-in) ease, filter var(--motion-scale-in) ease;

  &:active {
    transform: ${pressedScale(0.97)};
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

export interface AlertLayoutProps {
  /** The title bar's text. */
  title: string;
  tone: AlertTone;
  art: ReactNode;
  headline: string;
  lead: string;
  /** Short facts under the lead ("about 1 minute"), each with an icon. */
  facts?: { icon: AlertIconKind; text: string }[];
  /** The cards: why, what it takes, what happens. */
  children: ReactNode;
  action: AlertAction;
  /** A quiet line under the action. */
  note?: string;
}

/**
 * The alerts' page (`/h5/reality_alert`, `/h5/auth_alert`, `/h5/anchor_behavior`): a drawing and a warm headline
 * on a soft stage, cards that explain, and one primary action that stays at the bottom of the screen.
 */
export function AlertLayout({ title, tone, art, headline, lead, facts, children, action, note }: AlertLayoutProps) {
  const back = useBackOrClose();
  const colours = ALERT_TONES[tone];
  return (
    <Scaffold title={title} onBack={back}>
      <Page data-alert-tone={tone}>
        <Stage $from={colours.from} $to={colours.to}>
          <Art>{art}</Art>
          <Headline>{headline}</Headline>
          <Lead>{lead}</Lead>
          {facts && facts.length > 0 && (
            <Facts>
              {facts.map((fact) => (
                <Fact key={fact.text} $ink={colours.ink}>
                  <span>
                    <AlertIcon kind={fact.icon} />
                  </span>
                  {fact.text}
                </Fact>
              ))}
            </Facts>
          )}
        </Stage>
        <Body>{children}</Body>
        <Bar data-alert-bar>
          {'to' in action ? (
            <ActionLink to={action.to}>{action.label}</ActionLink>
          ) : (
            <Button variant="primary" size="large" block onClick={action.onClick}>
              {action.label}
            </Button>
          )}
          {note && <Note>{note}</Note>}
        </Bar>
      </Page>
    </Scaffold>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(16)} ${px(14)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(12)} rgba(90, 31, 58, 0.07);
`;

const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
  color: var(--color-text);
  font-size: ${px(16)};
  font-weight: 800;

  &::before {
    content: '';
    width: ${px(4)};
    height: ${px(16)};
    border-radius: ${px(2)};
    background: var(--alert-ink);
  }
`;

/** A card with a title; `tone` colours its marker and what is inside. */
export function AlertCard({ title, tone, children }: { title: string; tone: AlertTone; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} style={{ '--alert-ink': ALERT_TONES[tone].ink } as CSSProperties}>
      <CardTitle id={id}>{title}</CardTitle>
      {children}
    </Card>
  );
}

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Point = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${px(12)};

  strong {
    display: block;
    color: var(--color-text);
    font-size: ${px(15)};
    font-weight: 700;
    line-height: 1.4;
  }
  p {
    margin: ${px(2)} 0 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

const Disc = styled.span<{ $disc: string; $ink: string; $mark?: boolean }>`
  position: relative;
  flex: none;
  width: ${px(40)};
  height: ${px(40)};
  padding: ${px(9)};
  border-radius: ${px(13)};
  background: ${({ $disc }) => $disc};
  color: ${({ $ink }) => $ink};
`;

/** A "not allowed" corner on a disc: a small coral circle with a bar (the rule forbids what the icon shows). */
const NotAllowed = styled.span`
  position: absolute;
  right: ${px(-4)};
  bottom: ${px(-4)};
  width: ${px(16)};
  height: ${px(16)};
  border: ${px(2)} solid #fff;
  border-radius: 50%;
  background: #e5484d;

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 50%;
    width: ${px(7)};
    height: ${px(2)};
    border-radius: ${px(1)};
    background: #fff;
    transform: translate(-50%, -50%);
  }
`;

export interface AlertPoint {
  icon: AlertIconKind;
  title: string;
  text?: string;
  /** Marks the icon as something not allowed. */
  forbidden?: boolean;
}

/** Reasons, requirements or rules: an icon, a bold line and a sentence each. */
export function PointList({ points, tone, label }: { points: AlertPoint[]; tone: AlertTone; label?: string }) {
  const colours = ALERT_TONES[tone];
  return (
    <Points aria-label={label}>
      {points.map((point) => (
        <Point key={point.title}>
          <Disc $disc={colours.disc} $ink={colours.ink}>
            <AlertIcon kind={point.icon} />
            {point.forbidden && <NotAllowed aria-hidden="true" />}
          </Disc>
          <div>
            <strong>{point.title}</strong>
            {point.text && <p>{point.text}</p>}
          </div>
        </Point>
      ))}
    </Points>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    display: flex;
    align-items: center;
    gap: ${px(12)};
    min-height: ${px(30)};
    color: var(--color-text);
    font-size: ${px(14)};
    line-height: 1.5;
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: ${px(28)};
    height: ${px(28)};
    border-radius: 50%;
    background: var(--alert-ink);
    color: #fff;
    font-size: ${px(14)};
    font-weight: 800;
  }
  li + li::after {
    content: '';
    position: absolute;
    top: ${px(-12)};
    left: ${px(13)};
    width: ${px(2)};
    height: ${px(14)};
    background: var(--alert-ink);
    opacity: 0.3;
  }
`;

/** Numbered steps joined by a line. */
export function StepList({ steps }: { steps: string[] }) {
  return (
    <Steps>
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </Steps>
  );
}

const Ladder = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rung = styled.li<{ $bg: string; $ink: string }>`
  display: flex;
  align-items: flex-start;
  gap: ${px(12)};
  padding: ${px(12)};
  border-radius: ${px(14)};
  background: ${({ $bg }) => $bg};

  > span {
    flex: none;
    width: ${px(34)};
    height: ${px(34)};
    padding: ${px(7)};
    border-radius: 50%;
    background: #fff;
    color: ${({ $ink }) => $ink};
  }
  strong {
    display: block;
    color: ${({ $ink }) => $ink};
    font-size: ${px(15)};
    font-weight: 800;
  }
  p {
    margin: ${px(2)} 0 0;
    color: var(--color-text);
    font-size: ${px(13)};
    line-height: 1.6;
  }
`;

/** Mild to strong: the rungs' colours, amber to red (each ink ≥ 4.5:1 on its background). */
const RUNGS = [
  { bg: '#fff4dc', ink: '#7a4300' },
  { bg: '#ffeadf', ink: '#9a3412' },
  { bg: '#ffe4e6', ink: '#a1122e' },
] as const;

/** What happens on a violation, from the mildest to the strongest. */
export function ConsequenceLadder({ steps }: { steps: AlertPoint[] }) {
  return (
    <Ladder>
      {steps.map((step, index) => {
        const colours = RUNGS[Math.min(index, RUNGS.length - 1)]!;
        return (
          <Rung key={step.title} $bg={colours.bg} $ink={colours.ink}>
            <span>
              <AlertIcon kind={step.icon} />
            </span>
            <div>
              <strong>{step.title}</strong>
              {step.text && <p>{step.text}</p>}
            </div>
          </Rung>
        );
      })}
    </Ladder>
  );
}
