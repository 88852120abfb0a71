CREATE TABLE `watch_hosts` (
	`host` text PRIMARY KEY NOT NULL,
	`last_crawl_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `website_readings` (
	`id` text PRIMARY KEY NOT NULL,
	`watch_id` text NOT NULL,
	`read_at` integer NOT NULL,
	`error` text,
	`archetype` text,
	`sub_archetype` text,
	`confidence` real,
	`runner_up` text,
	`palette` text,
	`headline` text,
	`primary_cta` text,
	`passages` text,
	`alignment` text,
	`changes` text,
	FOREIGN KEY (`watch_id`) REFERENCES `website_watches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `website_readings_watch_idx` ON `website_readings` (`watch_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `website_watches` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`url` text NOT NULL,
	`host` text NOT NULL,
	`consent_at` integer NOT NULL,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	`last_reading_at` integer,
	`last_change_at` integer,
	`ended_at` integer,
	`end_reason` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`lease_token` text,
	`version` integer DEFAULT 1 NOT NULL,
	`queued_at` integer,
	`created_at` integer NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `website_watches_submission_idx` ON `website_watches` (`submission_id`);--> statement-breakpoint
CREATE INDEX `website_watches_due_idx` ON `website_watches` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `website_watches_host_idx` ON `website_watches` (`host`);