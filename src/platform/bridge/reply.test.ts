import { describe, expect, it } from 'vitest';
import { normaliseReply, statusBarHeightFrom } from './reply';

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
  ])('status-bar height %j → %j', (data, height) => {
    expect(statusBarHeightFrom(data)).toBe(height);
  });
});
