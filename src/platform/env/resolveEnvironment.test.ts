import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from './resolveEnvironment';

describe('environment at start', () => {
  it.each([
    ['localhost', false, 'dev', true],
    ['127.0.0.1', false, 'dev', true],
    ['192.168.1.20', false, 'dev', true],
    ['10.0.0.8', false, 'dev', true],
    ['dev.h5.example.com', false, 'dev', true],
    ['DEV-2.example.com', false, 'dev', true],
    ['h5.example.com', false, 'production', false],
    ['devices.example.com', false, 'dev', true],
    ['localhost', true, 'production', false],
    ['dev.h5.example.com', true, 'production', false],
  ])('%s release=%s → %s, debug %s', (host, release, name, debug) => {
    expect(resolveEnvironment(host, release)).toEqual({ name, debug });
  });
});
