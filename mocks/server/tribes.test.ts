import { describe, expect, it } from 'vitest';
import { qualifiers, tribeJourney, winnerOf } from '../../src/features/tribes/model';
import { createTribesSimulator, MY_TRIBE, tribeIdOf } from './tribes';

const data = <T>(reply: { ok: true; data: T } | { ok: false }) => {
  if (!reply.ok) throw new Error('refused');
  return reply.data;
};

describe('the tribe server', () => {
  it('joins an open tribe once per request id, and refuses a second tribe', () => {
    const server = createTribesSimulator({ member: { tribe: null } });
    const open = tribeIdOf(3); // every third tribe from the second asks the chief; the third is open
    const before = data(server.hall('t', open)).tribe.members;
    expect(data(server.join('t', open, 'r1')).membership).toBe('member');
    expect(data(server.join('t', open, 'r1')).membership).toBe('member');
    expect(data(server.hall('t', open)).tribe.members).toBe(before + 1);
    expect(server.ledgerOf('t')).toMatchObject({ joins: 1, tribe: open });
    expect(server.join('t', tribeIdOf(4), 'r2')).toMatchObject({ ok: false, failure: { status: 34402 } });
  });

  it('asks the chief of a tribe that approves, and says so in the square', () => {
    const server = createTribesSimulator({ member: { tribe: null } });
    expect(data(server.join('t', tribeIdOf(2), 'r1')).membership).toBe('requested');
    expect(data(server.square('t', '')).requested).toBe(tribeIdOf(2));
    expect(server.ledgerOf('t').tribe).toBeNull();
  });

  it('leaves once per request id; a chief hands over first', () => {
    const server = createTribesSimulator();
    expect(data(server.leave('t', MY_TRIBE, 'r1')).membership).toBe('none');
    expect(data(server.leave('t', MY_TRIBE, 'r1')).membership).toBe('none');
    expect(server.ledgerOf('t')).toMatchObject({ leaves: 1, tribe: null });
    const chief = createTribesSimulator({ member: { role: 'chief' } });
    expect(chief.leave('t', MY_TRIBE, 'r1')).toMatchObject({ ok: false, failure: { status: 34404 } });
  });

  it('searches the square by name, strongest first', () => {
    const server = createTribesSimulator();
    const square = data(server.square('t', 'aurora'));
    expect(square.tribes.map((tribe) => tribe.name)).toEqual(['Aurora']);
    const all = data(server.square('t', '')).tribes;
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.map((tribe) => tribe.power)).toEqual(all.map((tribe) => tribe.power).sort((a, b) => b - a));
  });
});

describe('the PK season', () => {
  it("draws each side's top 8 from qualifying into the round of 8, then sends each round's winners on", () => {
    const server = createTribesSimulator();
    expect(data(server.pk('t')).matches).toEqual([]);
    server.advancePk('t'); // the round of 8 drawn
    expect(data(server.pk('t')).matches.every((match) => match.state === 'upcoming')).toBe(true);
    server.advancePk('t'); // and live
    const drawn = data(server.pk('t'));
    for (const side of ['red', 'blue'] as const) {
      const inRound = drawn.matches.filter((match) => match.side === side).flatMap((match) => [match.a, match.b]);
      expect(new Set(inRound)).toEqual(new Set(qualifiers(drawn.qualifying, side)));
    }
    expect(drawn.matches.every((match) => match.state === 'live')).toBe(true);

    server.advancePk('t'); // decided; the semi-finals drawn with the winners
    const semis = data(server.pk('t'));
    const winners = semis.matches.filter((match) => match.round === 'eight').map(winnerOf);
    const semiTribes = semis.matches.filter((match) => match.round === 'semi').flatMap((match) => [match.a, match.b]);
    expect(new Set(semiTribes)).toEqual(new Set(winners));
    // The score decides every match but mine.
    for (const match of semis.matches.filter((m) => m.round === 'eight' && m.a !== MY_TRIBE && m.b !== MY_TRIBE))
      expect(winnerOf(match)).toBe(match.score_a >= match.score_b ? match.a : match.b);
  });

  it('follows my tribe to the peak final and its title; live scores grow between reads', () => {
    const server = createTribesSimulator();
    server.advancePk('t', 8); // the side finals decided, the peak live
    const first = data(server.pk('t'));
    const second = data(server.pk('t'));
    const peak = (pk: typeof first) => pk.matches.find((match) => match.round === 'peak')!;
    expect(peak(first).a).toBe(MY_TRIBE);
    expect(peak(second).score_a).toBeGreaterThan(peak(first).score_a);
    server.advancePk('t');
    expect(tribeJourney(data(server.pk('t')).matches, MY_TRIBE)).toMatchObject({ champion: true });
    server.advancePk('t', 5); // a season over stays over
    expect(server.ledgerOf('t').pkSteps).toBe(9);
  });

  it('loses where the setup says', () => {
    const server = createTribesSimulator({ member: { pkSteps: 5, pkLosesIn: 'semi' } });
    expect(tribeJourney(data(server.pk('t')).matches, MY_TRIBE)).toMatchObject({ reached: 'semi', out: true });
  });
});
