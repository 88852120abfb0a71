import { describe, expect, it } from 'vitest';
import { THIN_BELOW } from '../../../src/domain/analysis-readings.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { aggregateTeam, centreOfGravity, segmentsApart } from '../../../src/domain/team/aggregate.ts';
import type { TeamMember, TeamWebsite } from '../../../src/domain/team/types.ts';
import { WHEEL, wheelPoint } from '../../../src/domain/wheel.ts';

/** Members from [name, primary, sub-archetype] rows, joined in that order. */
const team = (...rows: Array<[string, ArchetypeName, string?]>): TeamMember[] =>
  rows.map(([name, primary, sub], i) => ({
    id: `m${i}`,
    name,
    initials: name.slice(0, 1),
    primary,
    subArchetype: sub ?? 'Warrior',
    isOwner: i === 0,
    joinedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
  }));
const site = (archetype: ArchetypeName, runnerUp?: ArchetypeName): TeamWebsite => ({
  url: 'https://acme.example/',
  archetype,
  confidence: 0.8,
  ...(runnerUp ? { runnerUp } : {}),
});

describe('distribution of primaries', () => {
  it.each<[string, TeamMember[], Array<[ArchetypeName, number, string[]]>]>([
    ['no members', [], []],
    ['one member', team(['Ada', 'The Sage']), [['The Sage', 1, ['Ada']]]],
    [
      'most held first, names in the order they joined',
      team(['Ada', 'The Sage'], ['Bo', 'The Hero'], ['Cy', 'The Sage'], ['Di', 'The Sage']),
      [
        ['The Sage', 3, ['Ada', 'Cy', 'Di']],
        ['The Hero', 1, ['Bo']],
      ],
    ],
    [
      'ties in wheel order (Magician first, Outlaw last)',
      team(['Ada', 'The Outlaw'], ['Bo', 'The Explorer'], ['Cy', 'The Magician']),
      [
        ['The Magician', 1, ['Cy']],
        ['The Explorer', 1, ['Bo']],
        ['The Outlaw', 1, ['Ada']],
      ],
    ],
  ])('%s', (_case, members, expected) => {
    const { primaries, memberCount } = aggregateTeam(members, null);
    expect(memberCount).toBe(members.length);
    expect(primaries.map((p) => [p.archetype, p.count, p.members])).toEqual(expected);
    expect(primaries.map((p) => p.share)).toEqual(expected.map(([, count]) => count / members.length));
  });

  it('shares add up to the whole team', () => {
    const members = team(['A', 'The Sage'], ['B', 'The Hero'], ['C', 'The Sage'], ['D', 'The Lover'], ['E', 'The Jester'], ['F', 'The Sage']);
    expect(aggregateTeam(members, null).primaries.reduce((sum, p) => sum + p.share, 0)).toBeCloseTo(1, 10);
  });
});

describe('distribution of sub-archetypes', () => {
  it('counts each archetype and sub-archetype pair, most held first, then wheel order, then the archetype’s own order', () => {
    const members = team(
      ['Ada', 'The Hero', 'Liberator'],
      ['Bo', 'The Hero', 'Warrior'],
      ['Cy', 'The Sage', 'Mentor'],
      ['Di', 'The Hero', 'Liberator'],
      ['Ed', 'The Magician', 'Visionary'],
    );
    const subs = aggregateTeam(members, null).subArchetypes.map((s) => [s.archetype, s.subArchetype, s.count, s.members]);
    expect(subs).toEqual([
      ['The Hero', 'Liberator', 2, ['Ada', 'Di']],
      ['The Magician', 'Visionary', 1, ['Ed']],
      ['The Hero', 'Warrior', 1, ['Bo']],
      ['The Sage', 'Mentor', 1, ['Cy']],
    ]);
  });

  it('keeps the same sub-archetype name under two archetypes apart', () => {
    const members = team(['Ada', 'The Hero', 'Guide'], ['Bo', 'The Sage', 'Guide']);
    expect(aggregateTeam(members, null).subArchetypes.map((s) => [s.archetype, s.count])).toEqual([
      ['The Hero', 1],
      ['The Sage', 1],
    ]);
  });
});

describe('centre of gravity', () => {
  it('is null for a team without members', () => expect(centreOfGravity([])).toBeNull());

  it.each<[string, ArchetypeName[], { angle: number | null; nearest: ArchetypeName | null; strength: number }]>([
    ['one member: on their archetype at full strength', ['The Sage'], { angle: 60, nearest: 'The Sage', strength: 1 }],
    ['all agree', ['The Ruler', 'The Ruler', 'The Ruler'], { angle: 150, nearest: 'The Ruler', strength: 1 }],
    ['two neighbours: halfway between, still strong', ['The Magician', 'The Hero'], { angle: 15, nearest: 'The Hero', strength: 0.9659 }],
    [
      'across the top of the wheel (Outlaw and Hero): at the Magician',
      ['The Outlaw', 'The Hero'],
      { angle: 0, nearest: 'The Magician', strength: 0.866 },
    ],
    ['two opposites cancel out', ['The Magician', 'The Creator'], { angle: null, nearest: null, strength: 0 }],
    ['all twelve, once each: no pull at all', [...ARCHETYPE_NAMES], { angle: null, nearest: null, strength: 0 }],
    [
      'two Sages and a Creator pull between them, to the Explorer',
      ['The Sage', 'The Sage', 'The Creator'],
      { angle: 90, nearest: 'The Explorer', strength: 0.5774 },
    ],
    ['a quarter apart at right angles: halfway, 0.71', ['The Explorer', 'The Creator'], { angle: 135, nearest: 'The Ruler', strength: 0.7071 }],
  ])('%s', (_case, primaries, expected) => {
    const centre = centreOfGravity(team(...primaries.map((p, i) => [`M${i}`, p] as [string, ArchetypeName])))!;
    expect({ angle: centre.angle, nearest: centre.nearest, strength: centre.strength }).toEqual(expected);
    const point = expected.angle === null ? { x: WHEEL.center, y: WHEEL.center } : wheelPoint(expected.angle, centre.strength * WHEEL.markerRadius);
    expect(centre.x).toBeCloseTo(point.x, 0);
    expect(centre.y).toBeCloseTo(point.y, 0);
  });

  it('sits on the marker circle when everyone agrees and at the hub when the team cancels out', () => {
    expect(centreOfGravity(team(['A', 'The Explorer'], ['B', 'The Explorer']))).toMatchObject(wheelPoint(90));
    expect(centreOfGravity(team(['A', 'The Explorer'], ['B', 'The Lover']))).toMatchObject({ x: 250, y: 250 });
  });
});

