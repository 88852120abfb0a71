import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { aggregateTeam } from '../../../src/domain/team/aggregate.ts';
import { membersPhrase, readTeam, type TeamAgreement, type TeamState } from '../../../src/domain/team/reading.ts';
import type { TeamMember, TeamWebsite } from '../../../src/domain/team/types.ts';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kai', 'Lu'];
const members = (...primaries: ArchetypeName[]): TeamMember[] =>
  primaries.map((primary, i) => ({
    id: `m${i}`,
    name: NAMES[i] ?? `Member ${i}`,
    initials: (NAMES[i] ?? 'M').slice(0, 1),
    primary,
    subArchetype: 'Warrior',
    isOwner: i === 0,
    joinedAt: '2025-01-01T00:00:00.000Z',
  }));
const site = (archetype: ArchetypeName, runnerUp?: ArchetypeName): TeamWebsite => ({
  url: 'https://acme.example/',
  archetype,
  confidence: 0.8,
  runnerUp,
});
const OPEN: TeamState = { closed: false, ownerDeleted: false };
const read = (team: TeamMember[], website: TeamWebsite | null = null, state: TeamState = OPEN) => readTeam(aggregateTeam(team, website), state);
const repeat = (archetype: ArchetypeName, count: number): ArchetypeName[] => Array.from({ length: count }, () => archetype);

