import { z } from 'zod';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { MEMBER_NAME_MAX, TEAM_NAME_MAX, type CreatedTeam, type JoinedTeam, type TeamInvite, type TeamView } from '../../src/domain/team/types.ts';
import { cleanName } from '../lib/fields.ts';
import { accessTokenSchema } from '../submissions/schema.ts';

/** A name shown to others: unsafe characters stripped (cleanName), then length-checked; blank is refused. */
const nameField = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .max(max * 4, `${label} is too long.`)
    .transform(cleanName)
    .refine((v) => v.length > 0, `${label} is required.`)
    .refine((v) => v.length <= max, `${label} must be at most ${max} characters.`);

/** The submission that acts, with its secret (as every quiz route asks for it). */
const ownedSubmissionSchema = accessTokenSchema.extend({
  submissionId: z.string({ error: 'submissionId is required.' }).min(1, 'submissionId is required.').max(64),
});

export const createTeamSchema = ownedSubmissionSchema.extend({
  name: nameField(TEAM_NAME_MAX, 'Team name').optional().describe("The team's name; default: the submission's company."),
  ownerName: nameField(MEMBER_NAME_MAX, 'Your name').describe("The owner's name as colleagues see it on the invite and the team page."),
});

export const joinTeamSchema = ownedSubmissionSchema.extend({
  name: nameField(MEMBER_NAME_MAX, 'Your name').describe("The member's name as the team sees it (never the email)."),
});

export const leaveTeamSchema = ownedSubmissionSchema;

const manageTokenField = z
  .string({ error: 'manageToken is required.' })
  .min(1, 'manageToken is required.')
  .max(200)
  .describe('The secret of the manage link (#manage= in the team page URL the owner was given).');

export const manageTeamSchema = z.object({
  manageToken: manageTokenField,
  action: z.enum(['close', 'reopen', 'delete'], { error: 'action: must be close, reopen or delete.' }),
});

/** The body of the owner's requests that need nothing but the manage token. */
export const ownerTokenSchema = z.object({ manageToken: manageTokenField });

const publicId = (what: string) => z.string().min(1).max(64).describe(`The ${what} (22 base64url characters).`);
export const teamIdParams = z.object({ teamId: publicId('team page id') });
export const inviteIdParams = z.object({ inviteId: publicId('invite id') });
export const memberParams = teamIdParams.extend({ memberId: z.string().min(1).max(64).describe("The member's id (from the team view).") });

const archetypeName = z.enum(ARCHETYPE_NAMES);

export const teamViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  ownerName: z.string(),
  ownerDeleted: z.boolean().describe('The owner erased their result: their name and membership are gone, the team lives on.'),
  closed: z.boolean().describe('Closed teams take no new members.'),
  createdAt: z.string().describe('ISO 8601.'),
  members: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        initials: z.string(),
        primary: archetypeName,
        subArchetype: z.string(),
        isOwner: z.boolean(),
        joinedAt: z.string().describe('ISO 8601.'),
      }),
    )
    .describe('Oldest first; the owner first. Names only: no email ever leaves the server here.'),
  website: z
    .object({
      url: z.string(),
      archetype: archetypeName,
      subArchetype: z.string().optional(),
      confidence: z.number(),
      runnerUp: archetypeName.optional(),
    })
    .nullable()
    .describe("The company website's reading, analyzed once for the team; null without a website or before its analysis."),
}) satisfies z.ZodType<TeamView>;

export const teamInviteSchema = z.object({
  teamName: z.string(),
  ownerName: z.string(),
  company: z.string().nullable(),
  hasWebsite: z.boolean().describe("Whether the team has a website (analyzed once for everyone: members skip the quiz's website step)."),
  memberCount: z.number(),
  closed: z.boolean(),
  full: z.boolean(),
}) satisfies z.ZodType<TeamInvite>;

export const createdTeamSchema = z.object({
  teamId: z.string(),
  inviteId: z.string(),
  inviteUrl: z.string().describe('Absolute: {SITE_URL}/t/{inviteId}. Send this to colleagues.'),
  teamUrl: z.string().describe('Absolute: {SITE_URL}/team/{teamId}.'),
  manageUrl: z.string().describe('The team page with the owner controls (#manage={token}). Keep it private.'),
}) satisfies z.ZodType<CreatedTeam>;

export const joinedTeamSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  teamUrl: z.string().describe('Absolute: {SITE_URL}/team/{teamId}.'),
  memberId: z.string(),
}) satisfies z.ZodType<JoinedTeam>;

export const leftSchema = z.object({ left: z.literal(true) });
export const deletedSchema = z.object({ deleted: z.literal(true) });

export type ManageAction = z.infer<typeof manageTeamSchema>['action'];
