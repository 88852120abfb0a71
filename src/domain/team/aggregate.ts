import { judgesAlignment } from '../alignment.ts';
import { subArchetypeNames } from '../archetypes/index.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../archetypes/types.ts';
import { angleOf, WHEEL, wheelPoint } from '../wheel.ts';
import type { TeamMember, TeamWebsite } from './types.ts';

/** How many members hold one archetype (or one sub-archetype), their share of the team and their names. */
export interface ArchetypeShare {
  archetype: ArchetypeName;
  count: number;
  /** 0–1 of all members. */
  share: number;
  /** In the order they joined. */
  members: string[];
}

export interface SubArchetypeShare extends ArchetypeShare {
  subArchetype: string;
}

/** Where the team leans: the mean of its members' primaries as unit vectors on the wheel. */
export interface CentreOfGravity {
  /** The point on the 500 × 500 wheel: at the hub for a team spread evenly, on the marker circle when all agree. */
  x: number;
  y: number;
  /** Wheel degrees (0 at the top, clockwise); null when the pulls cancel out exactly. */
  angle: number | null;
  /** The archetype whose segment the pull points into; null when the pulls cancel out exactly. */
  nearest: ArchetypeName | null;
  /** 0–1: 1 when every member shares one primary, near 0 when they are spread evenly around the wheel. */
  strength: number;
}

/** The team against its website's reading. */
export interface Alignment {
  website: ArchetypeName;
  runnerUp: ArchetypeName | null;
  /** Members whose primary is the website's archetype. */
  shared: ArchetypeShare;
  /** Archetypes members hold that the website projects neither as its archetype nor as its runner-up, most held first. */
  teamOnly: ArchetypeShare[];
  /** What the website projects (its archetype, then its runner-up) that no member holds. */
  websiteOnly: ArchetypeName[];
  /** Segments (0–6) between the team's centre of gravity and the website's archetype; null when the team has no pull. */
  centreGap: number | null;
  /** The website's reading is too weak to compare the team with (judgesAlignment): say so, state no alignment. */
  uncertain: boolean;
}

export interface TeamAggregate {
  memberCount: number;
  /** Most held first; ties in wheel order. Only archetypes someone holds. */
  primaries: ArchetypeShare[];
  /** Most held first; ties in wheel order, then the archetype's own order of sub-archetypes. */
  subArchetypes: SubArchetypeShare[];
  /** null for a team without members. */
  centre: CentreOfGravity | null;
  /** null without a website reading. */
  alignment: Alignment | null;
}

/** Below this the members' pulls cancel out: no direction is worth naming (float noise of opposite vectors). */
const NO_PULL = 1e-9;
const SEGMENT = 360 / ARCHETYPE_NAMES.length;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const wheelIndex = (name: string) => (ARCHETYPE_NAMES as readonly string[]).indexOf(name);

function tally<K>(members: readonly TeamMember[], keyOf: (m: TeamMember) => K, id: (k: K) => string) {
  const groups = new Map<string, { key: K; names: string[] }>();
  for (const m of members) {
    const key = keyOf(m);
    const group = groups.get(id(key)) ?? { key, names: [] };
    group.names.push(m.name);
    groups.set(id(key), group);
  }
  return [...groups.values()];
}

const share = (archetype: ArchetypeName, names: string[], total: number): ArchetypeShare => ({
  archetype,
  count: names.length,
  share: total === 0 ? 0 : names.length / total,
  members: names,
});

function primaryShares(members: readonly TeamMember[]): ArchetypeShare[] {
  return tally(members, (m) => m.primary, String)
    .map((g) => share(g.key, g.names, members.length))
    .sort((a, b) => b.count - a.count || wheelIndex(a.archetype) - wheelIndex(b.archetype));
}

function subArchetypeShares(members: readonly TeamMember[]): SubArchetypeShare[] {
  const subOrder = (s: SubArchetypeShare) => subArchetypeNames(s.archetype).indexOf(s.subArchetype);
  return tally(
    members,
    (m) => [m.primary, m.subArchetype] as const,
    (k) => `${k[0]}\n${k[1]}`,
  )
    .map((g) => ({ ...share(g.key[0], g.names, members.length), subArchetype: g.key[1] }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        wheelIndex(a.archetype) - wheelIndex(b.archetype) ||
        subOrder(a) - subOrder(b) ||
        a.subArchetype.localeCompare(b.subArchetype),
    );
}

/** The mean of unit vectors at each member's primary angle (0° at the top, clockwise, as on the wheel). */
export function centreOfGravity(members: readonly TeamMember[]): CentreOfGravity | null {
  const angles = members.map((m) => angleOf(m.primary)).filter((a) => a !== undefined);
  if (angles.length === 0) return null;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const east = angles.reduce((sum, a) => sum + Math.sin(rad(a)), 0) / angles.length;
  const north = angles.reduce((sum, a) => sum + Math.cos(rad(a)), 0) / angles.length;
  const strength = Math.min(1, Math.hypot(east, north));
  if (strength < NO_PULL) return { x: WHEEL.center, y: WHEEL.center, angle: null, nearest: null, strength: 0 };
  const angle = round(((Math.atan2(east, north) * 180) / Math.PI + 360) % 360, 2);
  const nearest = ARCHETYPE_NAMES[Math.round(angle / SEGMENT) % ARCHETYPE_NAMES.length]!;
  return { ...wheelPoint(angle, strength * WHEEL.markerRadius), angle, nearest, strength: round(strength, 4) };
}

/** Segments between two archetypes the short way round the wheel (0–6). */
export function segmentsApart(a: ArchetypeName, b: ArchetypeName): number {
  const d = Math.abs(wheelIndex(a) - wheelIndex(b));
  return Math.min(d, ARCHETYPE_NAMES.length - d);
}

function alignment(members: readonly TeamMember[], primaries: ArchetypeShare[], website: TeamWebsite, centre: CentreOfGravity | null): Alignment {
  const runnerUp = website.runnerUp && website.runnerUp !== website.archetype ? website.runnerUp : null;
  const projected = new Set<ArchetypeName>([website.archetype, ...(runnerUp ? [runnerUp] : [])]);
  const held = new Set(primaries.map((p) => p.archetype));
  return {
    website: website.archetype,
    runnerUp,
    shared: primaries.find((p) => p.archetype === website.archetype) ?? share(website.archetype, [], members.length),
    teamOnly: primaries.filter((p) => !projected.has(p.archetype)),
    websiteOnly: [...projected].filter((a) => !held.has(a)),
    centreGap: centre?.nearest ? segmentsApart(centre.nearest, website.archetype) : null,
    uncertain: !judgesAlignment(website.confidence),
  };
}

/** Everything the team page says about the members' results and the website, from the members (oldest first). */
export function aggregateTeam(members: readonly TeamMember[], website: TeamWebsite | null): TeamAggregate {
  const primaries = primaryShares(members);
  const centre = centreOfGravity(members);
  return {
    memberCount: members.length,
    primaries,
    subArchetypes: subArchetypeShares(members),
    centre,
    alignment: website ? alignment(members, primaries, website, centre) : null,
  };
}
