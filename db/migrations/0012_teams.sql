CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`submission_id` text NOT NULL,
	`name` text NOT NULL,
	`is_owner` integer DEFAULT false NOT NULL,
	`joined_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_submission_id_unique` ON `team_members` (`submission_id`);--> statement-breakpoint
CREATE INDEX `team_members_team_idx` ON `team_members` (`team_id`,`joined_at`);--> statement-breakpoint
CREATE TABLE `team_notices` (
	`team_id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`lease_token` text,
	`version` integer DEFAULT 1 NOT NULL,
	`queued_at` integer,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_notices_due_idx` ON `team_notices` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`invite_id` text NOT NULL,
	`owner_submission_id` text,
	`name` text NOT NULL,
	`owner_name` text NOT NULL,
	`company` text,
	`website_url` text,
	`company_archetype` text,
	`company_analysis` text,
	`closed` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`notified_at` integer,
	FOREIGN KEY (`owner_submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `teams_invite_id_unique` ON `teams` (`invite_id`);--> statement-breakpoint
CREATE INDEX `teams_created_idx` ON `teams` (`created_at`);--> statement-breakpoint
CREATE INDEX `teams_owner_idx` ON `teams` (`owner_submission_id`);