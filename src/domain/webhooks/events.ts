/** The events an endpoint can subscribe to (payloads: functions/webhooks/events.ts), in the order the admin lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'submission.created',
  'company_analysis.completed',
  'report.emailed',
  'result.shared',
  'team.member_joined',
  'competitor.added',
  'website.changed',
  'submission.erased',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** "Send test event": goes to one endpoint whatever it subscribes to; not an event anyone subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

/** When each event fires, in one line: the admin's form and the OpenAPI document say the same. */
export const WEBHOOK_EVENT_WHEN: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, string> = {
  'submission.created': 'A visitor finished the quiz.',
  'company_analysis.completed': "The visitor's company website was analyzed: its archetype and the alignment with the visitor's.",
  'report.emailed': "The visitor's report email was accepted by the mail server.",
  'result.shared': 'A visitor created a share link for their result.',
  'team.member_joined': 'Someone joined a team (the owner too, when they create it).',
  'competitor.added': 'A visitor compared a competitor website.',
  'website.changed':
    'A watched company website was re-read and something the visitor is told about changed: archetype, runner-up, alignment or headline.',
  'submission.erased': 'A submission was erased (by the visitor, an admin or the retention sweep): delete your copy too.',
  'webhook.test': '"Send test event" in /admin/integrations: goes to that one endpoint only.',
};
