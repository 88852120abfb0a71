CREATE TABLE `rate_limit_hits` (
	`bucket` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_hits_bucket_at_idx` ON `rate_limit_hits` (`bucket`,`at`);