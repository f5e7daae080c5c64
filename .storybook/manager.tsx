// The manager bundle compiles JSX to React.createElement (the classic runtime): React itself must be in scope.
import * as React from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { addons, types, useChannel } from 'storybook/manager-api';
import { RACING_KINDS, type RacingKind, racingMessageTemplate } from '../mocks/simulator/pushes';
import { describeReply, SIM_CHANNEL, SIM_PANEL_ID } from '../mocks/simulator/storybookChannel';
import type { MockBridgeCall } from '../mocks/bridge/mockBridge';

// The simulator's native side as a Storybook panel: every bridge call of the story with the mock bridge's answer,
// and racing pushes sent to the page (the same templates as the simulator of `npm start`, mocks/simulator).

interface Entry {
  at: number;
  call: MockBridgeCall;
}

function NativeBridgePanel() {
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const [kind, setKind] = React.useState<RacingKind>('pool_updated');
  const [json, setJson] = React.useState('');
  const [result, setResult] = React.useState('');
  const emit = useChannel({
    [SIM_CHANNEL.log]: (log: Entry[]) => setEntries(log),
    [SIM_CHANNEL.pushResult]: (text: string) => setResult(text),
  });
  // The story may have begun before the panel opened: ask for what it logged so far.
  // (Once: the channel's emitter is a new function at every render.)
  const asked = React.useRef(false);
  React.useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    emit(SIM_CHANNEL.requestLog);
  });
  const push = () => {
    try {
      emit(SIM_CHANNEL.push, {
        name: 'onRacingMessage',
        data: JSON.parse(json || 'null') ?? racingMessageTemplate(kind, Date.now()),
      });
    } catch {
      setResult('Not JSON: nothing was sent');
    }
  };
  return (
    <div style={{ padding: 12, fontSize: 13, display: 'grid', gap: 10 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <label>
          Racing message{' '}
          <select value={kind} onChange={(event) => setKind(event.target.value as RacingKind)}>
            {RACING_KINDS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setJson(JSON.stringify(racingMessageTemplate(kind, Date.now())))}>
          Fill the template
        </button>
        <button type="button" onClick={push}>
          Push to the page
        </button>
        <output>{result}</output>
      </div>
      <textarea
        aria-label="The message's JSON (empty: the template)"
        rows={2}
        value={json}
        onChange={(event) => setJson(event.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      <ol style={{ margin: 0, padding: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 12 }}>
        {entries.map((entry, index) => (
          <li
            key={`${entry.at}-${entries.length - index}`}
            style={{ padding: '4px 0', borderTop: '1px solid #e6e6e6' }}
          >
            {new Date(entry.at).toISOString().slice(11, 23)} <b>{entry.call.name}</b> {JSON.stringify(entry.call.data)}{' '}
            {describeReply(entry.call.reply)}
          </li>
        ))}
      </ol>
    </div>
  );
}

addons.register('h5-simulator', () => {
  addons.add(SIM_PANEL_ID, {
    type: types.PANEL,
    title: 'Native bridge',
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <NativeBridgePanel />
      </AddonPanel>
    ),
  });
});
