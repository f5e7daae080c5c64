import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../../src/ui/AlertDialog/AlertDialog';
import { showConfirm } from '../../src/ui/AlertDialog/dialogs';
import { Button } from '../../src/ui/Button/Button';
import { PageBehind, Result } from './PageBehind';

function TranslatedConfirm({
  danger = false,
  onConfirm,
  onCancel,
}: {
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('demo');
  return (
    <PageBehind>
      <ConfirmDialog
        title={danger ? undefined : t('overlays.confirmTitle')}
        message={danger ? t('overlays.deleteMessage') : t('overlays.confirmMessage')}
        confirmText={danger ? t('delete') : undefined}
        danger={danger}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </PageBehind>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: TranslatedConfirm,
  args: { onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof TranslatedConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel has focus first so Enter never confirms a purchase by accident; Escape cancels. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const [cancel, confirm] = within(dialog).getAllByRole('button');
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(confirm!);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** A destructive question: the confirm button is red. */
export const Danger: Story = { args: { danger: true } };

function PromiseDemo() {
  const { t } = useTranslation('demo');
  const [result, setResult] = useState('');
  const ask = async () => {
    setResult('');
    const confirmed = await showConfirm({ title: t('overlays.confirmTitle'), message: t('overlays.confirmMessage') });
    setResult(confirmed ? 'confirmed' : 'cancelled');
  };
  return (
    <PageBehind controls={<Button onClick={() => void ask()}>{t('overlays.showConfirm')}</Button>}>
      <Result data-testid="result">{result}</Result>
    </PageBehind>
  );
}

/** `showConfirm` resolves true or false, so a flow reads `if (await showConfirm(...))`. */
export const PromiseApi: Story = {
  render: () => <PromiseDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button'));
    let dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button')[1]!);
    await waitFor(() => expect(canvas.getByTestId('result')).toHaveTextContent('confirmed'));

    await userEvent.click(canvas.getByRole('button'));
    dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(canvas.getByTestId('result')).toHaveTextContent('cancelled'));
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};
