import type { Database } from '../../db/client.ts';
import { CLIENT_STEPS, type ClientStep } from '../../src/domain/analytics/funnel.ts';
import { OTHER_SOURCE } from '../../src/domain/analytics/source.ts';

/** How much beacons may count in one UTC day, beside the per-client limits of functions/lib/limits.ts. */
export interface BeaconCaps {
  /** Page sessions counted per source label and day; later sessions of that source count nothing that day. */
  sessionsPerSource: number;
  /** Distinct source labels beacons may open per day ("other" aside); later new labels fold into "other". */
  sourcesPerDay: number;
}

export const DEFAULT_BEACON_CAPS: BeaconCaps = { sessionsPerSource: 2000, sourcesPerDay: 50 };

/** Sessions are kept this long, so a page left open overnight still counts each step once. */
const SESSION_TTL_MS = 2 * 24 * 60 * 60 * 1000;

const bitOf = (step: ClientStep) => 1 << CLIENT_STEPS.indexOf(step);
/** Every client step: what a session's mask holds when all have been counted. */
const ALL_STEPS = (1 << CLIENT_STEPS.length) - 1;

export interface OpenedSession {
  /** The label the session counts under. */
  source: string;
}

export interface SessionStore {
  /** The session's label if it is already counting, else undefined. */
  find(id: string): Promise<OpenedSession | undefined>;
  /**
   * Opens the session under `label` (or "other" once the day has its fill of labels), unless that label already
   * counted its sessions for the day; undefined then, and the beacon counts nothing. A session already open (a
   * concurrent beacon opened it) is answered as it stands.
   */
  open(id: string, label: string, day: string, now: number): Promise<OpenedSession | undefined>;
  /** Marks the steps counted for the session and returns those that were not counted before. */
  claim(id: string, steps: readonly ClientStep[]): Promise<ClientStep[]>;
}

/**
 * Sessions in the database (analytics_sessions), so every Workers isolate sees the same ones. Each decision is
 * one write batch, so concurrent beacons cannot count a step twice or open a label past a cap.
 */
export function databaseSessions(db: Database, caps: BeaconCaps = DEFAULT_BEACON_CAPS): SessionStore {
  const find = async (id: string): Promise<OpenedSession | undefined> => {
    const row = (await db.$client.execute({ sql: 'select source from analytics_sessions where id = ?', args: [id] })).rows[0];
    return row ? { source: String(row.source) } : undefined;
  };
  return {
    find,
    async open(id, label, day, now) {
      // A label already used today keeps its name; a new one needs room among the day's labels, else it is "other".
      // Expired sessions go first: an index range on `at`, empty most of the time.
      const statements = [
        { sql: 'delete from analytics_sessions where at < ?', args: [now - SESSION_TTL_MS] },
        {
          sql: `with chosen(label) as (
              select case
                when ?3 = ?6 then ?3
                when exists (select 1 from analytics_sessions where day = ?2 and source = ?3) then ?3
                when (select count(distinct source) from analytics_sessions where day = ?2 and source <> ?6) < ?5 then ?3
                else ?6 end
            )
            insert into analytics_sessions (id, day, source, steps, at)
            select ?1, ?2, label, 0, ?4 from chosen
            where (select count(*) from analytics_sessions where day = ?2 and source = chosen.label) < ?7
            on conflict (id) do nothing`,
          args: [id, day, label, now, caps.sourcesPerDay, OTHER_SOURCE, caps.sessionsPerSource],
        },
      ];
      await db.$client.batch(statements, 'write');
      return find(id);
    },
    async claim(id, steps) {
      const mask = steps.reduce((bits, step) => bits | bitOf(step), 0);
      const [before] = await db.$client.batch(
        [
          { sql: 'select steps from analytics_sessions where id = ?', args: [id] },
          { sql: 'update analytics_sessions set steps = steps | ? where id = ?', args: [mask, id] },
        ],
        'write',
      );
      const row = before!.rows[0];
      const counted = row ? Number(row.steps) : ALL_STEPS;
      return steps.filter((step) => (counted & bitOf(step)) === 0);
    },
  };
}
