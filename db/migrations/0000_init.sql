CREATE TABLE `quiz_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` text NOT NULL,
	`question_id` integer NOT NULL,
	`question_text` text NOT NULL,
	`selected_option_text` text NOT NULL,
	`archetype_scores` text NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quiz_answers_submission_idx` ON `quiz_answers` (`submission_id`);--> statement-breakpoint
CREATE TABLE `quiz_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`company_url` text,
	`primary_archetype` text NOT NULL,
	`secondary_archetype` text NOT NULL,
	`scores` text NOT NULL,
	`sub_archetype_scores` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`company_archetype` text,
	`company_archetype_confidence` real,
	`company_analysis` text,
	`access_token_hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quiz_submissions_created_at_idx` ON `quiz_submissions` (`created_at`);--> statement-breakpoint
CREATE INDEX `quiz_submissions_email_idx` ON `quiz_submissions` (`email`);