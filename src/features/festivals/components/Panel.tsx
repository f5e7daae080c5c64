import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';

const Root = styled.section`
  position: relative;
  padding: ${px(30)} ${px(14)} ${px(16)};
  border-radius: ${px(20)};
  background:
    radial-gradient(120% 50% at 50% 0%, rgba(255, 255, 255, 0.12) 0%, transparent 70%),
    var(--panel);
  box-shadow:
    inset 0 0 0 ${px(1.5)} rgba(255, 255, 255, 0.16),
    0 ${px(10)} ${px(24)} rgba(0, 0, 0, 0.28);
  color: var(--color-text);
`;

/** The panel's name on a ribbon across its top edge, as festival pages hang their section names. */
const Ribbon = styled.h2`
  position: absolute;
  top: ${px(-12)};
  left: 50%;
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(6)} ${px(22)};
  border-radius: ${px(999)};
  background: var(--color-accentGradient);
  box-shadow:
    0 ${px(4)} ${px(12)} rgba(0, 0, 0, 0.35),
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.45);
  color: #fff;
  font-size: ${px(15)};
  font-weight: 800;
  letter-spacing: 0.04em;
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.35);
  white-space: nowrap;
  transform: translateX(-50%);
  &::before,
  &::after {
    width: ${px(6)};
    height: ${px(6)};
    background: #fff;
    box-shadow: 0 0 ${px(6)} #fff;
    content: '';
    transform: rotate(45deg);
  }
`;

/** A festival page's section: a lit panel with its name on a ribbon. */
export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <Root aria-labelledby={id} className={className}>
      <Ribbon id={id}>{title}</Ribbon>
      {children}
    </Root>
  );
}

/** A quiet line under a panel's content (where to send, what counts). */
export const PanelNote = styled.p`
  margin: ${px(12)} 0 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.5;
  text-align: center;
`;
