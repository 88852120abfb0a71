CREATE TABLE `submission_idempotency_keys` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`submission_id` text NOT NULL,
	`request_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `submission_idempotency_keys_created_idx` ON `submission_idempotency_keys` (`created_at`);--> statement-breakpoint
CREATE INDEX `submission_idempotency_keys_submission_idx` ON `submission_idempotency_keys` (`submission_id`);