// @vitest-environment happy-dom
import { createElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { testRootPerTest } from '../../testing/reactRoot';
import { theme } from '../theme';
import { UnknownOutcome } from './UnknownOutcome';

const root = testRootPerTest();

const notice = () => createElement(UnknownOutcome, { checking: false, onCheck: () => undefined });
const show = (element: ReturnType<typeof createElement>) =>
  root.render(createElement(ThemeProvider, { theme }, element));

describe('UnknownOutcome', () => {
  it('in a confirm whose focused button it replaced, takes the focus on its check', () => {
    show(createElement('div', { role: 'dialog' }, notice()));
    expect(document.activeElement).toBe(root.container.querySelector('button'));
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
    expect(document.activeElement).toBe(root.container.querySelector('input'));
    show(createElement('main', null, notice()));
    expect(document.activeElement).not.toBe(root.container.querySelector('button'));
  });
});
