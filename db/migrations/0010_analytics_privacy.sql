CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
	`source` text NOT NULL,
	`step` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`source`, `day`, `step`)
);
--> statement-breakpoint
CREATE TABLE `data_erasures` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`trigger` text NOT NULL,
	`actor_id` text,
	`submissions` integer NOT NULL,
	`rows` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `data_erasures_at_idx` ON `data_erasures` (`at`);--> statement-breakpoint
CREATE TABLE `hubspot_erasures` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`lease_token` text,
	`version` integer DEFAULT 1 NOT NULL,
	`queued_at` integer,
	`created_at` integer NOT NULL,
	`erased_at` integer
);
--> statement-breakpoint
CREATE INDEX `hubspot_erasures_due_idx` ON `hubspot_erasures` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `source` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `embed_origin` text;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `quiz_submissions` ADD `consent_at` integer;--> statement-breakpoint
CREATE INDEX `quiz_submissions_source_created_idx` ON `quiz_submissions` (`source`,`created_at`);