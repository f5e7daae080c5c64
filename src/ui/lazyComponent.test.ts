// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ComponentType,
  createElement,
  type ReactNode,
  StrictMode,
  startTransition,
  Suspense,
  useState,
} from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './BottomSheet/BottomSheet';
import { EmptyState } from './EmptyState/EmptyState';
import { lazyComponent } from './lazyComponent';
import { Modal } from './Modal/Modal';
import { lazyOverlay } from './Modal/lazyOverlay';
import { LazyErrorArt } from './StateIllustration/lazyErrorArt';
import { theme } from './theme';

// No act(): React schedules as it does in the app (act hides the error this file is about: an overlay opened by a
// timer or a reply, outside a user's event, logged "called use() to suspend … but did not call use() when it finished").

// A chunk's first import under vitest on a busy machine takes seconds.
vi.setConfig({ testTimeout: 20_000 });

const errors: unknown[][] = [];
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  errors.length = 0;
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Mounts `render(open)` closed in StrictMode with the console gate on, then opens it the way `how` says and waits for
 * the code and React's reveal of a suspended boundary (throttled to 300 ms). Returns the page's text.
 */
async function openCold(
  render: (open: boolean) => ReactNode,
  how: 'timer' | 'transition' | 'mount',
  expected: string,
): Promise<string> {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  let setOpen: (open: boolean) => void = () => undefined;
  function Page() {
    const [open, set] = useState(how === 'mount');
    setOpen = set;
    return createElement('main', null, render(open));
  }
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(createElement(StrictMode, null, createElement(ThemeProvider, { theme }, createElement(Page))));
  await wait(20);
  if (how === 'timer') setTimeout(() => setOpen(true), 0);
  if (how === 'transition') startTransition(() => setOpen(true));
  // The code arrives (a real chunk takes a while under vitest), then React reveals the boundary (throttled to 300 ms).
  for (let waited = 0; waited < 15_000 && !(document.body.textContent ?? '').includes(expected); waited += 50) {
    await wait(50);
  }
  await wait(350);
  const text = document.body.textContent ?? '';
  root.unmount();
  return text;
}

const view = (text: string) =>
  async function load(): Promise<ComponentType<{ open: boolean }>> {
    await wait(5);
    return function View({ open }: { open: boolean }) {
      const [shown] = useState(text); // a hook of its own, as every real overlay has
      return open ? createElement('p', null, shown) : null;
    };
  };

describe('a lazy component opened cold logs nothing', () => {
  it.each(['timer', 'transition', 'mount'] as const)('an overlay opened by a %s', async (how) => {
    const Overlay = lazyOverlay(view(`overlay-${how}`));
    expect(await openCold((open) => createElement(Overlay, { open }), how, `overlay-${how}`)).toContain(
      `overlay-${how}`,
    );
    expect(errors).toEqual([]);
  });

  it.each(['timer', 'transition', 'mount'] as const)('a lazy part shown by a %s', async (how) => {
    const Part = lazyComponent(view(`part-${how}`));
    const text = await openCold(
      (open) => open && createElement(Suspense, { fallback: null }, createElement(Part.Component, { open })),
      how,
      `part-${how}`,
    );
    expect(text).toContain(`part-${how}`);
    expect(errors).toEqual([]);
  });

  it('once loaded, renders on its first frame without suspending', async () => {
    const Part = lazyComponent(view('ready'));
    await Part.preload();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    root.render(createElement(Suspense, { fallback: 'fallback' }, createElement(Part.Component, { open: true })));
    await wait(0);
    expect(host.textContent).toBe('ready');
    root.unmount();
  });

  it('a part whose code cannot load is its boundary’s error, the same on every render', async () => {
    const Part = lazyComponent<{ open: boolean }>(() => Promise.reject(new Error('chunk gone')));
    await expect(Part.preload()).rejects.toThrow('chunk gone');
    await expect(Part.preload()).rejects.toThrow('chunk gone');
  });
});

describe("the design system's lazy overlays and parts, opened cold with the console gate on", () => {
  const cases: [string, (open: boolean) => ReactNode, string][] = [
    ['Modal', (open) => createElement(Modal, { open, title: 'Modal title' }, 'modal body'), 'modal body'],
    [
      'BottomSheet',
      (open) => createElement(BottomSheet, { open, title: 'Sheet title', onClose: () => undefined }, 'sheet body'),
      'sheet body',
    ],
    ['EmptyState', (open) => open && createElement(EmptyState, { message: 'nothing yet' }), 'nothing yet'],
    ['LazyErrorArt', (open) => open && createElement(LazyErrorArt, { kind: 'offline' }), ''],
  ];
  it.each(cases)('%s', async (_name, render, text) => {
    expect(await openCold(render, 'timer', text)).toContain(text);
    expect(errors).toEqual([]);
  });
});

describe('every lazy component of the app that calls use() is made by lazyComponent (the checks above cover it)', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });
  it("React's use() is called nowhere else", () => {
    const offenders = sourceFiles('src').filter((file) => {
      if (file === path.join('src', 'ui', 'lazyComponent.tsx')) return false;
      return /import\s*\{[^}]*\buse\b[^}]*\}\s*from\s*'react'|\bReact\.use\(/.test(readFileSync(file, 'utf8'));
    });
    expect(offenders).toEqual([]);
  });
});
