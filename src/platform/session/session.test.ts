import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../storage/safeStorage';
import { DEVICE_ID_KEY, ensureDeviceId } from './deviceId';
import { getSessionUser, resetSessionUser, subscribeSessionUser, updateSessionUser } from './session';
import { chooseToken, withoutAccessToken } from './token';

describe('token precedence', () => {
  it.each([
    [{ query: 'q', cookie: 'c', stored: 's' }, 'q'],
    [{ query: null, cookie: 'c', stored: 's' }, 'c'],
    [{ query: null, cookie: null, stored: 's' }, 's'],
    [{ query: '', cookie: '', stored: 's' }, 's'],
    [{ query: null, cookie: null, stored: null }, ''],
  ])('%j → %j', (sources, token) => {
    expect(chooseToken(sources)).toBe(token);
  });

  it('removes only access_token from an address', () => {
    expect(withoutAccessToken('https://h5.example.com/h5/x?access_token=abc&refer=push#top')).toBe(
      'https://h5.example.com/h5/x?refer=push#top',
    );
    expect(withoutAccessToken('https://h5.example.com/?access_token=abc')).toBe('https://h5.example.com/');
    expect(withoutAccessToken('https://h5.example.com/?refer=a')).toBe('https://h5.example.com/?refer=a');
  });
});

describe('device id', () => {
  it('is the MD5 of the user agent joined to a timestamp, created once and kept', async () => {
    const storage = createSafeStorage(() => null);
    const id = await ensureDeviceId(storage, 'Mozilla/5.0 Test', 1751371200000);
    expect(id).toBe(createHash('md5').update('Mozilla/5.0 Test1751371200000').digest('hex'));
    expect(storage.get(DEVICE_ID_KEY)).toBe(id);
    expect(await ensureDeviceId(storage, 'another agent', 1)).toBe(id);
  });
});

describe('session user record', () => {
  it('starts empty, updates in parts and notifies subscribers', () => {
    resetSessionUser();
    expect(getSessionUser()).toEqual({
      access_token: '',
      user_id: '',
      nickname: '',
      avatar_url: '',
      is_high_quality: false,
    });
    const listener = vi.fn();
    const unsubscribe = subscribeSessionUser(listener);
    updateSessionUser({ nickname: 'Kenji' });
    updateSessionUser({ user_id: 'u1' });
    expect(getSessionUser()).toMatchObject({ nickname: 'Kenji', user_id: 'u1', is_high_quality: false });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    updateSessionUser({ nickname: 'K' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
