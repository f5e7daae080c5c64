import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button/Button';
import { hideToast, showToast } from '../../src/ui/Toast/toast';
import { PageBehind } from './PageBehind';

/** Long enough that the screenshot always catches it. */
const STORY_DURATION_MS = 60_000;

function ToastDemo({ initial }: { initial?: 'toast' | 'toastReplaced' }) {
  const { t } = useTranslation('demo');
  useEffect(() => {
    if (initial) showToast(t(`overlays.${initial}`), { durationMs: STORY_DURATION_MS });
    return hideToast;
  }, [initial, t]);
  return (
    <PageBehind
      controls={
        <>
          <Button onClick={() => showToast(t('overlays.toast'), { durationMs: STORY_DURATION_MS })}>
            {t('overlays.showToast')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => showToast(t('overlays.toastReplaced'), { durationMs: STORY_DURATION_MS })}
          >
            {t('overlays.showToast')} 2
          </Button>
          <Button variant="ghost" onClick={() => showToast('   ')}>
            {t('overlays.showToast')} ∅
          </Button>
        </>
      }
    />
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Showing: Story = { args: { initial: 'toast' } };

/** Single instance: a second toast replaces the first at once; empty text is ignored. */
export const ReplacesPrevious: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, empty] = within(canvasElement).getAllByRole('button');
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await userEvent.click(first!);
    await waitFor(() => expect(status.children).toHaveLength(1));
    const firstText = status.textContent;
    await userEvent.click(second!);
    await waitFor(() => expect(status.textContent).not.toBe(firstText));
    await expect(status.children).toHaveLength(1);
    const secondText = status.textContent;
    await userEvent.click(empty!);
    await expect(status.textContent).toBe(secondText);
  },
};

function ShortToastDemo() {
  const { t } = useTranslation('demo');
  return (
    <PageBehind
      controls={
        <Button onClick={() => showToast(t('overlays.toast'), { durationMs: 300 })}>{t('overlays.showToast')}</Button>
      }
    />
  );
}

/** It leaves by itself after its duration. */
export const DisappearsByItself: Story = {
  render: () => <ShortToastDemo />,
  parameters: { toastsLeaveByThemselves: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(status.children).toHaveLength(1));
    await waitFor(() => expect(status.children).toHaveLength(0), { timeout: 2000 });
  },
};
