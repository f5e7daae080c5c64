import { describe, expect, it } from 'vitest';
import { VIRTUALGF_STATUS } from '../../src/features/virtualgf/contract';
import { createVirtualGfSimulator, MISSING_VOICE, VIRTUALGF_ANCHORS } from './virtualgf';

describe('the virtual girlfriend server', () => {
  it('answers every seeded anchor the same way each time, and refuses an unknown one', () => {
    const simulator = createVirtualGfSimulator({ now: () => 1 });
    expect(simulator.profile(VIRTUALGF_ANCHORS.full)).toEqual(simulator.profile(VIRTUALGF_ANCHORS.full));
    const unknown = simulator.profile('nobody');
    expect(unknown.ok ? null : unknown.failure.status).toBe(VIRTUALGF_STATUS.unknownAnchor);
    // Inherited object keys are no anchors.
    expect(simulator.profile('constructor').ok).toBe(false);
  });

  it('seeds the states the card has: no photos, no voice, a voice that is gone', () => {
    const simulator = createVirtualGfSimulator();
    const data = (id: string) => {
      const reply = simulator.profile(id);
      if (!reply.ok) throw new Error('refused');
      return reply.data;
    };
    expect(data(VIRTUALGF_ANCHORS.noPhotos).photos).toEqual([]);
    expect(data(VIRTUALGF_ANCHORS.noVoice).voice).toBeNull();
    expect(data(VIRTUALGF_ANCHORS.brokenVoice).voice?.url).toBe(MISSING_VOICE);
  });

  it('lets a story change a card', () => {
    const simulator = createVirtualGfSimulator({ profiles: { [VIRTUALGF_ANCHORS.full]: { nickname: 'Mia' } } });
    const reply = simulator.profile(VIRTUALGF_ANCHORS.full);
    expect(reply.ok && reply.data.nickname).toBe('Mia');
  });
});
