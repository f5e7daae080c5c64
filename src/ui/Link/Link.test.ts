// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testRootPerTest } from '../../testing/reactRoot';
import { Link } from './Link';

const root = testRootPerTest();

function Where() {
  const location = useLocation();
  return createElement('output', null, `${location.pathname}${location.search}`);
}

const show = (link: Parameters<typeof Link>[0]) =>
  root.render(
    createElement(
      MemoryRouter,
      { initialEntries: ['/h5/race'] },
      createElement(Routes, null, createElement(Route, { path: '*', element: createElement(Where) })),
      createElement(Link, link),
    ),
  );
const anchor = () => root.container.querySelector('a')!;
const where = () => root.container.querySelector('output')!.textContent;
const tap = (init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    anchor().dispatchEvent(event);
  });
  return event;
};

describe('Link', () => {
  it('is a real link to the page and, tapped, goes there in place', () => {
    show({ to: '/h5/race/history?public_id=7', children: 'History' });
    expect(anchor().getAttribute('href')).toBe('/h5/race/history?public_id=7');
    expect(anchor().textContent).toBe('History');
    const event = tap();
    expect(event.defaultPrevented).toBe(true);
    expect(where()).toBe('/h5/race/history?public_id=7');
  });

  it('leaves a modified click (new tab) to the browser, and a handler that prevents it keeps the page', () => {
    show({ to: '/h5/race/medal', children: 'Medals' });
    expect(tap({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(where()).toBe('/h5/race');
    show({ to: '/h5/race/medal', children: 'Medals', onClick: (event) => event.preventDefault() });
    tap();
    expect(where()).toBe('/h5/race');
  });
});
