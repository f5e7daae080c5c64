import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../.storybook/preview';
import { handlers } from '../../mocks/handlers';
import { faultHandlers } from '../../mocks/simulator/faults';
import { SAVED_SCENARIOS } from '../../mocks/simulator/scenarios';
import type { SimScenario } from '../../mocks/simulator/scenario';
import { AppAt } from './AppAt';

/**
 * Scenarios saved from the simulator (`npm start`, its Scenario panel), replayed here as the simulator opened them:
 * the platform, language, token, clock, bridge, server setups and faults of the JSON (mocks/simulator/scenarios).
 * e2e/simulator.spec.ts replays the same JSON in the simulator and checks the same things.
 */
const meta = {
  title: 'App/Saved scenarios',
  component: AppAt,
  parameters: { route: false },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const replay = (scenario: SimScenario): Pick<Story, 'args' | 'parameters'> => ({
  args: { url: scenario.path },
  parameters: { scenario, msw: { handlers: [...faultHandlers(scenario.faults, handlers), ...handlers] } },
});

/** Christmas lighting day on Android with the wishes endpoint down: the tree lights, the wall says it could not load. */
export const ChristmasWishesDown: Story = {
  ...replay(SAVED_SCENARIOS.christmasWishesDown),
  play: async ({ canvasElement, loaded }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'open'),
    );
    await waitFor(() => expect(page.getByText('The wishes could not load.')).toBeVisible());
    await expect(page.getByRole('button', { name: 'Light a bulb' })).toBeEnabled();
    // The Android bridge (JSON strings) was asked who the app is, and the title went to the native bar.
    const { bridge } = loaded as LoadedContext;
    await waitFor(() =>
      expect(bridge?.calls).toContainEqual({ name: 'setTitleBar', data: { title: 'Christmas Tree Lighting' } }),
    );
  },
};