describe('the team reading', () => {
  it.each<[string, TeamMember[], TeamWebsite | null, TeamAgreement, string, string[]]>([
    [
      'aligned: the team and the website agree, and the one other view is named',
      members('The Sage', 'The Sage', 'The Sage', 'The Hero'),
      site('The Sage'),
      'united',
      'The team agrees: The Sage',
      [
        'The Sage is the choice of 3 of 4 members.',
        'The Sage brand seeks the truth',
        'wise, knowledgeable, analytical and trustworthy',
        'The Hero is the choice of 1 of 4 members.',
        "The website projects The Sage too, the choice of 3 of 4 members: the site speaks with the team's voice.",
        'The team also holds The Hero, which the website does not show: traits such as courageous and determined are in the people',
      ],
    ],
    [
      'a majority that is not unanimous: every other view is named',
      members('The Ruler', 'The Ruler', 'The Jester', 'The Lover'),
      null,
      'leaning',
      'The team leans to The Ruler',
      [
        'The Ruler is the choice of 2 of 4 members.',
        'The other members hold The Jester (1) and The Lover (1).',
        'Hear the others out before you settle on The Ruler.',
        'There is no reading of the company website yet, so the team is compared only with itself.',
      ],
    ],
    [
      'two camps far apart on the wheel, and a third view',
      members('The Sage', 'The Jester', 'The Sage', 'The Jester', 'The Hero'),
      site('The Sage'),
      'split',
      'The team is split between The Sage and The Jester',
      [
        'The Sage (wise and knowledgeable) and The Jester (playful and witty) are each the choice of 2 of 5 members.',
        'a brand that tries to be both will read as neither',
        'The Hero is the choice of 1 of 5 members.',
        'The website projects The Sage, the choice of 2 of 5 members: the site shows part of how the team sees the brand.',
        'The team also holds The Jester and The Hero, which the website does not show: those traits are in the people',
      ],
    ],
    [
      'two unequal camps',
      members(...repeat('The Hero', 4), ...repeat('The Outlaw', 3), 'The Lover', 'The Sage'),
      null,
      'split',
      'The team is split between The Hero and The Outlaw',
      [
        'The Hero (courageous and determined) is the choice of 4 of 9 members and The Outlaw (rebellious and disruptive) of 3 of 9 members.',
        'The other members hold The Sage (1) and The Lover (1).',
      ],
    ],
    [
      'two members on neighbouring archetypes',
      members('The Sage', 'The Explorer'),
      null,
      'split',
      'The team is split between The Sage and The Explorer',
      ['They are neighbours on the wheel, so one can lead and the other support it.'],
    ],
    [
      'three members on three archetypes: every one named, none left out',
      members('The Ruler', 'The Jester', 'The Everyman'),
      null,
      'spread',
      'The team is spread across The Ruler, The Jester and The Everyman',
      ['The 3 members hold 3 different archetypes, one member each: The Ruler, The Jester and The Everyman.'],
    ],
    [
      'three camps tied: the team is split three ways',
      members(...repeat('The Hero', 3), ...repeat('The Sage', 3), ...repeat('The Lover', 3), 'The Outlaw'),
      null,
      'split',
      'The team is split between The Hero, The Sage and The Lover',
      [
        'The Hero (courageous and determined), The Sage (wise and knowledgeable) and The Lover (passionate and sensual) are each the choice of 3 of 10 members.',
        'Each pulls the brand in its own direction',
        'The Outlaw is the choice of 1 of 10 members.',
      ],
    ],
    [
      'all the same',
      members(...repeat('The Caregiver', 4)),
      null,
      'united',
      'The team agrees: The Caregiver',
      ['The Caregiver is the choice of all 4 members.', 'There is no reading of the company website yet, so the team is compared only with itself.'],
    ],
    [
      'twelve members, most on one archetype',
      members(...repeat('The Creator', 7), 'The Sage', 'The Sage', 'The Hero', 'The Jester', 'The Lover'),
      site('The Creator', 'The Magician'),
      'leaning',
      'The team leans to The Creator',
      [
        'The Creator is the choice of 7 of 12 members.',
        'The other members hold The Sage (2), The Hero (1), The Jester (1) and The Lover (1).',
        'The website projects The Creator too, the choice of 7 of 12 members',
        'The site also leans to The Magician, which no one on the team chose.',
      ],
    ],
    [
      'twelve members spread unevenly',
      members(
        ...repeat('The Hero', 3),
        'The Sage',
        'The Sage',
        'The Explorer',
        'The Explorer',
        'The Ruler',
        'The Ruler',
        'The Lover',
        'The Jester',
        'The Outlaw',
      ),
      null,
      'spread',
      'The team sees the brand in many ways',
      [
        'The 12 members hold 7 different archetypes: The Hero (3), The Sage (2), The Explorer (2), The Ruler (2), The Jester (1), The Lover (1) and The Outlaw (1), none the choice of more than 3 of 12 members.',
      ],
    ],
    [
      'website off from everyone',
      members('The Jester', 'The Jester', 'The Jester', 'The Lover'),
      site('The Explorer', 'The Sage'),
      'united',
      'The team agrees: The Jester',
      [
        'The Lover is the choice of 1 of 4 members.',
        'The website projects The Explorer (adventurous and independent), but no one on the team chose it.',
        "It sits far across the wheel from the team's centre of gravity, near The Jester.",
        'The site also leans to The Sage, which no one on the team chose.',
      ],
    ],
    [
      'one member, with the website',
      members('The Creator'),
      site('The Creator'),
      'one',
      'One view so far: The Creator',
      [
        'Only Ada has taken the quiz so far, and sees the brand as The Creator: imaginative, original, expressive and craft-driven.',
        'Invite colleagues',
        'the choice of the only member',
      ],
    ],
    [
      'one member, no website',
      members('The Creator'),
      null,
      'one',
      'One view so far: The Creator',
      ['There is no reading of the company website yet to compare this view with.'],
    ],
    [
      'spread evenly: one each on eight archetypes',
      members('The Magician', 'The Hero', 'The Sage', 'The Explorer', 'The Innocent', 'The Ruler', 'The Creator', 'The Caregiver'),
      null,
      'spread',
      'The team sees the brand in many ways',
      [
        'The 8 members hold 8 different archetypes, one member each: The Magician, The Hero, The Sage, The Explorer, The Innocent, The Ruler, The Creator and The Caregiver.',
        'Taken together, the team still leans toward',
      ],
    ],
    [
      'spread across opposites: the views cancel out',
      members('The Magician', 'The Creator', 'The Sage', 'The Jester'),
      null,
      'spread',
      'The team is spread across The Magician, The Sage, The Creator and The Jester',
      ['Taken together, the views cancel out: there is no shared direction yet.'],
    ],
  ])('%s', (_case, team, website, agreement, headline, phrases) => {
    const reading = read(team, website);
    expect(reading.agreement).toBe(agreement);
    expect(reading.headline).toBe(headline);
    const text = reading.paragraphs.join(' ');
    for (const phrase of phrases) expect(text).toContain(phrase);
    // Deterministic: the same team always reads the same.
    expect(read(team, website)).toEqual(reading);
  });

  it('says the views cancel out when no archetype leads and the pulls nearly balance', () => {
    const reading = read(members('The Magician', 'The Hero', 'The Sage', 'The Creator', 'The Jester', 'The Lover', 'The Explorer', 'The Everyman'));
    expect(reading.agreement).toBe('spread');
    expect(reading.paragraphs[0]).toContain('Taken together, the views cancel out: there is no shared direction yet.');
  });

  it('never names an archetype the team does not hold as the team’s own', () => {
    const reading = read(members('The Jester', 'The Jester', 'The Jester', 'The Lover'), site('The Ruler'));
    expect(reading.paragraphs[0]).not.toContain('The Ruler');
  });
});

