import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from '../../src/ui/AlertDialog/AlertDialog';
import { showAlert } from '../../src/ui/AlertDialog/dialogs';
import { Button } from '../../src/ui/Button/Button';
import { PageBehind, Result } from './PageBehind';

function TranslatedAlert({ withTitle = true, onClose }: { withTitle?: boolean; onClose: () => void }) {
  const { t } = useTranslation('demo');
  return (
    <PageBehind>
      <AlertDialog
        title={withTitle ? t('overlays.alertTitle') : undefined}
        message={t('overlays.alertMessage')}
        onClose={onClose}
      />
    </PageBehind>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  component: TranslatedAlert,
  args: { onClose: fn() },
} satisfies Meta<typeof TranslatedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, message and the one button; focus starts on the button, Escape does not dismiss it. */
export const WithTitle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const button = within(dialog).getByRole('button');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const MessageOnly: Story = { args: { withTitle: false } };

/** `showAlert` resolves when the user taps the button: how the app shows a server's message. */
function PromiseDemo() {
  const { t } = useTranslation('demo');
  const [result, setResult] = useState('');
  const acknowledge = async () => {
    setResult('');
    await showAlert({ title: t('overlays.alertTitle'), message: t('overlays.alertMessage') });
    setResult('acknowledged');
  };
  return (
    <PageBehind controls={<Button onClick={() => void acknowledge()}>{t('overlays.showAlert')}</Button>}>
      <Result data-testid="result">{result}</Result>
    </PageBehind>
  );
}

export const PromiseApi: Story = {
  render: () => <PromiseDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await page.findByRole('alertdialog');
    await expect(canvas.getByTestId('result')).toHaveTextContent('');
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(canvas.getByTestId('result')).toHaveTextContent('acknowledged'));
    await expect(page.queryByRole('alertdialog')).toBeNull();
  },
};
