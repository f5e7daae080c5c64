import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { action } from 'storybook/actions';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import {
  installMockBridge,
  MOCK_BRIDGE_CALL_EVENT,
  type MockBridgeCall,
  type MockBridgeHandle,
  type MockBridgeOptions,
} from '../mocks/bridge/mockBridge';
import { handlers } from '../mocks/handlers';
import { bridgeOptions, parseScenario } from '../mocks/simulator/scenario';
import { setUpServers } from '../mocks/simulator/servers';
import { SIM_CHANNEL } from '../mocks/simulator/storybookChannel';
import { AppProviders, createQueryClient } from '../src/app/AppProviders';
import { resetBridgeConnection } from '../src/platform/bridge/transport';
import { setAppClock } from '../src/platform/clock/clock';
import { updateClientEnv } from '../src/platform/env/clientEnv';
import { applyStatusBarHeight } from '../src/platform/env/statusBar';
import { switchLanguage } from '../src/platform/i18n/i18n';
import { LANGUAGES } from '../src/platform/i18n/languages';
import { EmptyStateCode } from '../src/ui/EmptyState/EmptyState';
import { ErrorArtCode } from '../src/ui/StateIllustration/lazyErrorArt';
import { MOTION_ATTRIBUTE } from '../src/ui/motion';
import { hideToast, keepToastsUntilDismissed } from '../src/ui/Toast/toast';
import { dismissAllDialogs } from '../src/ui/AlertDialog/dialogs';
import { BottomSheet } from '../src/ui/BottomSheet/BottomSheet';
import { Modal } from '../src/ui/Modal/Modal';
import { resetSessionUser, updateSessionUser } from '../src/platform/session/session';
import { CLOCK_PRESETS, globalTypes, initialGlobals, type ClockPreset } from './globals';
import { DEFAULT_VIEWPORT, VIEWPORTS, viewportSize } from './viewports';

/** What stories can set through `parameters`. */
declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Scripted replies and settings of the mock bridge for this story. */
    bridge?: MockBridgeOptions;
    /** The route the story's page is mounted at, e.g. { path: '/h5/race/:id', url: '/h5/race/7' }; false when the story brings its own router. */
    route?: { path: string; url: string } | false;
    /** Pins the app clock for this story (ISO time or ms), overriding the Clock toolbar: e.g. a race in a given phase. */
    appClock?: string | number;
    /** Under the test-runner toasts stay until dismissed; a story about a toast's timer sets this to keep it. */
    toastsLeaveByThemselves?: boolean;
    /**
     * A scenario saved from the simulator (mocks/simulator/scenarios): its platform, language, token, clock (the
     * moment it was set to), bridge and server setups replace the toolbar's, so the story opens the page as the
     * simulator did. Its faults go in the story's `msw.handlers` (`faultHandlers`).
     */
    scenario?: unknown;
  }
}

/** What the loaders hand to every story's play function as `context.loaded`. */
export interface LoadedContext {
  bridge: MockBridgeHandle | null;
}

// Every bridge call appears in the Actions panel, and with its answer in the Native bridge panel (.storybook/manager.tsx).
let storyCalls: { at: number; call: MockBridgeCall }[] = [];
const sendBridgeLog = () => addons.getChannel().emit(SIM_CHANNEL.log, storyCalls);
window.addEventListener(MOCK_BRIDGE_CALL_EVENT, (event) => {
  const call = (event as CustomEvent<MockBridgeCall>).detail;
  action(`bridge ${call.name}`)(call.data);
  storyCalls = [{ at: Date.now(), call }, ...storyCalls].slice(0, 300);
  sendBridgeLog();
});
addons.getChannel().on(SIM_CHANNEL.requestLog, sendBridgeLog);
// The panel's pushes go to the story's page through its mock bridge, as the app's would.
addons.getChannel().on(SIM_CHANNEL.push, ({ name, data }: { name: string; data: unknown }) => {
  const answer = installedBridge
    ? installedBridge.push(name, data)
    : Promise.reject(new Error('no bridge: not in the app'));
  answer.then(
    (reply) => addons.getChannel().emit(SIM_CHANNEL.pushResult, `Page answered ${JSON.stringify(reply)}`),
    (error: unknown) => addons.getChannel().emit(SIM_CHANNEL.pushResult, String(error)),
  );
});

// A shared CI machine under load can take seconds to render a page: play functions' findBy/waitFor
// wait up to 10 s for the state they assert (the default 1 s failed stories on a busy machine).
configure({ asyncUtilTimeout: 10_000 });

let installedBridge: MockBridgeHandle | null = null;

