import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { IosFooter } from '../../src/ui/IosFooter/IosFooter';
import { px } from '../../src/ui/px';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: ${px(320)};
  padding: ${px(24)} ${px(16)} 0;
`;

/** Stand-in page content above the footer, so the canvas is never blank where the footer is absent. */
const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(16)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Bar = styled.span<{ $width: number }>`
  display: block;
  width: ${({ $width }) => $width}%;
  height: ${px(12)};
  border-radius: ${px(6)};
  background: #f6e9df;
`;

const Edge = styled.p`
  margin: ${px(16)} 0 0;
  padding-top: ${px(8)};
  border-top: ${px(1)} dashed var(--color-line);
  color: var(--color-textMuted);
  font-size: ${px(11)};
  text-align: center;
`;

/** A page with the footer under its content. */
function DemoPage() {
  const { t } = useTranslation('demo');
  return (
    <Page>
      <Content aria-hidden="true">
        <Bar $width={60} />
        <Bar $width={90} />
        <Bar $width={80} />
        <Bar $width={45} />
      </Content>
      <Edge>{t('display.footerStage')}</Edge>
      <IosFooter />
    </Page>
  );
}

const meta = {
  title: 'UI/IosFooter',
  component: IosFooter,
  render: () => <DemoPage />,
} satisfies Meta<typeof IosFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the iOS app: the Apple disclaimer and the company's right of final interpretation. */
export const OnIos: Story = {
  globals: { platform: 'ios' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent(/Apple|蘋果|苹果/);
  },
};

/** In the Android app: no footer at all. */
export const OnAndroid: Story = {
  globals: { platform: 'android' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};

/** A shared link in a plain browser: the platform is unknown, so no footer. */
export const InBrowser: Story = {
  globals: { host: 'browser' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull();
  },
};
