// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { UnknownOutcome } from './UnknownOutcome';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const notice = () => createElement(UnknownOutcome, { checking: false, onCheck: () => undefined });
const show = (element: ReturnType<typeof createElement>) =>
  act(() => root.render(createElement(ThemeProvider, { theme }, element)));

describe('UnknownOutcome', () => {
  it('in a confirm whose focused button it replaced, takes the focus on its check', () => {
    show(createElement('div', { role: 'dialog' }, notice()));
    expect(document.activeElement).toBe(container.querySelector('button'));
  });

  it('leaves the focus where it is inside the confirm, and anywhere on a page', () => {
    show(
      createElement(
        'div',
        { role: 'dialog' },
        createElement('input', { autoFocus: true, 'aria-label': 'x' }),
        notice(),
      ),
    );
    expect(document.activeElement).toBe(container.querySelector('input'));
    show(createElement('main', null, notice()));
    expect(document.activeElement).not.toBe(container.querySelector('button'));
  });
});
