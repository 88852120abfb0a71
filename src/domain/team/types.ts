import type { ArchetypeName } from '../archetypes/types.ts';

/** At most this many members per team, the owner included. */
export const MAX_TEAM_MEMBERS = 50;
/** Longest team name and member name kept (after control characters are stripped). */
export const TEAM_NAME_MAX = 80;
export const MEMBER_NAME_MAX = 60;

/** One member as the team page shows them: a name (never an email) and their result. */
export interface TeamMember {
  id: string;
  name: string;
  /** One or two letters for the wheel label (src/domain/team/initials.ts). */
  initials: string;
  primary: ArchetypeName;
  subArchetype: string;
  isOwner: boolean;
  /** ISO 8601. */
  joinedAt: string;
}

/** The company website's reading, analysed once for the team. */
export interface TeamWebsite {
  url: string;
  archetype: ArchetypeName;
  subArchetype?: string;
  confidence: number;
  /** A close second the site also projects, if any. */
  runnerUp?: ArchetypeName;
}

/** What GET /api/teams/{teamId} answers and the team page renders. */
export interface TeamView {
  id: string;
  name: string;
  company: string | null;
  ownerName: string;
  /** The owner erased their result (and with it their name and membership); the team lives on without them. */
  ownerDeleted: boolean;
  closed: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** Oldest first; the owner is the first member. */
  members: TeamMember[];
  /** null: no website, or its analysis is not done (or failed). */
  website: TeamWebsite | null;
}

/** What GET /api/invites/{inviteId} answers: enough for a colleague to decide, nothing about members. */
export interface TeamInvite {
  teamName: string;
  ownerName: string;
  company: string | null;
  /** Whether the team has a website (analysed once for everyone; members skip that step). */
  hasWebsite: boolean;
  memberCount: number;
  closed: boolean;
  full: boolean;
}

/** What creating a team answers (POST /api/teams): the links to hand out and to keep. */
export interface CreatedTeam {
  teamId: string;
  inviteId: string;
  /** /t/{inviteId}: send this to colleagues. */
  inviteUrl: string;
  /** /team/{teamId}: the team page. */
  teamUrl: string;
  /** /team/{teamId}#manage={token}: the team page with the owner's controls. Keep it private. */
  manageUrl: string;
}

/** What joining answers (POST /api/invites/{inviteId}/join). */
export interface JoinedTeam {
  teamId: string;
  teamName: string;
  teamUrl: string;
  memberId: string;
}
