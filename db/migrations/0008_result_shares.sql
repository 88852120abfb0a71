CREATE TABLE `result_shares` (
	`id` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`include_company` integer NOT NULL,
	`created_at` integer NOT NULL,
	`image` blob,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `result_shares_submission_id_unique` ON `result_shares` (`submission_id`);