/** Language, clock, session, status bar and the mock bridge, all settled before the story renders. */
const appEnvironmentLoader: Loader = async ({ globals, parameters }) => {
  const scenario = parameters.scenario === undefined ? null : parseScenario(parameters.scenario);
  await switchLanguage(scenario?.language ?? String(globals.locale ?? initialGlobals.locale));

  const preset = CLOCK_PRESETS[(globals.clock ?? initialGlobals.clock) as ClockPreset] ?? CLOCK_PRESETS['summer-2025'];
  const storyClock = typeof parameters.appClock === 'string' ? Date.parse(parameters.appClock) : parameters.appClock;
  setAppClock(storyClock ?? scenario?.clock.at ?? (preset.iso ? Date.parse(preset.iso) : null));

  resetSessionUser();
  const token = scenario ? scenario.token : 'story-token';
  if (token) updateSessionUser({ access_token: token });
  if (scenario) setUpServers(scenario);

  installedBridge?.uninstall();
  installedBridge = null;
  storyCalls = [];
  sendBridgeLog();
  const inApp = scenario ? scenario.platform !== 'browser' : (globals.host ?? 'app') === 'app';
  // Outside the app the status bar is the browser's own: height 0 (docs/architecture.md).
  const statusBarHeight = !inApp
    ? 0
    : (scenario?.statusBarHeight ?? Number(globals.statusBarHeight ?? initialGlobals.statusBarHeight));
  const scenarioBridge = scenario && bridgeOptions(scenario);
  if (inApp) installedBridge = installMockBridge(scenarioBridge ?? { statusBarHeight, ...parameters.bridge });
  resetBridgeConnection(); // look for the bridge again: it may have come or gone
  applyStatusBarHeight(statusBarHeight);
  // Outside the app nothing tells the page which phone it is on.
  const platform = scenario?.platform ?? globals.platform ?? initialGlobals.platform;
  updateClientEnv({ platform: inApp ? (platform as 'ios' | 'android') : null });
  document.documentElement.setAttribute(MOTION_ATTRIBUTE, String(globals.motion ?? initialGlobals.motion));
  // The test-runner marks its browser's user agent; there a toast must not vanish before the screenshot.
  // Each story starts without the previous story's toast.
  keepToastsUntilDismissed(navigator.userAgent.includes('StorybookTestRunner') && !parameters.toastsLeaveByThemselves);
  hideToast();
  dismissAllDialogs();
  // Overlays and the empty state's art load their code on first use in the app; here it is there
  // before the story renders, so a story's screenshot never catches one still loading.
  await Promise.all([Modal.preload(), BottomSheet.preload(), EmptyStateCode.preload(), ErrorArtCode.preload()]);

  return { bridge: installedBridge } satisfies LoadedContext;
};

/**
 * The a11y addon runs axe after every story (`parameters.a11y.test`). Under the test-runner that would be a second,
 * slower axe pass next to the CI gate (axe-playwright in test-runner.ts), so there it is switched to manual, as
 * the panel's own "manual" global does; Storybook itself recognises the runner by the same user-agent mark.
 */
const a11yPanelOnlyLoader: Loader = (context) => {
  if (navigator.userAgent.includes('StorybookTestRunner'))
    context.globals.a11y = { ...context.globals.a11y, manual: true };
};

/**
 * Providers with a fresh QueryClient per story (no retries, so error states show at once) and a router.
 * Storybook renders a decorator as a component (it uses a hook), hence the component's name.
 */
const WithApp: Decorator = (Story, { parameters }) => {
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const route = parameters.route ?? { path: '*', url: '/' };
  if (route === false) return <AppProviders queryClient={queryClient}>{<Story />}</AppProviders>;
  return (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route.url]}>
        <Routes>
          <Route path={route.path} element={<Story />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes,
  initialGlobals,
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
    appEnvironmentLoader,
    a11yPanelOnlyLoader,
  ],
  decorators: [WithApp],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Introduction', 'Foundations', 'UI', 'App', 'Features'] } },
    // Accessibility panel for designers: every violation shows as a to-do, none fails a story. The gate is the
    // test-runner's own axe pass (serious and critical fail CI), which must not run twice (a11yPanelOnlyLoader).
    a11y: { test: 'todo' },
    // Chromatic: every story on the 375 × 812 design phone in each of the five locales, animations at their end.
    // TurboSnap (onlyChanged) is on in chromatic.config.json; stories whose baseline is the first screen also crop
    // to the viewport (`firstScreenOnly`, stories/storyKit.ts).
    chromatic: {
      pauseAnimationAtEnd: true,
      modes: Object.fromEntries(
        LANGUAGES.map((locale) => [`375 ${locale}`, { viewport: viewportSize(DEFAULT_VIEWPORT), locale }]),
      ),
    },
  },
};

export default preview;
