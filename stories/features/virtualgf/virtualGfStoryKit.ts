import { http, HttpResponse, type AnyHandler } from 'msw';
import { within } from 'storybook/test';
import { virtualGfHandlers } from '../../../mocks/handlers/virtualgf';
import { createVirtualGfSimulator, type VirtualGfSimulatorOptions } from '../../../mocks/server/virtualgf';
import { VIRTUALGF_PATHS } from '../../../src/features/virtualgf/contract';
import { virtualGfProfilePath } from '../../../src/features/virtualgf/paths';
import { i18n } from '../../../src/platform/i18n/i18n';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** A virtual girlfriend story: her card at `anchorId` with its own seeded server; `overrides` win over its handlers. */
export function virtualGfStory(
  anchorId: string,
  simulator: VirtualGfSimulatorOptions = {},
  ...overrides: AnyHandler[]
) {
  const url = virtualGfProfilePath(anchorId);
  return {
    parameters: { route: { path: url.split('?')[0]!, url } },
    beforeEach: (context: MswContext) => {
      hideToast();
      return mockApi(...overrides, ...virtualGfHandlers(createVirtualGfSimulator(simulator)))(context);
    },
  };
}

/**
 * A voice that plays on a pinned clock: `play()` starts it (the element's own `playing` event) without sound or time
 * passing, `pause()` stops it. The story's frame is then the same on every run, and an untrusted click in a `play`
 * test is not refused by the browser's autoplay rule. Returns the restore (a story's `beforeEach` cleanup).
 */
export function pinnedVoice(): () => void {
  const prototype = HTMLMediaElement.prototype;
  const original = Object.getOwnPropertyDescriptors(prototype);
  prototype.play = function pinnedPlay(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  };
  prototype.pause = function pinnedPause(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  };
  return () => {
    Object.defineProperty(prototype, 'play', original.play!);
    Object.defineProperty(prototype, 'pause', original.pause!);
  };
}

export const signedOutReply = () =>
  http.get(`*${VIRTUALGF_PATHS.profile}`, () => HttpResponse.json({ status: 10001, msg: '請先登入', data: null }));

export const gfText = (key: string, options?: Record<string, unknown>) => i18n.t(`virtualgf:${key}`, options ?? {});
export const commonText = (key: string) => i18n.t(`common:${key}`);
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
