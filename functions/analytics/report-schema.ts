import { z } from 'zod';
import { ANALYTICS_VIEWS } from '../../src/domain/analytics/csv.ts';
import { FUNNEL_STEPS } from '../../src/domain/analytics/funnel.ts';
import { MAX_RANGE_DAYS } from '../../src/domain/analytics/range.ts';
import { IMPLAUSIBLE_STARTS_FLOOR, IMPLAUSIBLE_STARTS_PER_SUBMISSION } from '../../src/domain/analytics/report.ts';
import { SOURCE_TEXT_MAX } from '../../src/domain/analytics/source.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';

// An empty form field (from=) means "not given".
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
const day = (name: string, what: string) =>
  z
    .preprocess(
      blankAsMissing,
      z
        .string({ error: `${name}: use YYYY-MM-DD.` })
        .max(10, `${name}: use YYYY-MM-DD.`)
        .optional(),
    )
    .describe(what);

export const analyticsQuerySchema = z.object({
  from: day('from', `First UTC day (YYYY-MM-DD), included; default: 29 days before to. At most ${MAX_RANGE_DAYS} days in all.`),
  to: day('to', 'Last UTC day (YYYY-MM-DD), included; default: today.'),
  source: z
    .string()
    .max(SOURCE_TEXT_MAX * 4, 'source: too long.')
    .default('')
    .describe('A source label (utm_source, embed name, referring host or "direct"); empty for all.'),
});

export const analyticsCsvQuerySchema = analyticsQuerySchema.extend({
  view: z.enum(ANALYTICS_VIEWS, { error: `view: one of ${ANALYTICS_VIEWS.join(', ')}.` }).describe('Which view to export.'),
});

const share = z.number().nullable();

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  source: z.string().nullable().describe('The source the figures are filtered to; null for all.'),
  sources: z.array(z.string()).describe('Every source seen in the range, most leads first.'),
  funnel: z
    .array(
      z.object({
        step: z.enum(FUNNEL_STEPS),
        label: z.string(),
        count: z.number(),
        fromPrevious: share.describe(
          'Share (0–1) of the step before; the last three steps are measured against "submitted". Null when this step counted more.',
        ),
        fromStart: share.describe('Share (0–1) of the landing views; null when this step counted more.'),
        exceedsPrevious: z
          .boolean()
          .describe(
            'This step counted more than the step before: runs begun before the range or on a capped day, or beacons blocked by the browser.',
          ),
      }),
    )
    .describe('Every funnel step, in order, from the daily counters.'),
  archetypeMix: z.object({
    bucket: z.enum(['day', 'week', 'month']).describe('Chosen from the range, so there are at most about 60 periods.'),
    rows: z.array(z.object({ period: z.string(), total: z.number(), counts: z.record(z.enum(ARCHETYPE_NAMES), z.number()) })),
  }),
  alignment: z
    .object({ submissions: z.number(), withCompanyArchetype: z.number(), matching: z.number(), rate: share })
    .describe("How often the company website's archetype is the person's primary archetype."),
  leadsBySource: z.array(z.object({ source: z.string(), leads: z.number(), withWebsite: z.number(), matching: z.number() })),
  implausibleDays: z
    .array(z.object({ day: z.string(), quizStarted: z.number(), submitted: z.number() }))
    .describe(
      `Days whose beacon counts look implausible: more than ${IMPLAUSIBLE_STARTS_FLOOR} quiz starts and more than ${IMPLAUSIBLE_STARTS_PER_SUBMISSION} per submission the server counted.`,
    ),
});
