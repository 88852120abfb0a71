CREATE TABLE `analytics_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`steps` integer DEFAULT 0 NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_sessions_day_source_idx` ON `analytics_sessions` (`day`,`source`);--> statement-breakpoint
CREATE INDEX `analytics_sessions_at_idx` ON `analytics_sessions` (`at`);