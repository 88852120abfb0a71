ALTER TABLE `hubspot_sync` ADD `lease_token` text;--> statement-breakpoint
ALTER TABLE `hubspot_sync` ADD `queued_at` integer;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `lease_token` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `queued_at` integer;--> statement-breakpoint
-- Data: the policy before this migration gave up after 3 retries a few seconds apart, so a short outage failed
-- mail and HubSpot syncs for good. Failures of the last 48 hours (the default of OUTBOX_GIVE_UP_HOURS) get the new
-- delivery window instead, counted from when they were created; their next attempt is due now.
UPDATE `mail_outbox` SET `status` = 'pending', `next_attempt_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `status` = 'failed' AND `created_at` > unixepoch('subsec') * 1000 - 48 * 3600 * 1000;--> statement-breakpoint
UPDATE `hubspot_sync` SET `status` = 'pending', `next_attempt_at` = CAST(unixepoch('subsec') * 1000 AS INTEGER)
WHERE `status` = 'failed' AND `created_at` > unixepoch('subsec') * 1000 - 48 * 3600 * 1000;
