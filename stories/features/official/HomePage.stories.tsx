import { HOME_ENTRIES, LEGAL_LINKS } from '../../../src/features/official/homeEntries';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { i18n } from '../../../src/platform/i18n/i18n';
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
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: /星河小熊/ })).toBeVisible());
  },
};

export const OrdinaryMember: Story = {
  beforeEach: mockApi(selfInfoHandler(buildSelfInfo({ nickname: 'Kenji', is_high_quality: false, level: 4 }))),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name: /Kenji/ })).toBeVisible());
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

/** Nobody is signed in (the session expired): what that means, and the way to sign in — back to the app. */
export const SignedOut: Story = {
  beforeEach: mockApi(signed('get', SELF_INFO_PATH, () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg))),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: i18n.t('official:home.signedOut.title') });
    await expect(canvas.queryByRole('alert')).toBeNull(); // not an error with a pointless retry
    await userEvent.click(within(card).getByRole('button', { name: i18n.t('official:home.signedOut.action') }));
    const { bridge } = loaded as LoadedContext;
    await waitFor(() => expect(bridge?.calls.map((call) => call.name)).toContain('closeScreen'));
  },
};

/** The server refuses for another reason: its own message, with a retry. */
export const ServerRefuses: Story = {
  beforeEach: mockApi(signed('get', SELF_INFO_PATH, () => fail(50001, '伺服器忙碌，請稍後再試'))),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('伺服器忙碌，請稍後再試');
    await expect(within(alert).getByRole('button')).toBeEnabled();
  },
};

/** The events and games: each card opens its page. */
export const OpensAnEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const race = await canvas.findByRole('link', { name: new RegExp(i18n.t('official:home.entries.race.name')) });
    await expect(race).toHaveAttribute('href', '/h5/race');
    await expect(canvas.getAllByRole('link')).toHaveLength(HOME_ENTRIES.length + LEGAL_LINKS.length);
    const scratch = canvas.getByRole('link', { name: new RegExp(i18n.t('official:home.entries.scratch.name')) });
    await expect(scratch).toHaveAttribute('href', '/h5/scratch');
  },
};

/** The footer links the legal pages (terms, privacy, recharge, community and activity rules), each to its page. */
export const LinksTheLegalPages: Story = {
  play: async ({ canvasElement }) => {
    const legal = await within(canvasElement).findByRole('navigation', {
      name: i18n.t('official:home.footer.legal'),
    });
    const links = within(legal).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      LEGAL_LINKS.map((link) => [i18n.t(`official:home.footer.links.${link.id}`), link.path]),
    );
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
    await waitFor(() => expect(canvas.getByRole('heading', { name: /星河小熊/ })).toBeVisible());
  },
};

/** A proxy's HTML error page instead of an envelope: a clear message, not a crash. */
export const MalformedReply: Story = {
  beforeEach: mockApi(
    http.get(`*${SELF_INFO_PATH}`, () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>')),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};

/** The same home in the other four languages (headline, entries, footer). */
const greets =
  (name: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { name })).toBeVisible());
  };
export const English: Story = { globals: { locale: 'en' }, play: greets(/Hi, 星河小熊/) };
export const SimplifiedChinese: Story = { globals: { locale: 'zh-Hans' }, play: greets(/嗨，星河小熊/) };
export const Japanese: Story = { globals: { locale: 'ja' }, play: greets(/星河小熊/) };
export const Korean: Story = { globals: { locale: 'ko' }, play: greets(/星河小熊/) };
