import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { Modal, ModalMessage } from '../../src/ui/Modal/Modal';
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
