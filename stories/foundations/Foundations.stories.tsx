import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { expect, within } from 'storybook/test';
import { bounce, fadeIn, scaleIn, slideUp } from '../../src/ui/motion';
import { px } from '../../src/ui/px';
import { motion, palette, radii, semanticColors, shadows, space, typeScale } from '../../src/ui/tokens';

/**
 * The tokens every primitive reads. Colours are CSS variables (`--color-<name>`), so a
 * campaign skin re-themes a subtree by overriding them; lengths are design units
 * through `px(n)`; motion durations are `--motion-*`, which collapse under reduced motion.
 */
const meta = { title: 'Foundations', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Page = styled.div`
  padding: ${px(20)} ${px(16)} ${px(32)};
  background: var(--color-canvas);
`;

const Heading = styled.h2`
  margin: ${px(20)} 0 ${px(10)};
  font-size: ${px(15)};
  font-weight: 700;
  color: var(--color-textMuted);
  letter-spacing: 0.04em;
  &:first-child {
    margin-top: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${px(10)};
`;

const Swatch = styled.div`
  overflow: hidden;
  border-radius: ${px(12)};
  background: var(--color-surface);
  box-shadow: ${shadows.card};
`;

const Chip = styled.div`
  height: ${px(52)};
  border-bottom: ${px(0.5)} solid var(--color-line);
`;

const SwatchText = styled.div`
  padding: ${px(6)} ${px(10)} ${px(8)};
  font-size: ${px(12)};
  line-height: 1.4;
  code {
    display: block;
    color: var(--color-textMuted);
    font-size: ${px(11)};
    word-break: break-all;
  }
`;

function Swatches({ entries }: { entries: [string, string][] }) {
  return (
    <Grid>
      {entries.map(([name, value]) => (
        <Swatch key={name}>
          <Chip style={{ background: value }} />
          <SwatchText>
            <strong>{name}</strong>
            <code>{value.startsWith('linear') ? 'gradient' : value}</code>
          </SwatchText>
        </Swatch>
      ))}
    </Grid>
  );
}

/** Semantic names (what components use) over the base palette. */
export const Colours: Story = {
  render: () => (
    <Page>
      <Heading>semantic · var(--color-*)</Heading>
      <Swatches entries={Object.keys(semanticColors).map((name) => [name, `var(--color-${name})`])} />
      <Heading>palette</Heading>
      <Swatches entries={Object.entries(palette)} />
    </Page>
  ),
};

const TypeRow = styled.div`
  display: grid;
  grid-template-columns: ${px(84)} 1fr;
  align-items: baseline;
  gap: ${px(10)};
  padding: ${px(10)} 0;
  border-bottom: ${px(0.5)} solid var(--color-line);
  code {
    color: var(--color-textMuted);
    font-size: ${px(11)};
  }
`;

/** The type scale in design units, shown with translated specimen text (CJK first). */
export const Type: Story = {
  render: function TypeScale() {
    const { t } = useTranslation('demo');
    return (
      <Page>
        <Heading>typeScale · px(n)</Heading>
        {Object.entries(typeScale)
          .reverse()
          .map(([name, size]) => (
            <TypeRow key={name}>
              <code>
                {name} · {size}
              </code>
              <span style={{ fontSize: px(size), fontWeight: size >= 17 ? 700 : 400, lineHeight: 1.4 }}>
                {t('foundations.specimen')}
              </span>
            </TypeRow>
          ))}
      </Page>
    );
  },
};

const Bar = styled.div`
  height: ${px(14)};
  border-radius: ${px(3)};
  background: var(--color-accentGradient);
`;

const Box = styled.div`
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  background: var(--color-surface);
  border: ${px(1)} solid var(--color-line);
  font-size: ${px(11)};
  color: var(--color-textMuted);
`;

/** Spacing steps, radii and shadows, all in the 375-unit design grid. */
export const Spacing: Story = {
  render: () => (
    <Page>
      <Heading>space · px(n)</Heading>
      {Object.entries(space).map(([name, size]) => (
        <TypeRow key={name}>
          <code>
            {name} · {size}
          </code>
          <Bar style={{ width: px(size * 4) }} />
        </TypeRow>
      ))}
      <Heading>radii</Heading>
      <Grid style={{ gridTemplateColumns: 'repeat(4, 1fr)' }}>
        {Object.entries(radii).map(([name, radius]) => (
          <Box key={name} style={{ borderRadius: radius >= 999 ? '999px' : px(radius) }}>
            {name}
          </Box>
        ))}
      </Grid>
      <Heading>shadows</Heading>
      <Grid>
        {Object.entries(shadows).map(([name, shadow]) => (
          <Box key={name} style={{ width: '100%', borderRadius: px(12), boxShadow: shadow, border: 0 }}>
            {name}
          </Box>
        ))}
      </Grid>
    </Page>
  ),
};

const Demo = styled.div<{ $animation: ReturnType<typeof keyframes>; $duration: string }>`
  width: ${px(56)};
  height: ${px(56)};
  border-radius: ${px(14)};
  background: var(--color-goldGradient);
  animation: ${({ $animation }) => $animation} ${({ $duration }) => $duration} ease-out infinite alternate both;
`;

const MotionCell = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(8)};
  padding: ${px(16)} 0;
  border-radius: ${px(12)};
  background: var(--color-surface);
  box-shadow: ${shadows.card};
  font-size: ${px(12)};
  overflow: hidden;
`;

const motionDemos = [
  ['bounce', bounce, 'var(--motion-bounce)', motion.bounce],
  ['slideUp', slideUp, 'var(--motion-slide-up)', motion.slideUp],
  ['fadeIn', fadeIn, 'var(--motion-fade-in)', motion.fadeIn],
  ['scaleIn', scaleIn, 'var(--motion-scale-in)', motion.scaleIn],
] as const;

function MotionTokens() {
  return (
    <Page>
      <Heading>motion · var(--motion-*)</Heading>
      <Grid>
        {motionDemos.map(([name, animation, duration, ms]) => (
          <MotionCell key={name}>
            <Demo $animation={animation} $duration={duration} data-testid={name} />
            <span>
              {name} · {ms} ms
            </span>
          </MotionCell>
        ))}
      </Grid>
    </Page>
  );
}

/** Bounce 300 ms, slide-up 300 ms, fade-in 300 ms, scale-in 200 ms (spec §9). */
export const Motion: Story = {
  render: () => <MotionTokens />,
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(canvasElement.ownerDocument.documentElement);
    await expect(style.getPropertyValue('--motion-bounce').trim()).toBe('300ms');
    await expect(style.getPropertyValue('--motion-scale-in').trim()).toBe('200ms');
    await expect(within(canvasElement).getByTestId('bounce')).toBeInTheDocument();
  },
};

/** The Motion toolbar's "reduced" (or the OS setting): every duration collapses to ~0. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduced' },
  render: () => <MotionTokens />,
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(canvasElement.ownerDocument.documentElement);
    await expect(style.getPropertyValue('--motion-bounce').trim()).toBe('1ms');
    await expect(getComputedStyle(within(canvasElement).getByTestId('fadeIn')).animationDuration).toBe('0.001s');
  },
};
