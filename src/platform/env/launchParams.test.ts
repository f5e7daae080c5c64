import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launchParams';

describe('query parameters read on load', () => {
  it('reads every documented parameter', () => {
    expect(
      readLaunchParams(
        '?release=true&access_token=tok.en-1&app-language=zh-TW&public_id=8862031&device_id=dev-1&refer=push_summer',
      ),
    ).toEqual({
      release: true,
      accessToken: 'tok.en-1',
      appLanguage: 'zh-Hant',
      publicId: '8862031',
      deviceId: 'dev-1',
      refer: 'push_summer',
    });
  });

  it.each([
    ['release=TRUE', { release: false }],
    ['release=1', { release: false }],
    ['access_token=has space', { accessToken: null }],
    ['access_token=', { accessToken: null }],
    ['app-language=klingon', { appLanguage: null }],
    ['public_id=<script>', { publicId: null }],
    ['device_id=' + 'x'.repeat(500), { deviceId: null }],
    ['refer=a%0Aevil', { refer: null }],
    ['public_id=%E0%A4%A', { publicId: null }],
  ])('ignores garbage: %s', (search, expected) => {
    expect(readLaunchParams(search)).toMatchObject(expected);
  });

  it('never throws, whatever the query', () => {
    for (const search of ['?%', '??&&==', '?a=%ZZ', '?app-language[]=en', '\u0000']) {
      expect(() => readLaunchParams(search)).not.toThrow();
    }
  });
});
