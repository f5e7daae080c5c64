/**
 * MD5 of a string's UTF-8 bytes, as 32 lowercase hex digits — what `crypto-js/md5` answers, in a quarter of its
 * bytes (a cold first visit downloads it to make the device id). RFC 1321; unit-tested against crypto-js.
 */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
const K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) | 0);

export function md5(text: string): string {
  const bytes = new TextEncoder().encode(text);
  // Padding: 0x80, zeros to 56 mod 64, then the bit length (little-endian, 64 bits).
  const length = (((bytes.length + 8) >> 6) + 1) << 4;
  const words = new Int32Array(length);
  bytes.forEach((byte, i) => {
    words[i >> 2]! |= byte << ((i % 4) * 8);
  });
  words[bytes.length >> 2]! |= 0x80 << ((bytes.length % 4) * 8);
  words[length - 2] = bytes.length * 8;
  words[length - 1] = Math.floor(bytes.length / 0x20000000);
  let [a, b, c, d] = [0x67452301, 0xefcdab89 | 0, 0x98badcfe | 0, 0x10325476];
  for (let block = 0; block < length; block += 16) {
    const [aa, bb, cc, dd] = [a, b, c, d];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f =
        round === 0 ? (b & c) | (~b & d) : round === 1 ? (b & d) | (c & ~d) : round === 2 ? b ^ c ^ d : c ^ (b | ~d);
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16;
      const shift = SHIFTS[round * 4 + (i % 4)]!;
      const sum = (a + f + K[i]! + words[block + g]!) | 0;
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    [a, b, c, d] = [(a + aa) | 0, (b + bb) | 0, (c + cc) | 0, (d + dd) | 0];
  }
  return [a, b, c, d]
    .map((word) =>
      Array.from({ length: 4 }, (_, i) => ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')).join(''),
    )
    .join('');
}
