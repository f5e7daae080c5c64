import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../src/ui/ErrorState/ErrorState';
import { darkPageTheme } from '../../src/ui/darkPageTheme';
import { pageThemeStyle } from '../../src/ui/pageThemeStyle';
import { px } from '../../src/ui/px';
import { Skeleton } from '../../src/ui/Skeleton/Skeleton';
import { Spinner } from '../../src/ui/Spinner/Spinner';

const Stage = styled.div`
  display: grid;
  gap: ${px(12)};
  padding: ${px(20)} ${px(16)};
`;

/** Loading and failure states every page uses: ErrorState with retry, Skeleton, Spinner. */
const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default message (request failed) with a retry button that calls back. */
export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server's own message, shown as it is. */
export const ServerMessage: Story = {
  render: function ServerMessageStory(args) {
    const { t } = useTranslation('demo');
    return <ErrorState {...args} message={t('overlays.alertMessage')} />;
  },
};

/** Retrying: the button spins and ignores further taps. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without `onRetry`: only the message. */
export const WithoutRetry: Story = { args: { onRetry: undefined } };

/** No network: the cut-signal cloud instead of the torn page; retry still calls back. */
export const Offline: Story = {
  args: { kind: 'offline' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a dark page theme (a game's night): the page stays white paper, the disc turns to frost, the text light. */
export const OnDarkTheme: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          ...pageThemeStyle(
            darkPageTheme({
              name: 'demo-night',
              canvas: '#1B1230',
              bar: '#1E1838',
              panel: '#2A2448',
              accent: '#F6C453',
              accentStrong: '#FFD98A',
              accentGradient: 'linear-gradient(135deg, #FF7A3D 0%, #E8355E 100%)',
            }),
          ),
          minHeight: '100vh',
          background: 'var(--color-canvas)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Skeletons take the size of what is loading (a card, list rows), so nothing shifts when it arrives. */
export const SkeletonBlocks: Story = {
  render: () => (
    <Stage aria-busy="true">
      <Skeleton $height={132} $radius={20} />
      <Skeleton $height={56} />
      <Skeleton $height={56} />
      <Skeleton $height={56} />
    </Stage>
  ),
};

/** The spinner in the current text colour, at the sizes buttons and pages use. */
export const Spinners: Story = {
  render: () => (
    <Stage
      style={{ gridAutoFlow: 'column', justifyContent: 'start', alignItems: 'center', color: 'var(--color-accent)' }}
    >
      <Spinner $size={14} />
      <Spinner $size={20} />
      <Spinner $size={32} />
    </Stage>
  ),
};