describe('alignment with the website', () => {
  it('is null without a website reading', () => expect(aggregateTeam(team(['Ada', 'The Sage']), null).alignment).toBeNull());

  it.each<[string, TeamMember[], TeamWebsite, { shared: number; teamOnly: ArchetypeName[]; websiteOnly: ArchetypeName[]; gap: number | null }]>([
    [
      'everyone shares the website’s archetype',
      team(['Ada', 'The Sage'], ['Bo', 'The Sage']),
      site('The Sage'),
      { shared: 2, teamOnly: [], websiteOnly: [], gap: 0 },
    ],
    [
      'the runner-up no one holds is projected only by the website',
      team(['Ada', 'The Sage'], ['Bo', 'The Sage']),
      site('The Sage', 'The Ruler'),
      { shared: 2, teamOnly: [], websiteOnly: ['The Ruler'], gap: 0 },
    ],
    [
      'a member on the runner-up is not a gap',
      team(['Ada', 'The Sage'], ['Bo', 'The Ruler'], ['Cy', 'The Jester']),
      site('The Sage', 'The Ruler'),
      { shared: 1, teamOnly: ['The Jester'], websiteOnly: [], gap: 3 },
    ],
    [
      'the website is off from everyone',
      team(['Ada', 'The Jester'], ['Bo', 'The Lover'], ['Cy', 'The Jester']),
      site('The Ruler', 'The Sage'),
      { shared: 0, teamOnly: ['The Jester', 'The Lover'], websiteOnly: ['The Ruler', 'The Sage'], gap: 3 },
    ],
    [
      'a runner-up equal to the archetype counts once',
      team(['Ada', 'The Hero']),
      site('The Sage', 'The Sage'),
      { shared: 0, teamOnly: ['The Hero'], websiteOnly: ['The Sage'], gap: 1 },
    ],
    [
      'a team that cancels out has no gap to measure',
      team(['Ada', 'The Magician'], ['Bo', 'The Creator']),
      site('The Magician'),
      { shared: 1, teamOnly: ['The Creator'], websiteOnly: [], gap: null },
    ],
  ])('%s', (_case, members, website, expected) => {
    const a = aggregateTeam(members, website).alignment!;
    expect(a.website).toBe(website.archetype);
    expect({
      shared: a.shared.count,
      teamOnly: a.teamOnly.map((t) => t.archetype),
      websiteOnly: a.websiteOnly,
      gap: a.centreGap,
    }).toEqual(expected);
    expect(a.shared.share).toBe(members.length ? expected.shared / members.length : 0);
  });

  it('names the members who share the website’s archetype', () => {
    const a = aggregateTeam(team(['Ada', 'The Sage'], ['Bo', 'The Hero'], ['Cy', 'The Sage']), site('The Sage')).alignment!;
    expect(a.shared.members).toEqual(['Ada', 'Cy']);
  });

  it('works for a team without members', () => {
    expect(aggregateTeam([], site('The Sage', 'The Hero')).alignment).toEqual({
      website: 'The Sage',
      runnerUp: 'The Hero',
      shared: { archetype: 'The Sage', count: 0, share: 0, members: [] },
      teamOnly: [],
      websiteOnly: ['The Sage', 'The Hero'],
      centreGap: null,
      uncertain: false,
    });
  });

  it.each([
    ['a firm reading', 0.8, false],
    ['a reading at the threshold', THIN_BELOW, false],
    ['a reading below the threshold (split or thin evidence)', 0.11, true],
  ])('%s is %s to compare with', (_, confidence, uncertain) => {
    const a = aggregateTeam(team(['Ada', 'The Sage']), { ...site('The Magician'), confidence }).alignment!;
    expect(a.uncertain).toBe(uncertain);
  });
});

describe('segments apart', () => {
  it.each<[ArchetypeName, ArchetypeName, number]>([
    ['The Sage', 'The Sage', 0],
    ['The Magician', 'The Outlaw', 1],
    ['The Magician', 'The Creator', 6],
    ['The Hero', 'The Everyman', 3],
  ])('%s to %s: %d', (a, b, n) => {
    expect(segmentsApart(a, b)).toBe(n);
    expect(segmentsApart(b, a)).toBe(n);
  });
});
