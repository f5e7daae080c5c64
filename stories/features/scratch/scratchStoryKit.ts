import type { AnyHandler } from 'msw';
import { scratchHandlers } from '../../../mocks/handlers/scratch';
import { createScratchSimulator, type ScratchSimulatorOptions } from '../../../mocks/server/scratch';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/**
 * A scratch story: the page at `url` with its own seeded server, new at every render; `overrides`
 * are handlers that win over the server's (a failing or odd reply).
 */
export function scratchStory(url: string, simulator: ScratchSimulatorOptions = {}, ...overrides: AnyHandler[]) {
  const path = url.split('?')[0]!;
  return {
    parameters: { route: { path, url } },
    beforeEach: (context: MswContext) => {
      sessionStore.remove('write:scratch:buy'); // no purchase left unresolved by the story before
      hideToast();
      return mockApi(...overrides, ...scratchHandlers(createScratchSimulator(simulator)))(context);
    },
  };
}

export const scratchText = (key: string, options?: Record<string, unknown>) => i18n.t(`scratch:${key}`, options ?? {});
export const num = (value: number) => value.toLocaleString(i18n.language);

const pointer = (type: string, x: number, y: number) =>
  new PointerEvent(type, {
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    bubbles: true,
    cancelable: true,
    clientX: x,
    clientY: y,
  });

/**
 * A finger down on the foil and across it in rows 12 % of its height apart, over the first `rows`
 * rows (10 is the whole card), then up — as a finger would, through pointer events.
 */
export function scratchRows(canvas: HTMLCanvasElement, rows = 10) {
  const { left, top, width, height } = canvas.getBoundingClientRect();
  canvas.dispatchEvent(pointer('pointerdown', left + 2, top + 2));
  let last = { x: left + 2, y: top + 2 };
  for (let row = 0; row < rows; row++) {
    const y = top + height * Math.min(row * 0.12, 0.98);
    for (let step = 0; step <= 30; step++) {
      const share = step / 30;
      const x = left + width * (row % 2 ? 1 - share : share);
      last = { x, y };
      canvas.dispatchEvent(pointer('pointermove', x, y));
    }
  }
  canvas.dispatchEvent(pointer('pointerup', last.x, last.y));
}
