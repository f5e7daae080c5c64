import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { px } from '../../../../ui/px';

export interface PanelProps {
  title: string;
  /** A short fact at the right of the title ("3/7 days"). */
  aside?: ReactNode;
  /** 'festive': a white card with a gold-ribbon heading (v4); 'plain': a flat white card (v3). */
  look?: 'festive' | 'plain';
  children: ReactNode;
}

const Card = styled.section<{ $look: 'festive' | 'plain' }>`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(16)} ${px(14)};
  background: var(--color-surface);
  ${({ $look }) =>
    $look === 'festive'
      ? css`
          border-radius: ${px(20)};
          box-shadow: 0 ${px(6)} ${px(20)} rgba(160, 40, 30, 0.1);
        `
      : css`
          border-radius: ${px(12)};
          box-shadow: 0 ${px(1)} ${px(4)} rgba(80, 40, 20, 0.06);
        `}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
`;

const Title = styled.h2<{ $look: 'festive' | 'plain' }>`
  display: flex;
  align-items: center;
  gap: ${px(6)};
  margin: 0;
  color: var(--color-text);
  font-size: ${({ $look }) => px($look === 'festive' ? 18 : 16)};
  font-weight: 900;
  letter-spacing: 0.02em;

  ${({ $look }) =>
    $look === 'festive' &&
    css`
      /* A gold diamond before the title. */
      &::before {
        content: '';
        flex: none;
        width: ${px(10)};
        height: ${px(10)};
        border-radius: ${px(2)};
        background: linear-gradient(135deg, #ffe58a, #f08a12);
        transform: rotate(45deg);
      }
    `}
`;

const Aside = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** A titled card of the task pages. */
export function Panel({ title, aside, look = 'festive', children }: PanelProps) {
  const id = useId();
  return (
    <Card $look={look} aria-labelledby={id}>
      <Head>
        <Title id={id} $look={look}>
          {title}
        </Title>
        {aside !== undefined && <Aside>{aside}</Aside>}
      </Head>
      {children}
    </Card>
  );
}
