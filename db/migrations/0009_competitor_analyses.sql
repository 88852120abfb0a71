CREATE TABLE `competitor_analyses` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`url` text NOT NULL,
	`host` text NOT NULL,
	`archetype` text NOT NULL,
	`sub_archetype` text NOT NULL,
	`confidence` real NOT NULL,
	`palette` text NOT NULL,
	`voice` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `competitor_analyses_submission_id` ON `competitor_analyses` (`submission_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `competitor_analyses_submission_host` ON `competitor_analyses` (`submission_id`,`host`);