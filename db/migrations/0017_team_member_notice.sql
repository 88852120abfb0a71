ALTER TABLE `team_members` ADD `notice_mail_id` text;--> statement-breakpoint
CREATE INDEX `team_members_notice_idx` ON `team_members` (`notice_mail_id`);--> statement-breakpoint
-- Data: members the owner was already told about (joined by the team's last notice) get the notice that named them,
-- the owner's first team notice written at or after they joined; 'before-0017' where that mail is gone.
UPDATE `team_members` SET `notice_mail_id` = coalesce(
  (SELECT `mail_outbox`.`id` FROM `mail_outbox` JOIN `teams` ON `teams`.`id` = `team_members`.`team_id`
   WHERE `mail_outbox`.`kind` = 'team-notice' AND `mail_outbox`.`submission_id` = `teams`.`owner_submission_id`
     AND `mail_outbox`.`created_at` >= `team_members`.`joined_at`
   ORDER BY `mail_outbox`.`created_at` LIMIT 1),
  'before-0017')
WHERE `is_owner` = 0
  AND `joined_at` <= (SELECT `notified_at` FROM `teams` WHERE `teams`.`id` = `team_members`.`team_id`);
