import cryptoMd5 from 'crypto-js/md5';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5', () => {
  it('the RFC 1321 test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661');
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    );
  });

  it('answers what crypto-js answers, at every length around the block edges and for non-ASCII text', () => {
    const userAgent = 'Mozilla/5.0 (Linux; Android 12; SM-A525F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    for (let length = 0; length <= 130; length++) {
      const text = userAgent.repeat(2).slice(0, length);
      expect(md5(text)).toBe(cryptoMd5(text).toString());
    }
    for (const text of ['裝置識別碼', 'デバイス🎄', `${userAgent}${1_764_144_000_000}`])
      expect(md5(text)).toBe(cryptoMd5(text).toString());
  });
});
