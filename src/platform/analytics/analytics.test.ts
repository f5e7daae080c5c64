import { describe, expect, it } from 'vitest';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { homepageExposureProperties, pageExposureProperties } from './analytics';

describe('exposure events', () => {
  it('homepage exposure: user, device, url without the token, title only when present', () => {
    expect(
      homepageExposureProperties('u1', 'd1', 'https://h5.example.com/?access_token=secret&refer=a', 'Home'),
    ).toEqual({
      app_user_id: 'u1',
      app_device_id: 'd1',
      current_url: 'https://h5.example.com/?refer=a',
      title: 'Home',
    });
    expect(homepageExposureProperties('u1', 'd1', 'https://h5.example.com/', '')).not.toHaveProperty('title');
  });

  it.each([
    [1, 'male'],
    [2, 'female'],
    [0, 'female'],
  ])('page exposure: gender %s is %s, and the profile fields are carried', (gender, label) => {
    const self = buildSelfInfo({ gender, public_id: '42', age: 30, level: 12, is_high_quality: false });
    expect(pageExposureProperties(self, 'd1', 'https://h5.example.com/h5/x?access_token=t', 'push')).toEqual({
      public_id: '42',
      age: 30,
      gender: label,
      is_high_quality: false,
      user_level: 12,
      device_id: 'd1',
      current_url: 'https://h5.example.com/h5/x',
      refer: 'push',
    });
  });
});
