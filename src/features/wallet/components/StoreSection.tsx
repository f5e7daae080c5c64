import type { ReactNode } from 'react';
import { useId } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
`;

const Heading = styled.h2`
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
    background: linear-gradient(180deg, #ffd45c, #e0901c);
  }
`;

const Aside = styled.span`
  margin-left: auto;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-weight: 500;
`;

/** A block of the store with its heading (and a note on the right). */
export function StoreSection({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>
        {title}
        {aside && <Aside>{aside}</Aside>}
      </Heading>
      {children}
    </Section>
  );
}
