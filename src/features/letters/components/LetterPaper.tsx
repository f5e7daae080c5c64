import type { ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { lightSurface } from '../../../ui/surfaces';

const Paper = styled.article`
  ${lightSurface}
  position: relative;
  padding: ${px(18)} ${px(18)} ${px(16)};
  border-radius: ${px(6)} ${px(6)} ${px(18)} ${px(18)};
  /* Writing paper: warm cream with faint ruled lines under the words. */
  background:
    repeating-linear-gradient(180deg, transparent 0 ${px(27)}, rgba(196, 150, 96, 0.22) ${px(27)} ${px(28)}),
    linear-gradient(180deg, #fffaf0 0%, #fff1dc 100%);
  box-shadow:
    0 ${px(10)} ${px(24)} rgba(0, 0, 0, 0.35),
    inset 0 0 0 ${px(1)} rgba(196, 150, 96, 0.35);
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  /* As tall as the stamp, so the words start below it. */
  min-height: ${px(40)};
  margin-bottom: ${px(6)};
  padding-right: ${px(44)};
  h2 {
    margin: 0;
    color: #7a3e2a;
    font-size: ${px(15)};
    font-weight: 800;
  }
`;

/** The postmark stamp in the corner: the seal of an anonymous letter (no sender's face, ever). */
const Stamp = styled.span`
  position: absolute;
  top: ${px(10)};
  right: ${px(12)};
  display: grid;
  place-items: center;
  width: ${px(38)};
  height: ${px(44)};
  border: ${px(2)} dashed #ff8a7a;
  border-radius: ${px(4)};
  background: #ffe3dc;
  transform: rotate(6deg);
  svg {
    width: ${px(24)};
  }
`;

const Words = styled.p`
  margin: 0;
  color: #3b2a22;
  font-size: ${px(15)};
  line-height: ${px(28)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Foot = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  margin-top: ${px(10)};
  color: #8a6a55;
  font-size: ${px(12)};
`;

export interface LetterPaperProps {
  /** Who it is from, in words ("A letter from a stranger", "My letter"): never a name. */
  heading: string;
  text: string;
  /** When it was written, formatted. */
  time: string;
  /** Beside the heading: the screening's status of my letter. */
  tag?: ReactNode;
  /** Under the words: the letter's actions. */
  children?: ReactNode;
}

/** A letter on cream writing paper with an anonymous seal: the same paper in the sea, the mailbox and the conversation. */
export function LetterPaper({ heading, text, time, tag, children }: LetterPaperProps) {
  return (
    <Paper>
      <Stamp aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <path
            d="M12 21s-7-4.4-9.2-9A5.2 5.2 0 0 1 12 6.6 5.2 5.2 0 0 1 21.2 12C19 16.6 12 21 12 21Z"
            fill="#FF6A88"
          />
        </svg>
      </Stamp>
      <Head>
        <h2>{heading}</h2>
        {tag}
      </Head>
      <Words>{text}</Words>
      <Foot>
        <time>{time}</time>
        {children}
      </Foot>
    </Paper>
  );
}
