import { describe, expect, it } from 'vitest';
import { cashForPoints } from '../../platform/earnings/earnings';
import { CP_FORMATION } from './model';
import { estimateEarnings, EXAMPLE_PLAN, POINTS, videoChatPoints } from './points';
import { SCORE_BANDS, SCORE_KINDS, scoresToImprove, scoreTone } from './rating';

describe('the rating page: scores and what moves a grade', () => {
  it('colours a score weak below 60, fair below 80, good from 80', () => {
    expect(scoreTone(0)).toBe('weak');
    expect(scoreTone(SCORE_BANDS.fair - 1)).toBe('weak');
    expect(scoreTone(SCORE_BANDS.fair)).toBe('fair');
    expect(scoreTone(SCORE_BANDS.good - 1)).toBe('fair');
    expect(scoreTone(SCORE_BANDS.good)).toBe('good');
    expect(scoreTone(100)).toBe('good');
  });

  it('puts the lowest score first', () => {
    expect(scoresToImprove({ replyRate: 84, callQuality: 78, conduct: 100 })).toEqual([
      'callQuality',
      'replyRate',
      'conduct',
    ]);
    expect(scoresToImprove({ replyRate: 38, callQuality: 52, conduct: 60 })).toEqual([
      'replyRate',
      'callQuality',
      'conduct',
    ]);
    expect(scoresToImprove({ replyRate: 90, callQuality: 95, conduct: 10 })[0]).toBe('conduct');
  });

  it('keeps the page order between equal scores, and every score once', () => {
    expect(scoresToImprove({ replyRate: 70, callQuality: 70, conduct: 70 })).toEqual([...SCORE_KINDS]);
    expect(scoresToImprove({ replyRate: 90, callQuality: 50, conduct: 50 })).toEqual([
      'callQuality',
      'conduct',
      'replyRate',
    ]);
    const order = scoresToImprove({ replyRate: 1, callQuality: 2, conduct: 3 });
    expect([...order].sort()).toEqual([...SCORE_KINDS].sort());
  });
});

describe('the guides: CP formation and the calculator example', () => {
  it('forms a CP with a 999-coin confession gift each way and about 10 messages (5 rounds each way)', () => {
    expect(CP_FORMATION.giftGold).toBe(999);
    expect(CP_FORMATION.messages).toBe(10);
    expect(CP_FORMATION.rounds * 2).toBe(CP_FORMATION.messages);
  });

  it('the example is 30 minutes of video a day for a week: 10,500 points, ¥210 or NT$840', () => {
    expect(EXAMPLE_PLAN).toEqual({ videoMinutesPerDay: 30, audioMinutesPerDay: 0, newUserRepliesPerDay: 0, days: 7 });
    const cn = estimateEarnings(EXAMPLE_PLAN, { points: 50, cash: 100 });
    expect(cn.points).toBe(videoChatPoints(30 * 60) * 7);
    expect(cn.points).toBe(10_500);
    expect(cn.cash).toBe(21_000);
    expect(estimateEarnings(EXAMPLE_PLAN, { points: 50, cash: 400 }).cash).toBe(84_000);
  });

  it('a paid minute of video is worth 1 yuan or 4 TWD at the servers’ rates, audio a fifth of it', () => {
    expect(cashForPoints(POINTS.videoPerMinute, { points: 50, cash: 100 })).toBe(100);
    expect(cashForPoints(POINTS.videoPerMinute, { points: 50, cash: 400 })).toBe(400);
    expect(cashForPoints(POINTS.audioPerMinute, { points: 50, cash: 100 })).toBe(20);
  });
});
