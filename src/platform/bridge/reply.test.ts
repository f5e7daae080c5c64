import { describe, expect, it } from 'vitest';
import { APP_VERSION_MAX_LENGTH, appVersionFrom, normaliseReply, STATUS_BAR_MAX, statusBarHeightFrom } from './reply';

describe('bridge replies', () => {
  it('reads iOS objects and Android JSON strings alike', () => {
    expect(normaliseReply({ status: 0, data: 44, msg: '' })).toEqual({ status: 0, data: 44, msg: '' });
    expect(normaliseReply('{"status":0,"data":{"v":1},"msg":"ok"}')).toEqual({ status: 0, data: { v: 1 }, msg: 'ok' });
  });

  it.each([['not json'], [null], [42], [{ data: 1 }], [{ status: '0' }], ['[1,2]']])(
    'turns %j into a failure, never a throw',
    (raw) => {
      expect(normaliseReply(raw).status).not.toBe(0);
    },
  );

  it.each([
    [44, 44],
    ['30', 30],
    [0, 0],
    ['abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [-5, 0],
    [{}, 0],
    // Too tall to be a status bar: clamped, so no page is pushed off screen.
    [5000, STATUS_BAR_MAX],
    [1e9, STATUS_BAR_MAX],
    [1e308, STATUS_BAR_MAX],
    ['1e308', STATUS_BAR_MAX],
    [100.5, STATUS_BAR_MAX],
    [99, 99],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NEGATIVE_INFINITY, 0],
    ['-1', 0],
    [-0, 0],
    [true, 0],
    [[44], 0],
  ])('status-bar height %j → %j', (data, height) => {
    expect(statusBarHeightFrom(data)).toBe(height);
  });

  it.each([
    ['6.8.0', '6.8.0'],
    [' 6.8.0 ', '6.8.0'],
    ['6.8.0.1234-beta', '6.8.0.1234-beta'],
    ['6.8.0\r\nX-Evil: 1', null],
    ['6.8.0\nX-Evil: 1', null],
    ['6.8.0\u0000', null],
    ['6.8 .0', null],
    ['版本6.8', null],
    ['6.8.0😀', null],
    ['6.8.0\u00e9', null],
    ['9'.repeat(APP_VERSION_MAX_LENGTH + 1), null],
    ['9'.repeat(100_000), null],
    ['', null],
    ['   ', null],
    [680, null],
    [null, null],
    [undefined, null],
    [{ toString: () => '6.8.0' }, null],
  ])('app version %j → %j', (data, version) => {
    expect(appVersionFrom(data)).toBe(version);
  });
});
