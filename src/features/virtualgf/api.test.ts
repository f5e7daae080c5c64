import { describe, expect, it } from 'vitest';
import { createVirtualGfSimulator, VIRTUALGF_ANCHORS } from '../../../mocks/server/virtualgf';
import { isAnchorId, parseProfile } from './api';
import { MAX_PHOTOS, MAX_TAGS, TAG_MAX_CHARS } from './model';

const seeded = (id: string) => {
  const reply = createVirtualGfSimulator().profile(id);
  if (!reply.ok) throw new Error('refused');
  return reply.data as unknown as Record<string, unknown>;
};
const full = () => seeded(VIRTUALGF_ANCHORS.full);

describe('the profile parser', () => {
  it('reads a seeded profile as the server sent it', () => {
    const profile = parseProfile(full())!;
    expect(profile.nickname).toBe('小雨 Mia');
    expect(profile.photos).toHaveLength(4);
    expect(profile.voice).toEqual({ url: '/images/virtualgf/voice-intro.wav', duration_s: 2 });
    expect(profile.stats).toEqual({ followers: 128_460, companion_minutes: 36_720, rating: 4.9, repeat_rate: 0.82 });
    expect(profile.online).toBe('online');
    expect(profile.constellation).toBe('pisces');
  });

  it('keeps only https or our own photos, each once, at most nine', () => {
    const photos = [
      'https://cdn.example.com/a.jpg',
      'http://cdn.example.com/b.jpg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/c.jpg',
      '/images/d.svg',
      'https://cdn.example.com/a.jpg',
      { url: 'https://cdn.example.com/e.jpg' },
      'https://cdn.example.com/x y.jpg',
      42,
      ...Array.from({ length: 20 }, (_, n) => `https://cdn.example.com/${n}.jpg`),
    ];
    const profile = parseProfile({ ...full(), photos })!;
    expect(profile.photos.slice(0, 3)).toEqual([
      'https://cdn.example.com/a.jpg',
      '/images/d.svg',
      'https://cdn.example.com/e.jpg',
    ]);
    expect(profile.photos).toHaveLength(MAX_PHOTOS);
  });

  it('plays a voice only from https or our own site, and clamps its length', () => {
    const voice = (value: unknown) => parseProfile({ ...full(), voice: value })!.voice;
    expect(voice({ url: 'https://media.example.com/v.m4a', duration_s: 99_999 })).toEqual({
      url: 'https://media.example.com/v.m4a',
      duration_s: 600,
    });
    expect(voice({ url: 'http://media.example.com/v.m4a', duration_s: 10 })).toBeNull();
    expect(voice({ url: 'data:audio/wav;base64,AAAA', duration_s: 10 })).toBeNull();
    expect(voice({ url: 'blob:https://x/1' })).toBeNull();
    expect(voice({ duration_s: 10 })).toBeNull();
    expect(voice('https://media.example.com/v.m4a')).toBeNull();
    expect(voice({ url: '/images/v.wav', duration_s: -5 })).toEqual({ url: '/images/v.wav', duration_s: 0 });
  });

  it('caps tags in number and length, drops empty and repeated ones, and reads plain strings as interests', () => {
    const tags = [
      { kind: 'personality', label: '  溫柔  ' },
      { kind: 'personality', label: '溫柔' },
      { kind: 'weird', label: 'K-pop' },
      'cats',
      { kind: 'interest', label: '' },
      { kind: 'interest', label: '🐱'.repeat(40) },
      ...Array.from({ length: 30 }, (_, n) => ({ kind: 'interest', label: `tag ${n}` })),
    ];
    const parsed = parseProfile({ ...full(), tags })!.tags;
    expect(parsed.slice(0, 4)).toEqual([
      { kind: 'personality', label: '溫柔' },
      { kind: 'interest', label: 'K-pop' },
      { kind: 'interest', label: 'cats' },
      { kind: 'interest', label: '🐱'.repeat(TAG_MAX_CHARS) },
    ]);
    expect(parsed).toHaveLength(MAX_TAGS);
  });

  it('hides figures the server left out, and brings the rest into range', () => {
    const stats = (value: unknown) => parseProfile({ ...full(), stats: value })!.stats;
    expect(stats(undefined)).toEqual({ followers: null, companion_minutes: null, rating: null, repeat_rate: null });
    expect(stats({ followers: '1200', companion_minutes: -5, rating: 7.26, repeat_rate: 3 })).toEqual({
      followers: 1_200,
      companion_minutes: 0,
      rating: 5,
      repeat_rate: 1,
    });
    expect(stats({ followers: 'many', rating: 4.86, repeat_rate: [0.5] })).toEqual({
      followers: null,
      companion_minutes: null,
      rating: 4.9,
      repeat_rate: null,
    });
  });

  it('leaves out unknown states and signs, and is nobody without her id or name', () => {
    const profile = parseProfile({ ...full(), online: 'dancing', constellation: 'ophiuchus', age: 'old' })!;
    expect(profile.online).toBeNull();
    expect(profile.constellation).toBeNull();
    expect(profile.age).toBeNull();
    expect(parseProfile({ ...full(), public_id: '../../etc' })).toBeNull();
    expect(parseProfile({ ...full(), nickname: '   ' })).toBeNull();
    for (const garbage of [null, undefined, 42, 'x', [], { photos: 'no' }]) expect(parseProfile(garbage)).toBeNull();
  });

  it('reads the seeded states: no photos, no voice, a new companion without figures', () => {
    expect(parseProfile(seeded(VIRTUALGF_ANCHORS.noPhotos))!.photos).toEqual([]);
    expect(parseProfile(seeded(VIRTUALGF_ANCHORS.noVoice))!.voice).toBeNull();
    expect(parseProfile(seeded(VIRTUALGF_ANCHORS.newcomer))!.stats.followers).toBeNull();
  });
});

describe('the anchor id in the address', () => {
  it('is a short token, or nothing to ask the server about', () => {
    expect(isAnchorId('30010001')).toBe(true);
    for (const bad of ['', ' 1', 'a/b', '1?x=2', 'x'.repeat(65)]) expect(isAnchorId(bad)).toBe(false);
  });
});
