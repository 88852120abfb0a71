import { describe, expect, it } from 'vitest';
import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { aggregateTeam } from '../../../src/domain/team/aggregate.ts';
import { membersPhrase, readTeam, type TeamAgreement } from '../../../src/domain/team/reading.ts';
import type { TeamMember, TeamWebsite } from '../../../src/domain/team/types.ts';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
const members = (...primaries: ArchetypeName[]): TeamMember[] =>
  primaries.map((primary, i) => ({
    id: `m${i}`,
    name: NAMES[i]!,
    initials: NAMES[i]!.slice(0, 1),
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
const read = (team: TeamMember[], website: TeamWebsite | null = null) => readTeam(aggregateTeam(team, website));

describe('the team reading', () => {
  it.each<[string, TeamMember[], TeamWebsite | null, TeamAgreement, string, string[]]>([
    [
      'aligned: the team and the website agree',
      members('The Sage', 'The Sage', 'The Sage', 'The Hero'),
      site('The Sage'),
      'united',
      'The team agrees: The Sage',
      [
        'The Sage is the choice of 3 of 4 members.',
        'The Sage brand seeks the truth',
        'wise, knowledgeable, analytical and trustworthy',
        "The website projects The Sage too, the choice of 3 of 4 members: the site speaks with the team's voice.",
        'The team also holds The Hero, which the website does not show: traits such as courageous and determined are in the people',
      ],
    ],
    [
      'a majority that is not unanimous',
      members('The Ruler', 'The Ruler', 'The Jester', 'The Lover'),
      null,
      'leaning',
      'The team leans to The Ruler',
      ['The Ruler is the choice of 2 of 4 members.', 'The others see it differently', 'There is no reading of the company website yet'],
    ],
    [
      'split team, far apart on the wheel',
      members('The Sage', 'The Jester', 'The Sage', 'The Jester', 'The Hero'),
      site('The Sage'),
      'split',
      'The team is split between The Sage and The Jester',
      [
        'The Sage (wise and knowledgeable) is the choice of 2 of 5 members, The Jester (playful and witty) of 2 of 5 members.',
        'a brand that tries to be both will read as neither',
        'The website projects The Sage, the choice of 2 of 5 members: the site shows part of how the team sees the brand.',
        'The team also holds The Jester and The Hero, which the website does not show: those traits are in the people',
      ],
    ],
    [
      'split between neighbours',
      members('The Sage', 'The Explorer'),
      null,
      'split',
      'The team is split between The Sage and The Explorer',
      ['They are neighbours on the wheel, so one can lead and the other support it.'],
    ],
    [
      'website off from everyone',
      members('The Jester', 'The Jester', 'The Jester', 'The Lover'),
      site('The Explorer', 'The Sage'),
      'united',
      'The team agrees: The Jester',
      [
        'The website projects The Explorer (adventurous and independent), but no one on the team chose it.',
        "It sits far across the wheel from the team's centre of gravity, near The Jester.",
        'The site also leans to The Sage, which no one on the team chose.',
      ],
    ],
    [
      'no website',
      members('The Caregiver', 'The Caregiver', 'The Caregiver', 'The Caregiver'),
      null,
      'united',
      'The team agrees: The Caregiver',
      ['all 4 members', 'There is no reading of the company website yet, so the team is compared only with itself.'],
    ],
    [
      'one member',
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
      'spread evenly: no direction',
      members('The Magician', 'The Hero', 'The Sage', 'The Explorer', 'The Innocent', 'The Ruler', 'The Creator', 'The Caregiver'),
      null,
      'spread',
      'The team sees the brand in many ways',
      [
        'The 8 members hold 8 different archetypes, and none is the choice of more than 1 of 8 members.',
        'Taken together, the team still leans toward',
      ],
    ],
    [
      'spread across opposites: the views cancel out',
      members('The Magician', 'The Creator', 'The Sage', 'The Jester'),
      null,
      'spread',
      'The team sees the brand in many ways',
      ['Taken together, the views cancel out: there is no shared direction yet.'],
    ],
    ['no members', [], site('The Sage'), 'empty', 'No one has joined yet', ['Share the invite link']],
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
