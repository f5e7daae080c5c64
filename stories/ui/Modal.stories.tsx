import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { Modal, ModalMessage } from '../../src/ui/Modal/Modal';
import { CloseButton } from '../../src/ui/Modal/CloseButton';
import { px } from '../../src/ui/px';
import { forced, RestAndForced } from './forcedStates';
import { PageBehind } from './PageBehind';

function TranslatedModal({
  tone,
  onClose,
  withActions = true,
}: {
  tone?: 'plain' | 'festival';
  onClose?: () => void;
  withActions?: boolean;
}) {
  const { t } = useTranslation('demo');
  return (
    <PageBehind>
      <Modal
        open
        tone={tone}
        title={t('overlays.modalTitle')}
        onClose={onClose}
        actions={
          withActions ? (
            <Button size="large" onClick={onClose}>
              {t('more')}
            </Button>
          ) : undefined
        }
      >
        <ModalMessage>{t('overlays.modalBody')}</ModalMessage>
      </Modal>
    </PageBehind>
  );
}

const meta = {
  title: 'UI/Modal',
  component: TranslatedModal,
  args: { onClose: fn() },
} satisfies Meta<typeof TranslatedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The × button, Escape and a tap on the dimmed page all close it. */
export const Plain: Story = {
  play: async ({ canvasElement, args }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await within(body).findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('button')[0]!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await fireEvent.click(body.querySelector('[data-overlay]')!);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Gold frame for wins and rewards. */
export const Festival: Story = { args: { tone: 'festival' } };

/** Without `onClose` there is no ×, and Escape or the scrim do nothing. */
export const MustChoose: Story = { args: { onClose: undefined, withActions: true } };

/** The corner of a modal panel, where its × sits (the same CloseButton closes BottomSheet). */
const PanelCorner = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${px(8)};
  border-radius: ${px(20)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CloseButtons = () => (
  <PanelCorner>
    <CloseButton onClick={() => undefined} />
  </PanelCorner>
);

const CloseStage = styled.div`
  padding: ${px(24)} ${px(16)};
  background: var(--color-canvas);
`;

/** The × pressed (`:active`), below the same × at rest: a soft disc behind it, and a small sink. */
export const CloseButtonPressed: Story = {
  render: () => (
    <CloseStage>
      <RestAndForced state="pressed">{CloseButtons()}</RestAndForced>
    </CloseStage>
  ),
  parameters: forced('pressed', 'button'),
};

/** Keyboard focus on the × (`:focus-visible`), below the same × at rest. */
export const CloseButtonFocusVisible: Story = {
  render: () => (
    <CloseStage>
      <RestAndForced state="focus-visible">{CloseButtons()}</RestAndForced>
    </CloseStage>
  ),
  parameters: forced('focus-visible', 'button'),
};
