// @vitest-environment happy-dom
import { createElement as h, act } from 'react';
import { createRoot } from 'react-dom/client';
import { fireEvent, screen } from '@testing-library/dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { Stepper } from './Stepper';
import { TextArea } from '../TextArea/TextArea';
import { TabLayout } from '../TabLayout/TabLayout';
import { Countdown } from '../Countdown/Countdown';
import { setAppClock, appNow } from '../../platform/clock/clock';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Checkbox } from '../Checkbox/Checkbox';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { EmptyState } from '../EmptyState/EmptyState';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { IconButton } from '../IconButton/IconButton';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;
function mount(el: any) {
  document.body.innerHTML = '';
  const div = document.createElement('div');
  document.body.appendChild(div);
  const root = createRoot(div);
  act(() => root.render(h(ThemeProvider, { theme }, el)));
  return div;
}

describe('smoke', () => {
  it('stepper', () => {
    const onChange = vi.fn();
    mount(h(Stepper, { label: 'Qty', min: 1, max: 5, defaultValue: 3, onChange }));
    const input = screen.getByRole('spinbutton') as HTMLInputElement;
    const [minus, plus] = screen.getAllByRole('button');
    act(() => { fireEvent.click(plus!); });
    act(() => { fireEvent.click(plus!); });
    expect(input.value).toBe('5');
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => { fireEvent.click(plus!); });
    expect(screen.getByRole('status').textContent).toContain('stepper.maxReached');
    act(() => { fireEvent.click(minus!); });
    expect(input.value).toBe('4');
    act(() => { fireEvent.change(input, { target: { value: '2a9' } }); });
    expect(input.value).toBe('29');
    act(() => { fireEvent.focusOut(input); });
    expect(input.value).toBe('5');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([4, 5, 4, 5]);
  });

  it('textarea', () => {
    const onChange = vi.fn();
    const div = mount(h(TextArea, { label: 'Msg', limit: 5, defaultValue: 'ab', onChange }));
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    act(() => { fireEvent.change(area, { target: { value: 'ab😀🎉🌙⭐' } }); });
    expect(area.value).toBe('ab😀🎉🌙');
    expect(div.textContent).toContain('5/5');
    act(() => { fireEvent.change(area, { target: { value: 'ab😀🎉🌙x' } }); });
    expect(area.value).toBe('ab😀🎉🌙');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('tabs', () => {
    const onChange = vi.fn();
    mount(h(TabLayout, { titles: ['A', 'B', 'C'], panels: ['pa', 'pb', 'pc'], onChange }));
    const tabs = screen.getAllByRole('tab');
    act(() => { fireEvent.click(tabs[1]!); });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    act(() => { fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' }); });
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[2]);
    act(() => { fireEvent.keyDown(tabs[2]!, { key: 'Home' }); });
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([1, 2, 0]);
    const panels = document.querySelectorAll('[role=tabpanel]');
    expect([...panels].map((p) => (p as HTMLElement).hidden)).toEqual([false, true, true]);
  });

  it('countdown', () => {
    setAppClock(Date.parse('2025-07-01T20:00:00+08:00'));
    const onFinish = vi.fn();
    const div = mount(h(Countdown, { target: appNow() + 2 * 86400000 + 3723000, label: 'Ends' }));
    expect(div.textContent).toContain('01:02:03');
    mount(h(Countdown, { target: appNow() - 1000, onFinish }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    setAppClock(null);
  });

  it('others render', () => {
    const onChange = vi.fn();
    mount(h(RadioGroup, { label: 'Pay', options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }, { value: 'c', label: 'C', disabled: true }], defaultValue: 'a', onChange }));
    const radios = screen.getAllByRole('radio');
    act(() => { fireEvent.keyDown(radios[0]!, { key: 'ArrowDown' }); });
    expect((radios[1] as HTMLInputElement).checked).toBe(true);
    act(() => { fireEvent.keyDown(radios[1]!, { key: 'ArrowDown' }); });
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    const cb = vi.fn();
    mount(h(Checkbox, { onChange: cb, variant: 'agreement' }, 'agree'));
    act(() => { fireEvent.click(screen.getByRole('checkbox')); });
    expect(cb).toHaveBeenCalledWith(true);
    const sel = vi.fn();
    mount(h(Select, { label: 'R', options: [{ value: 'x', label: 'X' }], onChange: sel }));
    act(() => { fireEvent.change(screen.getByRole('combobox'), { target: { value: 'x' } }); });
    expect(sel).toHaveBeenCalledWith('x');
    const tf = vi.fn();
    mount(h(TextField, { label: 'N', defaultValue: 'abc', onChange: tf }));
    act(() => { fireEvent.click(screen.getByRole('button')); });
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
    mount(h(EmptyState, { actionLabel: 'Go', onAction: () => {} }));
    mount(h(ProgressBar, { value: 30, max: 50, label: 'P', showValue: true }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    mount(h(IconButton, { label: 'Share' }, 'x'));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
