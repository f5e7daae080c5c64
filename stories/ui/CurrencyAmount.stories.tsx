import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { CurrencyAmount, type Currency } from '../../src/ui/CurrencyAmount/CurrencyAmount';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(14)};
  padding: ${px(24)} ${px(16)};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${px(14)};
  width: 100%;
  padding: ${px(16)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CURRENCIES: Currency[] = ['gold', 'silver', 'diamond', 'points', 'cash'];

const meta = {
  title: 'UI/CurrencyAmount',
  component: CurrencyAmount,
  args: { amount: 1234, currency: 'gold', size: 'medium', moneyCurrency: 'TWD', compact: false, hideIcon: false },
  argTypes: { currency: { control: 'inline-radio', options: CURRENCIES } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof CurrencyAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One amount in each currency; cash is in cents of its money (123456 in TWD → NT$1,234.56). */
export const AllCurrencies: Story = {
  render: (args) => (
    <Panel>
      {CURRENCIES.map((currency) => (
        <CurrencyAmount key={currency} {...args} currency={currency} amount={currency === 'cash' ? 123456 : 1234} />
      ))}
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Visible digits are grouped; the spoken label names the currency.
    await expect(canvas.getAllByText('1,234')).toHaveLength(4);
    await expect(canvas.getByText('1,234.56')).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-currency]')).toHaveLength(5);
  },
};

/** small in dense rows, medium by default, large for wallet balances. */
export const Sizes: Story = {
  render: (args) => (
    <Panel>
      <CurrencyAmount {...args} size="small" />
      <CurrencyAmount {...args} size="medium" />
      <CurrencyAmount {...args} size="large" />
    </Panel>
  ),
};

/** Big numbers, grouped by the active language. */
export const LargeNumbers: Story = {
  render: (args) => (
    <Panel>
      <CurrencyAmount {...args} amount={98765} />
      <CurrencyAmount {...args} amount={12345678} currency="diamond" />
      <CurrencyAmount {...args} amount={2147483647} currency="points" />
      <CurrencyAmount {...args} amount={1999999999} currency="cash" size="large" />
    </Panel>
  ),
};

/** Short form for tight rank boards (1.2萬 / 1.2M / 1.2만); amounts under 10,000 stay whole. */
export const Compact: Story = {
  args: { compact: true },
  render: LargeNumbers.render,
};

/**
 * Cash: in the digits of its money with the sign that names it (NT$, CN¥, US$, HK$, JP¥ — never a bare "$" or "¥"),
 * the code coming from the server.
 */
export const Cash: Story = {
  args: { currency: 'cash' },
  render: (args) => (
    <Panel>
      <CurrencyAmount {...args} amount={5} />
      <CurrencyAmount {...args} amount={1234} moneyCurrency="CNY" />
      <CurrencyAmount {...args} amount={100000} moneyCurrency="USD" />
      <CurrencyAmount {...args} amount={1500} moneyCurrency="JPY" />
      <CurrencyAmount {...args} amount={64800} moneyCurrency="HKD" size="large" />
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.05')).toBeInTheDocument();
    await expect(canvas.getByText('12.34')).toBeInTheDocument();
    await expect(canvas.getByText('1,500')).toBeInTheDocument();
    const signs = [...canvasElement.querySelectorAll('[data-currency="cash"] [aria-hidden="true"] span span')].map(
      (sign) => sign.textContent,
    );
    await expect(signs).toEqual(['NT$', 'CN¥', 'US$', 'JP¥', 'HK$']);
  },
};

/** Without the icon, when a column header already names the currency. */
export const WithoutIcon: Story = { args: { hideIcon: true, amount: 520 } };
