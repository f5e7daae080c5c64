import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { NOT_SIGNED_IN, selfInfoHandler } from '../../../mocks/handlers/account';
import { fail, ok, signed } from '../../../mocks/handlers/signedRequest';
import { HomePage } from '../../../src/features/official/pages/HomePage';
import { SELF_INFO_PATH } from '../../../src/platform/session/selfInfo';
import { mockApi } from '../../storyKit';

const meta = {
  title: 'Features/Official/HomePage',
  component: HomePage,
  parameters: { route: { path: '/', url: '/' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed GET of self info through MSW: the member's nickname, id and level. */
export const SignedIn: Story = {
  // The title bar is the shell's job (route title): see App/Shell and e2e/shell.spec.ts.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toHaveTextContent('星河小熊');
  },
};

export const OrdinaryMember: Story = {
  beforeEach: mockApi(selfInfoHandler(buildSelfInfo({ nickname: 'Kenji', is_high_quality: false, level: 4 }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toHaveTextContent('Kenji');
  },
};

/** While self info is on its way: a skeleton of the card's size, so nothing jumps. */
export const Loading: Story = {
  beforeEach: mockApi(
    http.get(`*${SELF_INFO_PATH}`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/載入中|加载中|Loading|読み込み中|불러오는 중/)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The server refuses (here: session expired): its own message is shown, with a retry. */
export const ServerRefuses: Story = {
  beforeEach: mockApi(signed('get', SELF_INFO_PATH, () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg))),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('請先登入');
  },
};

/** No connection: the generic "request failed" message and a retry that works once the network is back. */
export const NetworkErrorThenRetry: Story = {
  beforeEach: (context) => {
    let attempts = 0;
    mockApi(signed('get', SELF_INFO_PATH, () => (++attempts === 1 ? HttpResponse.error() : ok(buildSelfInfo()))))(
      context,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(await canvas.findByRole('heading', { level: 2 })).toHaveTextContent('星河小熊');
  },
};

/** A proxy's HTML error page instead of an envelope: a clear message, not a crash. */
export const MalformedReply: Story = {
  beforeEach: mockApi(
    http.get(`*${SELF_INFO_PATH}`, () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>')),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