describe('a team without members', () => {
  it.each<[string, TeamState, string, string, string[]]>([
    ['open', OPEN, 'No one has joined yet', 'Share the invite link with your colleagues: each result they add shows here.', []],
    [
      'closed to new members: no invite to share',
      { closed: true, ownerDeleted: false },
      'No one has joined yet',
      'The team is closed to new members: no one can join unless it is reopened with its manage link.',
      ['Share the invite link'],
    ],
    [
      'its owner deleted their data',
      { closed: false, ownerDeleted: true },
      'No results on this team',
      'The person who started the team deleted their data, so their result is no longer here, and no one else has joined. Colleagues who have the invite link can still join.',
      ['Share the invite link'],
    ],
    [
      'its owner deleted their data, and it is closed',
      { closed: true, ownerDeleted: true },
      'No results on this team',
      'The person who started the team deleted their data, so their result is no longer here, and no one else has joined. The team is closed to new members.',
      ['Share the invite link', 'invite link can still join'],
    ],
  ])('%s', (_case, state, headline, phrase, absent) => {
    const reading = read([], site('The Sage', 'The Ruler'), state);
    expect(reading.agreement).toBe('empty');
    expect(reading.headline).toBe(headline);
    // One paragraph: nothing compares an empty team with the website, and no member count of 0 of 0.
    expect(reading.paragraphs).toHaveLength(1);
    expect(reading.paragraphs[0]).toContain(phrase);
    for (const words of [...absent, 'The Sage', '0 of 0', 'no one on the team chose']) expect(reading.paragraphs[0]).not.toContain(words);
  });

  it('a closed team with one member does not ask to invite colleagues', () => {
    expect(read(members('The Sage'), null, { closed: true, ownerDeleted: false }).paragraphs[0]).not.toContain('Invite');
  });
});

describe('every archetype a member holds is named', () => {
  // Deterministic teams of 1 to 12 members over every spread of archetypes (a small linear congruential generator).
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const teams = Array.from({ length: 300 }, (_, i) => {
    const size = (i % 12) + 1;
    const pool = ARCHETYPE_NAMES.slice(0, 1 + (next() % ARCHETYPE_NAMES.length));
    return members(...Array.from({ length: size }, () => pool[next() % pool.length]!));
  });

  it.each(teams.map((team) => [team.map((m) => m.primary.replace('The ', '')).join(', '), team] as const))('%s', (_names, team) => {
    const reading = read(team);
    const said = `${reading.headline} ${reading.paragraphs[0]}`;
    for (const archetype of new Set(team.map((m) => m.primary))) expect(said).toContain(archetype);
  });
});

describe('counting members in words', () => {
  it.each([
    [0, 4, 'no one'],
    [1, 1, 'the only member'],
    [2, 2, 'both members'],
    [5, 5, 'all 5 members'],
    [1, 5, '1 of 5 members'],
    [3, 5, '3 of 5 members'],
  ])('%d of %d: %s', (count, total, words) => expect(membersPhrase(count, total)).toBe(words));
});

describe('the team reading of a website read with too little confidence', () => {
  it('says the reading is too uncertain to compare with, and states no alignment from it', () => {
    const reading = read(members('The Sage', 'The Hero'), { ...site('The Magician'), confidence: 0.11 });
    const website = reading.paragraphs[1]!;
    expect(website).toMatch(/^The website's reading is too uncertain to compare the team with: its copy leans only faintly towards The Magician\./);
    expect(website).not.toMatch(/projects|no one on the team chose/);
  });
});
