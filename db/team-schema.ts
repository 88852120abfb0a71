import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { CompanyAnalysis } from '../src/domain/quiz/results.ts';
import { jobColumns, type JobStatus } from './job-schema.ts';
import { quizSubmissions } from './schema.ts';

/**
 * A leadership team taking the quiz together. Two public ids, both 128 random bits and unrelated: the team page
 * (/team/{id}, for the owner and members) and the invite (/t/{inviteId}, for colleagues). The owner's management
 * secret is derived from the team id with the server secret, never stored.
 */
export const teams = sqliteTable(
  'teams',
  {
    id: text('id').primaryKey(),
    inviteId: text('invite_id').notNull().unique(),
    /** The owner's own result; set null if it is erased (the team lives on, managed by its link). */
    ownerSubmissionId: text('owner_submission_id').references(() => quizSubmissions.id, { onDelete: 'set null' }),
    /** The team's name as the owner gave it (the company name by default). */
    name: text('name').notNull(),
    /** The owner's name as shown to colleagues on the invite. */
    ownerName: text('owner_name').notNull(),
    company: text('company'),
    /** The team's website, analysed once for the whole team (the owner's analysis). */
    websiteUrl: text('website_url'),
    companyArchetype: text('company_archetype'),
    companyAnalysis: text('company_analysis', { mode: 'json' }).$type<CompanyAnalysis>(),
    closed: integer('closed', { mode: 'boolean' }).notNull().default(false),
    /** Epoch ms. */
    createdAt: integer('created_at').notNull(),
    /** When the owner was last told about new members (epoch ms); notices go at most once an hour. */
    notifiedAt: integer('notified_at'),
  },
  (t) => [index('teams_created_idx').on(t.createdAt), index('teams_owner_idx').on(t.ownerSubmissionId)],
);

/** One row per member's finished quiz; a submission belongs to one team at most. Erasing the submission removes it. */
export const teamMembers = sqliteTable(
  'team_members',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    submissionId: text('submission_id')
      .notNull()
      .unique()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** The name shown to the team (never the email): control characters stripped, at most 60 characters. */
    name: text('name').notNull(),
    isOwner: integer('is_owner', { mode: 'boolean' }).notNull().default(false),
    /** Epoch ms. */
    joinedAt: integer('joined_at').notNull(),
    /**
     * The owner's notice that named this member (a mail_outbox id; no foreign key, the mail may be erased). Null until
     * one is written, and again when an unsent one is taken back because a member it named was erased.
     */
    noticeMailId: text('notice_mail_id'),
  },
  (t) => [index('team_members_team_idx').on(t.teamId, t.joinedAt), index('team_members_notice_idx').on(t.noticeMailId)],
);

export type TeamNoticeStatus = JobStatus<'sent'>;

/**
 * The owner's "new members" email as a job of functions/jobs/: one row per team, due when the batch window after a
 * join has passed and at least an hour after the last notice; its delivery writes the email to the outbox.
 */
export const teamNotices = sqliteTable(
  'team_notices',
  {
    teamId: text('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    ...jobColumns<'sent'>(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('team_notices_due_idx').on(t.status, t.nextAttemptAt)],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
