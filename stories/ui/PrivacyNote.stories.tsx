import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { i18n } from '../../src/platform/i18n/i18n';
import { PrivacyNote } from '../../src/ui/PrivacyNote/PrivacyNote';
import { px } from '../../src/ui/px';

/** The note with the registration form's own words, on the pages' warm canvas. */
function Demo() {
  const { t } = useTranslation('registration');
  return (
    <div style={{ padding: px(12), background: 'var(--color-canvas)' }}>
      <PrivacyNote>{t('privacy')}</PrivacyNote>
    </div>
  );
}

const meta = {
  title: 'UI/PrivacyNote',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the form does with the data, read as text; the shield is decoration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByText(i18n.t('registration:privacy'));
    await expect(note).toBeVisible();
    await expect(note.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };
