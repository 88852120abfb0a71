/** An alignment verdict; a change of alignment is only stated between two readings strong enough to judge it. */
export type JudgedAlignment = 'aligned' | 'gap';

/**
 * One thing that changed between two good readings of a watched site. The first four are what a drift email is
 * sent for; palette and cta are shown on the history page but send nothing on their own.
 */
export type WatchChange =
  | { kind: 'archetype'; from: string; to: string }
  | { kind: 'runnerUp'; from: string | null; to: string | null }
  | { kind: 'alignment'; from: JudgedAlignment; to: JudgedAlignment }
  | { kind: 'headline'; from: string | null; to: string | null }
  | { kind: 'cta'; from: string | null; to: string | null }
  | { kind: 'palette'; added: string[]; removed: string[] };

/** The changes a drift email is sent for. */
export const NOTIFYING_CHANGES = ['archetype', 'runnerUp', 'alignment', 'headline'] as const satisfies readonly WatchChange['kind'][];
