CREATE TABLE `hubspot_companies` (
	`domain` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`lease_token` text,
	`version` integer DEFAULT 1 NOT NULL,
	`queued_at` integer,
	`created_at` integer NOT NULL,
	`synced_at` integer,
	`hubspot_company_id` text
);
--> statement-breakpoint
CREATE INDEX `hubspot_companies_due_idx` ON `hubspot_companies` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`body` text NOT NULL,
	`submission_id` text,
	`test` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer NOT NULL,
	`lease_token` text,
	`version` integer DEFAULT 1 NOT NULL,
	`queued_at` integer,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	`last_attempt_at` integer,
	`response_status` integer,
	`response_body` text,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submission_id`) REFERENCES `quiz_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_idx` ON `webhook_deliveries` (`endpoint_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_submission_idx` ON `webhook_deliveries` (`submission_id`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`format` text DEFAULT 'standard' NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_secret_expires_at` integer,
	`paused_at` integer,
	`pause_reason` text,
	`failing_since` integer,
	`owner_user_id` text,
	`owner_email` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_created_idx` ON `webhook_endpoints` (`created_at`);