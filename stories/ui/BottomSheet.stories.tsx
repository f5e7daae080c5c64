import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BottomSheet } from '../../src/ui/BottomSheet/BottomSheet';
import { Button } from '../../src/ui/Button/Button';
import { px } from '../../src/ui/px';
import { PageBehind } from './PageBehind';

const Option = styled.button<{ $selected: boolean }>`
  display: block;
  width: 100%;
  min-height: ${px(52)};
  margin-top: ${px(10)};
  border: ${px(1.5)} solid ${({ $selected }) => ($selected ? 'var(--color-accent)' : 'var(--color-line)')};
  border-radius: ${px(12)};
  background: ${({ $selected }) => ($selected ? '#FFF0F3' : 'var(--color-surface)')};
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 600;
  cursor: pointer;
`;

function GasolineSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('demo');
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState(1);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <PageBehind controls={<Button onClick={() => setOpen(true)}>{t('overlays.sheetTitle')}</Button>}>
      <BottomSheet
        open={open}
        title={t('overlays.sheetTitle')}
        onClose={close}
        footer={
          <Button block size="large" onClick={close}>
            {t('buy')}
          </Button>
        }
      >
        {(['option1', 'option2', 'option3'] as const).map((key, index) => (
          <Option
            key={key}
            type="button"
            aria-pressed={selected === index}
            $selected={selected === index}
            onClick={() => setSelected(index)}
          >
            {t(`overlays.${key}`)}
          </Option>
        ))}
      </BottomSheet>
    </PageBehind>
  );
}

const meta = {
  title: 'UI/BottomSheet',
  component: GasolineSheet,
  args: { onClose: fn() },
} satisfies Meta<typeof GasolineSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Escape closes it and focus returns to the page; it opens again from the page. */
export const ClosesAndReopens: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button'));
    const reopened = await page.findByRole('dialog');
    await waitFor(() => expect(reopened).toBeVisible());
  },
};
