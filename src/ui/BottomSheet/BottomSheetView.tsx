import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseButton } from '../Modal/CloseButton';
import { Overlay } from '../Modal/Overlay';
import { slideUp } from '../motion';
import { px } from '../px';

export interface BottomSheetProps {
  /** Whether it is shown. */
  open: boolean;
  /** Heading of the sheet; also its accessible name. */
  title: ReactNode;
  /** Closes it: Escape, the × button or a tap on the dimmed page. */
  onClose: () => void;
  /** Pinned under the scrolling content (a confirm button). */
  footer?: ReactNode;
  children?: ReactNode;
}

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  max-height: 85dvh;
  border-radius: ${px(20)} ${px(20)} 0 0;
  background: var(--color-surface);
  box-shadow: 0 -${px(8)} ${px(30)} rgba(0, 0, 0, 0.18);
  animation: ${slideUp} var(--motion-slide-up) cubic-bezier(0.2, 0.8, 0.2, 1) both;
`;

const Grip = styled.div`
  width: ${px(36)};
  height: ${px(4)};
  margin: ${px(8)} auto 0;
  border-radius: ${px(2)};
  background: var(--color-line);
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: ${px(48)} 1fr ${px(48)};
  align-items: center;
  height: ${px(48)};
`;

const Title = styled.h2`
  grid-column: 2;
  margin: 0;
  overflow: hidden;
  font-size: ${px(17)};
  font-weight: 700;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 0 ${px(16)} ${px(16)};
  overscroll-behavior: contain;
`;

const Footer = styled.div`
  padding: ${px(10)} ${px(16)} calc(${px(10)} + var(--safe-bottom));
  border-top: ${px(0.5)} solid var(--color-line);
`;

/** A panel sliding up from the bottom: pickers, purchase options, details. */
export function BottomSheetView({ open, title, onClose, footer, children }: BottomSheetProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Overlay placement="bottom" labelledBy={titleId} onDismiss={onClose}>
      <Sheet>
        <Grip aria-hidden="true" />
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton onClick={onClose} />
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Sheet>
    </Overlay>
  );
}
