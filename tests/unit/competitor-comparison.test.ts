import { describe, expect, it } from 'vitest';
import { mergeComparison, placesTaken, type CompetitorEntry, type StoredCompetitor } from '../../src/domain/competitors/comparison.ts';

const stored = (host: string): StoredCompetitor => ({
  id: `id-${host}`,
  url: `https://${host}/`,
  host,
  archetype: 'The Sage',
  subArchetype: '',
  confidence: 0.7,
  palette: [],
  voice: '',
});
const done = (host: string): CompetitorEntry => ({ host, url: `https://${host}/`, status: 'done', competitor: stored(host) });
const analysing = (host: string): CompetitorEntry => ({ host, url: `https://${host}/`, status: 'analysing' });
const failed = (host: string): CompetitorEntry => ({ host, url: `https://${host}/`, status: 'failed', error: 'x' });

describe("the comparison shown once the server's list arrives", () => {
  it.each([
    {
      label: 'an older local copy with two sites, the server holding three: the three are shown',
      server: ['a.com', 'b.com', 'c.com'],
      local: [done('a.com'), done('b.com')],
      shows: ['a.com:done', 'b.com:done', 'c.com:done'],
    },
    {
      label: 'a site stored on another device comes after the pending ones here',
      server: ['a.com', 'c.com'],
      local: [done('a.com'), analysing('x.com')],
      shows: ['a.com:done', 'x.com:analysing', 'c.com:done'],
    },
    {
      label: 'a site removed elsewhere is gone here too',
      server: ['b.com'],
      local: [done('a.com'), done('b.com')],
      shows: ['b.com:done'],
    },
    {
      label: 'sites still being analyzed or failed stay, each where this browser put it',
      server: ['a.com'],
      local: [analysing('x.com'), done('a.com'), failed('y.com')],
      shows: ['x.com:analysing', 'a.com:done', 'y.com:failed'],
    },
    {
      label: "this browser's order is kept when the server stored the sites in another order (the later one finished first)",
      server: ['b.com', 'a.com'],
      local: [analysing('a.com'), done('b.com')],
      shows: ['a.com:done', 'b.com:done'],
    },
    {
      label: 'a site this browser thought failed but the server stored is shown as stored',
      server: ['a.com'],
      local: [failed('a.com')],
      shows: ['a.com:done'],
    },
    { label: 'nothing stored, nothing pending', server: [], local: [], shows: [] },
  ])('$label', ({ server, local, shows }) => {
    expect(mergeComparison(server.map(stored), local).map((e) => `${e.host}:${e.status}`)).toEqual(shows);
  });
});

describe('the places a comparison takes against its limit', () => {
  it.each([
    ['no site', [], 0],
    ['two stored sites', [done('a.com'), done('b.com')], 2],
    ['a stored site and one being analyzed', [done('a.com'), analysing('b.com')], 2],
    ['two stored sites and a failed one', [done('a.com'), done('b.com'), failed('c.com')], 2],
    ['only failed sites', [failed('a.com'), failed('b.com')], 0],
  ])('%s takes %i', (_, entries, taken) => {
    expect(placesTaken(entries)).toBe(taken);
  });
});
