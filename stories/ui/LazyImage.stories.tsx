import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { LazyImage, type LazyImageProps } from '../../src/ui/LazyImage/LazyImage';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(16)};
  padding: ${px(24)} ${px(16)};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${px(12)};
`;

type AltKey = 'banner' | 'gift' | 'stage';

/** LazyImage with translated alt text. */
function DemoImage({ altKey, ...props }: Omit<LazyImageProps, 'alt'> & { altKey: AltKey }) {
  const { t } = useTranslation('demo');
  return <LazyImage {...props} alt={t(`display.images.${altKey}`)} />;
}

const frameState = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-state]')?.getAttribute('data-state');

const meta = {
  title: 'UI/LazyImage',
  component: DemoImage,
  args: { src: '/images/banner-qixi.svg', altKey: 'banner', ratio: 16 / 9, radius: 12 },
  argTypes: {
    altKey: { control: 'select', options: ['banner', 'gift', 'stage'] },
    ratio: { control: 'select', options: [1, 4 / 3, 16 / 9, 3 / 4] },
  },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Near the viewport, so it loads and fades in. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameState(canvasElement)).toBe('loaded'), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', '/images/banner-qixi.svg');
  },
};

/** The address is not known yet (data still loading): the shimmer holds the exact box, so nothing shifts. */
export const Placeholder: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(frameState(canvasElement)).toBe('pending');
    // Still announced as the image it will be.
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName();
  },
};

/** A 404 ends on the neutral built-in picture, in the same box. */
export const BrokenFallsBack: Story = {
  args: { src: '/missing.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameState(canvasElement)).toBe('fallback'), { timeout: 5000 });
    const image = within(canvasElement).getByRole('img');
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(image).toHaveAccessibleName();
  },
};

/** The fallback can be a page's own picture (here the rose gift). */
export const CustomFallback: Story = {
  args: { src: '/missing.png', fallback: '/images/gift-rose.svg', ratio: 1, altKey: 'gift' },
  decorators: [(Story) => <div style={{ width: '50%' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', '/images/gift-rose.svg'),
      { timeout: 5000 },
    );
  },
};

/** An empty address means "no image": straight to the fallback, no request. */
export const EmptySource: Story = { args: { src: '' } };

/** The box keeps its ratio whatever the picture: 1, 4/3, 16/9 and 3/4. */
export const Ratios: Story = {
  render: (args) => (
    <Row>
      <DemoImage {...args} src="/images/gift-rose.svg" altKey="gift" ratio={1} />
      <DemoImage {...args} src="/images/gift-rose.svg" altKey="gift" ratio={4 / 3} />
      <DemoImage {...args} src="/images/banner-qixi.svg" altKey="banner" ratio={16 / 9} />
      <DemoImage {...args} src="/images/banner-qixi.svg" altKey="stage" ratio={3 / 4} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-state="loaded"]')).toHaveLength(4), {
      timeout: 5000,
    });
  },
};

/** `fit: contain` shows the whole picture, letterboxed on the placeholder tone. */
export const Contain: Story = {
  args: { fit: 'contain', ratio: 1, src: '/images/banner-qixi.svg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(frameState(canvasElement)).toBe('loaded'), { timeout: 5000 });
  },
};
