import type { MockBridgeCall } from '../bridge/mockBridge';

/**
 * The events between Storybook's preview (the story, its mock bridge) and the simulator's panel in Storybook's
 * manager (.storybook/manager.tsx): the same bridge log and pushes as the simulator of `npm start`.
 */
export const SIM_CHANNEL = {
  /** Preview → panel: the story's bridge calls so far (newest first), with the mock bridge's answers. */
  log: 'h5-simulator/log',
  /** Panel → preview: send the log again (the panel opened after the story began). */
  requestLog: 'h5-simulator/request-log',
  /** Panel → preview: push `{ name, data }` to a handler the page registered. */
  push: 'h5-simulator/push',
  /** Preview → panel: what the page answered, or why nothing could be pushed. */
  pushResult: 'h5-simulator/push-result',
} as const;

export const SIM_PANEL_ID = 'h5-simulator/panel';

/** A bridge call's answer as the logs show it (the simulator's and Storybook's panel). */
export function describeReply(reply: MockBridgeCall['reply']): string {
  if (reply === undefined) return '';
  if (reply === null) return '→ no answer';
  const late = reply.delayMs ? ` after ${reply.delayMs} ms` : '';
  return reply.status === 0 ? `→ ok${late}` : `→ status ${reply.status}${late}`;
}
