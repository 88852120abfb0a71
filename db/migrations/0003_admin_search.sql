-- Admin dashboard search by email domain ("gmail", "acme.com"): an expression index that
-- drizzle-kit cannot express (it splits index expressions at commas), so it lives here.
-- The query in functions/admin/query.ts uses exactly this expression.
CREATE INDEX IF NOT EXISTS `quiz_submissions_email_domain_idx` ON `quiz_submissions` (substr(`email`, instr(`email`, '@') + 1));
