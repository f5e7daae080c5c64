import { cloneElement, type ReactElement, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { createGlobalStyle } from 'styled-components';
import { BRIDGE_CALLS, type BridgeCallName } from '../../src/platform/bridge/names';
import { LANGUAGES } from '../../src/platform/i18n/languages';
import type { MockBridgeCall, MockBridgeHandle } from '../bridge/mockBridge';
import { devPageIndex } from '../devPages/devPages';
import { AGENT_KEY, HOST_KEY, type SimulatorAgent, type SimulatorHost } from './agent';
import { type Fault, FAULT_KINDS, type FaultKind } from './faults';
import { createHostServer, type RequestLogEntry } from './hostServer';
import { describeReply } from './storybookChannel';
import { RACING_KINDS, type RacingKind, racingMessageTemplate } from './pushes';
import {
  type BridgeBehaviour,
  DEMO_TOKEN,
  launchUrl,
  PHONE_WIDTHS,
  parseScenario,
  REPLY_MODES,
  type ReplyMode,
  SIM_PLATFORMS,
  type SimScenario,
  scenarioFromHash,
  SERVER_PRESETS,
  scenarioToHash,
  simulatedNow,
  CLOCK_PRESETS,
  formatUtc8,
  nativeScreenName,
  parseUtc8,
} from './scenario';

// A tool for developers, QA and the native team, never shipped (mocks/ is cut from production builds): its words
// are English, not i18n keys. What it decides is in docs/areas/simulator.md.

const PHONE_HEIGHT = 812;
const TOAST_MS = 2_000;

interface LogEntry {
  id: number;
  at: number;
  call: MockBridgeCall;
}

interface NativeOverlay {
  kind: 'jump' | 'closed';
  detail: string;
  params?: unknown;
}

const Global = createGlobalStyle`
  body { margin: 0; background: #14121a; color: #ece8f4; font: 13px/1.45 system-ui, -apple-system, "Noto Sans CJK TC", sans-serif; }
  button, input, select, textarea { font: inherit; }
`;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: flex-start;
  padding: 20px;
`;

// The phone stays in view while the panels scroll beside it.
const PhoneColumn = styled.div`
  position: sticky;
  top: 20px;
  display: grid;
  justify-items: center;
  gap: 10px;
`;

const Phone = styled.div`
  padding: 12px;
  border-radius: 48px;
  background: linear-gradient(145deg, #3a3642, #1d1b22);
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.55), inset 0 0 0 2px #4b4655;
`;

const Screen = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: 36px;
  background: #fff;
`;

const WebView = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: #fff;
`;

const StatusBar = styled.div`
  position: absolute;
  inset: 0 0 auto;
  z-index: 2;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  box-sizing: border-box;
  padding: 0 26px 6px;
  color: #111;
  font-size: 14px;
  font-weight: 600;
  pointer-events: none;
  mix-blend-mode: difference;
  filter: invert(1);
`;

const AddressBar = styled.div`
  padding: 8px 12px;
  border-bottom: 1px solid #ddd;
  background: #f1f1f4;
  color: #333;
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const SystemBar = styled.div`
  display: grid;
  grid-template-columns: 72px 1fr 72px;
  align-items: center;
  width: 100%;
  min-height: 40px;
  border-radius: 12px;
  background: #25222c;
  text-align: center;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 12px;
  padding: 32px;
  background: linear-gradient(180deg, #2b2837, #15131b);
  color: #fff;
  text-align: center;
  pre {
    max-width: 100%;
    margin: 0;
    white-space: pre-wrap;
    word-break: break-all;
    color: #b9b3c9;
  }
`;

const NativeToast = styled.div`
  position: absolute;
  left: 50%;
  bottom: 96px;
  z-index: 4;
  max-width: 80%;
  padding: 10px 16px;
  border-radius: 10px;
  background: rgba(20, 20, 24, 0.86);
  color: #fff;
  text-align: center;
  transform: translateX(-50%);
`;

const Panels = styled.div`
  display: grid;
  flex: 1 1 480px;
  gap: 16px;
  min-width: 320px;
  max-width: 760px;
`;

const Panel = styled.section`
  padding: 14px 16px;
  border-radius: 14px;
  background: #1f1c27;
  box-shadow: inset 0 0 0 1px #2f2b3a;
  h2 {
    margin: 0 0 10px;
    font-size: 14px;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: #b9a8ff;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px 12px;
  > div {
    display: grid;
    gap: 3px;
    align-content: start;
  }
  label {
    color: #a59fb6;
  }
  input,
  select,
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 6px 8px;
    border: 1px solid #3b3648;
    border-radius: 8px;
    background: #15131b;
    color: #ece8f4;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 10px;
`;

const Action = styled.button<{ $primary?: boolean }>`
  min-height: 32px;
  padding: 0 14px;
  border: 0;
  border-radius: 999px;
  background: ${({ $primary }) => ($primary ? '#7c5cff' : '#322d3f')};
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #ffd166;
    outline-offset: 2px;
  }
`;

const Log = styled.ol`
  max-height: 320px;
  margin: 8px 0 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  font-family: ui-monospace, Menlo, monospace;
  font-size: 12px;
  li {
    padding: 6px 0;
    border-top: 1px solid #2f2b3a;
    word-break: break-all;
  }
  time {
    color: #7d7790;
  }
  b {
    color: #ffd166;
  }
`;

const Behaviours = styled.table`
  width: 100%;
  border-collapse: collapse;
  td {
    padding: 3px 6px 3px 0;
  }
  input,
  select {
    width: 100%;
    padding: 3px 6px;
    border: 1px solid #3b3648;
    border-radius: 6px;
    background: #15131b;
    color: #ece8f4;
  }
`;

/** The host's link to the page inside the frame (same origin). */
function frameWindow(frame: HTMLIFrameElement | null) {
  return frame?.contentWindow as
    | (Window & {
        __mockBridge?: MockBridgeHandle;
        [AGENT_KEY]?: SimulatorAgent;
        navigation?: { canGoBack: boolean; back(): void };
      })
    | null
    | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? ''));

