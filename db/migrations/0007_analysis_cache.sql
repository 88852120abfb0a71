CREATE TABLE `analysis_cache` (
	`url` text PRIMARY KEY NOT NULL,
	`analysis` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analysis_cache_expires_idx` ON `analysis_cache` (`expires_at`);