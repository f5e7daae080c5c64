import { HEADER_VALUE_MAX_LENGTH } from './headerValue';

/** Values that reached a header from the bridge, the URL or storage and made fetch refuse the request. */
export const HOSTILE_HEADER_VALUES: unknown[] = [
  'v\r\nX-Evil: 1',
  'v\nX-Evil: 1',
  'v\rX',
  'tab\tinside',
  'nul\u0000',
  'del\u007f',
  '繁體',
  'é',
  '😀',
  '\u2028',
  'x'.repeat(HEADER_VALUE_MAX_LENGTH + 1),
  'x'.repeat(100_000),
  '',
  '   ',
  42,
  null,
  undefined,
  {},
  ['a'],
];