/** A labelled control: the label names the control alone (a wrapping label would add a select's options to it). */
function Field({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

export function SimulatorApp() {
  // The scenario the page was last opened with, when (the clock counts from there) and how many times.
  const [opened, setOpened] = useState(() => ({ scenario: scenarioFromHash(location.hash), at: Date.now(), count: 0 }));
  const { scenario, at: clockSetAtReal, count: loadCount } = opened;
  // What the panels edit; applied (the page reopened as the app opens it) with "Apply".
  const [draft, setDraft] = useState<SimScenario>(scenario);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [filter, setFilter] = useState('');
  const [title, setTitle] = useState('');
  const [address, setAddress] = useState(scenario.path);
  const [toast, setToast] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<NativeOverlay | null>(null);
  const [background, setBackground] = useState(false);
  const [pushKind, setPushKind] = useState<RacingKind>('round_started');
  const [pushText, setPushText] = useState('');
  const [pushResult, setPushResult] = useState('');
  const [scenarioText, setScenarioText] = useState('');
  const [requests, setRequests] = useState<RequestLogEntry[]>([]);
  // The servers live as long as this page: reopening the page in the phone keeps what they hold.
  const [server] = useState(() =>
    createHostServer((entry) =>
      setRequests((rows) =>
        rows.some((row) => row.id === entry.id)
          ? rows.map((row) => (row.id === entry.id ? entry : row))
          : [entry, ...rows].slice(0, 300),
      ),
    ),
  );
  const [serverState, setServerState] = useState('');
  // The setups as typed (null: as the draft has them), so a half-typed JSON is not lost.
  const [setupsText, setSetupsText] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const frame = useRef<HTMLIFrameElement>(null);
  const nextId = useRef(0);
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const deployPending = useRef(false);
  const [serverNote, setServerNote] = useState('');

  const showToast = useCallback((text: string) => {
    setToast(text);
    clearTimeout(toastTimer.current);
    toastTimer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);

  const setPageBackground = useCallback((value: boolean) => {
    setBackground(value);
    frameWindow(frame.current)?.[AGENT_KEY]?.setBackground(value);
  }, []);

  // What the native side does with each call, drawn over the phone so no tap looks dead.
  const onBridgeCall = useCallback(
    (call: MockBridgeCall) => {
      setLog((entries) => [{ id: nextId.current++, at: Date.now(), call }, ...entries].slice(0, 500));
      const data = (call.data ?? {}) as Record<string, unknown>;
      const answered = call.reply !== null && call.reply?.status === 0;
      if (!answered) return;
      switch (call.name as BridgeCallName) {
        case 'setTitleBar':
          setTitle(textOf(data.title));
          break;
        case 'showToast':
          showToast(textOf(data.content));
          break;
        case 'copyText':
          showToast(`Copied: ${textOf(data.content)}`);
          break;
        case 'requestPermission':
          showToast(`Permission "${textOf(data.scope)}" granted`);
          break;
        case 'jumpNative':
          setOverlay({ kind: 'jump', detail: nativeScreenName(data.target_name), params: data.params });
          setPageBackground(true);
          break;
        case 'closeScreen':
          setOverlay({ kind: 'closed', detail: 'The web view was closed' });
          break;
        default:
          break;
      }
    },
    [showToast, setPageBackground],
  );

  // The host's side of the agent's link, fresh for every opening of the page.
  useEffect(() => {
    server.open(scenario, clockSetAtReal);
    const host: SimulatorHost = {
      scenario,
      clockSetAtReal,
      onBridgeCall,
      onNavigate: setAddress,
      handle: (request) => server.handle(request),
      deployed: () => deployPending.current,
      onPageStart: () => {
        deployPending.current = false;
      },
    };
    Reflect.set(window, HOST_KEY, host);
    history.replaceState(null, '', scenarioToHash(scenario));
  }, [scenario, clockSetAtReal, onBridgeCall, server]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const reopen = (next: SimScenario) => {
    setSetupsText(null);
    // Each opening of the page has its own logs, as a fresh web view would.
    setLog([]);
    setRequests([]);
    setServerState('');
    setOverlay(null);
    setBackground(false);
    setTitle('');
    setAddress(next.path);
    setOpened((current) => ({ scenario: next, at: Date.now(), count: current.count + 1 }));
    setDraft(next);
  };

  const back = () => {
    if (overlay?.kind === 'jump') {
      setOverlay(null);
      setPageBackground(false);
      return;
    }
    if (overlay) return;
    const navigation = frameWindow(frame.current)?.navigation;
    // The app's back: the web view's history first, then the web view closes.
    if (navigation?.canGoBack) navigation.back();
    else setOverlay({ kind: 'closed', detail: 'The web view was closed' });
  };

  const pushRacing = async () => {
    let message: unknown;
    try {
      message = JSON.parse(pushText || JSON.stringify(racingMessageTemplate(pushKind, simNow())));
    } catch {
      setPushResult('Not JSON: nothing was sent');
      return;
    }
    const bridge = frameWindow(frame.current)?.__mockBridge;
    if (!bridge) {
      setPushResult('No bridge in this web view (plain browser)');
      return;
    }
    try {
      setPushResult(`Page answered ${JSON.stringify(await bridge.push('onRacingMessage', message))}`);
    } catch (error) {
      setPushResult(String(error instanceof Error ? error.message : error));
    }
  };

  const simNow = () => simulatedNow(scenario.clock, clockSetAtReal, Date.now()) ?? Date.now();
  const edit = (patch: Partial<SimScenario>) => setDraft((current) => ({ ...current, ...patch }));
  const editFault = (index: number, patch: Partial<Fault> | null) =>
    setDraft((current) => ({
      ...current,
      faults: current.faults.flatMap((fault, at) => (at !== index ? [fault] : patch ? [{ ...fault, ...patch }] : [])),
    }));
  // Faults change without reopening the page: the page and the servers keep what they hold.
  const applyFaultsNow = () => {
    const { faults } = parseScenario(draft);
    server.setFaults(faults);
    setOpened((current) => ({ ...current, scenario: { ...current.scenario, faults } }));
  };
  /** The typed setups into the draft; a JSON that does not parse stays in the field with a note. */
  const readSetups = (): SimScenario['server'] | null => {
    if (setupsText === null) return draft.server;
    try {
      const { server } = parseScenario({ server: JSON.parse(setupsText) });
      edit({ server });
      setSetupsText(null);
      setServerNote('');
      return server;
    } catch {
      setServerNote('The setups are not JSON: nothing changed.');
      return null;
    }
  };
  const readServerState = () => setServerState(JSON.stringify(server.ledgers(scenario.token ?? ''), null, 1));
  const editBehaviour = (name: BridgeCallName, behaviour: BridgeBehaviour) =>
    setDraft((current) => ({ ...current, bridge: { ...current.bridge, [name]: behaviour } }));
  const [pages] = useState(() => devPageIndex(Date.now()).groups.flatMap((group) => group.pages));
  const shown = log.filter((entry) => !filter || entry.call.name.toLowerCase().includes(filter.toLowerCase()));
  const statusBar = scenario.platform === 'browser' ? 0 : scenario.statusBarHeight;
  const src = launchUrl(scenario);

  return (
    <Layout>
      <Global />
      <PhoneColumn>
        <Phone>
          <Screen style={{ width: scenario.width, height: PHONE_HEIGHT }} data-testid="sim-screen">
            {scenario.platform === 'browser' && <AddressBar data-testid="address-bar">{address}</AddressBar>}
            {statusBar > 0 && (
              <StatusBar style={{ height: statusBar }} aria-hidden="true">
                <span>{formatUtc8(simulatedNow(scenario.clock, clockSetAtReal, now) ?? now).slice(11, 16)}</span>
                <span>▂▄▆ ◔ ▮</span>
              </StatusBar>
            )}
            <WebView
              key={`${loadCount}`}
              ref={frame}
              title="Web view"
              src={src}
              style={scenario.platform === 'browser' ? { height: PHONE_HEIGHT - 34 } : undefined}
            />
            {overlay && (
              <Overlay role="dialog" aria-label={overlay.kind === 'jump' ? 'Native screen' : 'Web view closed'}>
                <strong>{overlay.kind === 'jump' ? `Native screen: ${overlay.detail}` : overlay.detail}</strong>
                {overlay.params !== undefined && <pre>{JSON.stringify(overlay.params)}</pre>}
                {overlay.kind === 'jump' ? (
                  <Action onClick={back}>‹ Back to the web view</Action>
                ) : (
                  <Action $primary onClick={() => reopen(scenario)}>
                    Open the page again
                  </Action>
                )}
              </Overlay>
            )}
            {background && !overlay && (
              <Overlay aria-label="App in the background">
                <strong>The app is in the background</strong>
                <Action onClick={() => setPageBackground(false)}>Bring it back</Action>
              </Overlay>
            )}
            {toast && (
              <NativeToast role="status" data-testid="native-toast">
                {toast}
              </NativeToast>
            )}
          </Screen>
        </Phone>
        <SystemBar style={{ width: scenario.width + 24 }} aria-label="The app's native controls">
          <Action onClick={back} aria-label="Native back">
            ‹
          </Action>
          <strong data-testid="native-title">{title || ' '}</strong>
          <Action onClick={() => setOverlay({ kind: 'closed', detail: 'The web view was closed' })} aria-label="Close">
            ✕
          </Action>
        </SystemBar>
      </PhoneColumn>

      <Panels>
        <Panel aria-labelledby="sim-launch">
          <h2 id="sim-launch">Launch</h2>
          <Fields>
            <Field label="Page">
              <input
                list="sim-pages"
                value={draft.path}
                onChange={(event) => edit({ path: event.target.value })}
                aria-describedby="sim-apply-hint"
              />
            </Field>
            <datalist id="sim-pages">
              {pages.map((page) => (
                <option key={`${page.id} ${page.path}`} value={page.path}>
                  {page.path}
                </option>
              ))}
            </datalist>
            <Field label="Platform">
              <select
                value={draft.platform}
                onChange={(event) => edit({ platform: event.target.value as SimScenario['platform'] })}
              >
                {SIM_PLATFORMS.map((platform) => (
                  <option key={platform} value={platform}>
                    {{ ios: 'iOS app', android: 'Android app', browser: 'Plain browser (no bridge)' }[platform]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Language">
              <select
                value={draft.language}
                onChange={(event) => edit({ language: event.target.value as SimScenario['language'] })}
              >
                {LANGUAGES.map((language) => (
                  <option key={language}>{language}</option>
                ))}
              </select>
            </Field>
            <Field label="Signed in as">
              <select
                value={draft.token === null ? '' : draft.token === DEMO_TOKEN ? DEMO_TOKEN : 'custom'}
                onChange={(event) =>
                  edit({ token: event.target.value === 'custom' ? 'mock-user-u_m005' : event.target.value || null })
                }
              >
                <option value={DEMO_TOKEN}>The demo member</option>
                <option value="">Signed out (no token)</option>
                <option value="custom">A chosen token…</option>
              </select>
            </Field>
            {draft.token !== null && draft.token !== DEMO_TOKEN && (
              <Field label="Token (mock-user-u_…, tw-… for Taiwan)">
                <input value={draft.token} onChange={(event) => edit({ token: event.target.value })} />
              </Field>
            )}
            <Field label="public_id">
              <input value={draft.publicId} onChange={(event) => edit({ publicId: event.target.value })} />
            </Field>
            <Field label="refer">
              <input value={draft.refer} onChange={(event) => edit({ refer: event.target.value })} />
            </Field>
            <Field label="App version">
              <input value={draft.appVersion} onChange={(event) => edit({ appVersion: event.target.value })} />
            </Field>
            <Field label="Status bar (px)">
              <input
                type="number"
                min={0}
                max={100}
                value={draft.statusBarHeight}
                onChange={(event) => edit({ statusBarHeight: Number(event.target.value) })}
              />
            </Field>
            <Field label="Phone width">
              <select
                value={draft.width}
                onChange={(event) => edit({ width: Number(event.target.value) as SimScenario['width'] })}
              >
                {PHONE_WIDTHS.map((width) => (
                  <option key={width} value={width}>
                    {width} × {PHONE_HEIGHT}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="release=true (production API)">
              <input
                type="checkbox"
                checked={draft.release}
                onChange={(event) => edit({ release: event.target.checked })}
              />
            </Field>
          </Fields>
          <Buttons>
            <Action $primary onClick={() => reopen(parseScenario(draft))}>
              Apply: reopen the page
            </Action>
            <span id="sim-apply-hint">Every change applies as the app would open the page: by reloading it.</span>
          </Buttons>
        </Panel>

        <Panel aria-labelledby="sim-clock">
          <h2 id="sim-clock">Clock (UTC+8)</h2>
          <Fields>
            <Field label="Time">
              <input
                type="datetime-local"
                step={1}
                value={draft.clock.at === null ? '' : formatUtc8(draft.clock.at)}
                onChange={(event) => edit({ clock: { ...draft.clock, at: parseUtc8(event.target.value) } })}
              />
            </Field>
            <Field label="Runs">
              <select
                value={draft.clock.rate}
                onChange={(event) => edit({ clock: { ...draft.clock, rate: Number(event.target.value) } })}
              >
                <option value={0}>frozen</option>
                <option value={1}>in real time</option>
                <option value={10}>×10</option>
                <option value={60}>×60 (a minute a second)</option>
                <option value={3600}>×3600 (an hour a second)</option>
              </select>
            </Field>
          </Fields>
          <Buttons>
            <Action onClick={() => reopen(parseScenario({ ...draft, clock: { at: null, rate: 1 } }))}>Real time</Action>
            {CLOCK_PRESETS.map((preset) => (
              <Action key={preset.name} onClick={() => reopen(parseScenario({ ...draft, ...preset.scenario }))}>
                {preset.name}
              </Action>
            ))}
          </Buttons>
        </Panel>

        <Panel aria-labelledby="sim-server">
          <h2 id="sim-server">Server</h2>
          <Buttons>
            {SERVER_PRESETS.map((preset) => (
              <Action key={preset.name} onClick={() => reopen(parseScenario({ ...draft, ...preset.scenario }))}>
                {preset.name}
              </Action>
            ))}
          </Buttons>
          <Fields style={{ marginTop: 10 }}>
            <Field label="The member's setups, by server (noble, withdraw, anchor, registration: mocks/server)">
              <textarea
                rows={3}
                value={setupsText ?? JSON.stringify(draft.server)}
                onChange={(event) => setSetupsText(event.target.value)}
                onBlur={readSetups}
              />
            </Field>
          </Fields>
          <Buttons>
            <Action
              $primary
              onClick={() => {
                const server = readSetups();
                if (server) reopen(parseScenario({ ...draft, server }));
              }}
            >
              Apply the setups: reopen the page
            </Action>
          </Buttons>
          <Behaviours style={{ marginTop: 10 }}>
            <tbody>
              {draft.faults.map((fault, index) => (
                <tr key={index}>
                  <td>
                    <input
                      aria-label={`Fault ${index + 1}: endpoint`}
                      value={fault.match}
                      onChange={(event) => editFault(index, { match: event.target.value })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={`Fault ${index + 1}: what goes wrong`}
                      value={fault.kind}
                      onChange={(event) => editFault(index, { kind: event.target.value as FaultKind })}
                    >
                      {FAULT_KINDS.map((kind) => (
                        <option key={kind}>{kind}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {(fault.kind === 'server-error' || fault.kind === 'business-error') && (
                      <input
                        aria-label={`Fault ${index + 1}: status`}
                        type="number"
                        value={fault.status ?? ''}
                        onChange={(event) => editFault(index, { status: Number(event.target.value) })}
                      />
                    )}
                    {fault.kind === 'slow' && (
                      <input
                        aria-label={`Fault ${index + 1}: delay in ms`}
                        type="number"
                        value={fault.delayMs ?? 4000}
                        onChange={(event) => editFault(index, { delayMs: Number(event.target.value) })}
                      />
                    )}
                  </td>
                  <td>
                    <label>
                      <input
                        type="checkbox"
                        checked={fault.once === true}
                        onChange={(event) => editFault(index, { once: event.target.checked })}
                      />{' '}
                      once
                    </label>
                  </td>
                  <td>
                    <Action onClick={() => editFault(index, null)} aria-label={`Remove fault ${index + 1}`}>
                      ✕
                    </Action>
                  </td>
                </tr>
              ))}
            </tbody>
          </Behaviours>
          <Buttons>
            <Action
              onClick={() => edit({ faults: [...draft.faults, { match: '*', kind: 'server-error', status: 503 }] })}
            >
              Add a fault
            </Action>
            <Action $primary onClick={applyFaultsNow}>
              Apply the faults now
            </Action>
            <Action onClick={readServerState}>Read the server's ledgers</Action>
            <Action
              onClick={() => {
                deployPending.current = true;
                setServerNote('Deployed: the code files this page has not loaded yet are gone (404) until it reloads.');
              }}
            >
              Deploy a release (old chunks 404)
            </Action>
          </Buttons>
          <output>{serverNote}</output>
          {serverState && (
            <Log as="pre" data-testid="server-state">
              {serverState}
            </Log>
          )}
          <h2 style={{ marginTop: 14 }}>Requests</h2>
          <Log aria-label="Request log" data-testid="request-log">
            {requests.map((row) => (
              <li key={row.id}>
                <time>{new Date(row.at).toISOString().slice(11, 23)}</time> <b>{row.method}</b> {row.path}{' '}
                <span data-signature={row.signature}>signature {row.signature}</span> → {row.outcome ?? 'no answer yet'}
                <details>
                  <summary>parameters and answer</summary>
                  {JSON.stringify(row.params)}
                  {row.body !== undefined && <div>{row.body}</div>}
                </details>
              </li>
            ))}
          </Log>
        </Panel>
        <Panel aria-labelledby="sim-native">
          <h2 id="sim-native">Native side</h2>
          <Behaviours>
            <tbody>
              {(Object.values(BRIDGE_CALLS) as BridgeCallName[]).map((name) => {
                const behaviour = draft.bridge[name] ?? { mode: 'answer' as ReplyMode };
                return (
                  <tr key={name}>
                    <td>{name}</td>
                    <td>
                      <select
                        aria-label={`${name} answers`}
                        value={behaviour.mode}
                        onChange={(event) => editBehaviour(name, { mode: event.target.value as ReplyMode })}
                      >
                        {REPLY_MODES.map((mode) => (
                          <option key={mode}>{mode}</option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {behaviour.mode === 'fail' && (
                        <input
                          aria-label={`${name} failure status`}
                          type="number"
                          value={behaviour.status ?? 1}
                          onChange={(event) =>
                            editBehaviour(name, { mode: 'fail', status: Number(event.target.value) })
                          }
                        />
                      )}
                      {behaviour.mode === 'late' && (
                        <input
                          aria-label={`${name} delay in ms`}
                          type="number"
                          value={behaviour.delayMs ?? 3000}
                          onChange={(event) =>
                            editBehaviour(name, { mode: 'late', delayMs: Number(event.target.value) })
                          }
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Behaviours>
          <Fields style={{ marginTop: 12 }}>
            <Field label="Racing message (onRacingMessage)">
              <select value={pushKind} onChange={(event) => setPushKind(event.target.value as RacingKind)}>
                {RACING_KINDS.map((kind) => (
                  <option key={kind}>{kind}</option>
                ))}
              </select>
            </Field>
            <Field label="Its JSON (empty: the template for the round now)">
              <textarea rows={3} value={pushText} onChange={(event) => setPushText(event.target.value)} />
            </Field>
          </Fields>
          <Buttons>
            <Action onClick={() => setPushText(JSON.stringify(racingMessageTemplate(pushKind, simNow())))}>
              Fill the template
            </Action>
            <Action $primary onClick={() => void pushRacing()}>
              Push to the page
            </Action>
            <Action onClick={() => setPageBackground(!background)}>
              {background ? 'Bring the app back' : 'Send the app to the background'}
            </Action>
            <output data-testid="push-result">{pushResult}</output>
          </Buttons>
        </Panel>

        <Panel aria-labelledby="sim-log">
          <h2 id="sim-log">Bridge calls</h2>
          <Fields>
            <Field label="Filter by handler">
              <input value={filter} onChange={(event) => setFilter(event.target.value)} />
            </Field>
          </Fields>
          <Buttons>
            <Action onClick={() => setLog([])}>Clear</Action>
          </Buttons>
          <Log aria-label="Bridge call log" data-testid="bridge-log">
            {shown.map((entry) => (
              <li key={entry.id}>
                <time>{new Date(entry.at).toISOString().slice(11, 23)}</time> <b>{entry.call.name}</b>{' '}
                {JSON.stringify(entry.call.data)} {describeReply(entry.call.reply)}
              </li>
            ))}
          </Log>
        </Panel>

        <Panel aria-labelledby="sim-scenario">
          <h2 id="sim-scenario">Scenario</h2>
          <Fields>
            <Field label="JSON (replayable in a story or an e2e)">
              <textarea
                rows={6}
                value={scenarioText || JSON.stringify(scenario, null, 2)}
                onChange={(event) => setScenarioText(event.target.value)}
              />
            </Field>
          </Fields>
          <Buttons>
            <Action
              onClick={() => {
                try {
                  reopen(parseScenario(JSON.parse(scenarioText)));
                  setScenarioText('');
                } catch {
                  showToast('That scenario is not JSON');
                }
              }}
            >
              Load this scenario
            </Action>
            <Action onClick={() => void navigator.clipboard?.writeText(JSON.stringify(scenario))}>Copy</Action>
          </Buttons>
        </Panel>
      </Panels>
    </Layout>
  );
}

/** Renders the simulator in place of the app (mocks/devApp.ts decides when). */
export function showSimulator(): void {
  document.title = 'Simulator · H5';
  createRoot(document.getElementById('root')!).render(<SimulatorApp />);
}
