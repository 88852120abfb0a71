import { atom } from 'nanostores';
import { api, ApiCallError, call } from '../lib/api.ts';
import { persist } from './persist.ts';
import type { Submission } from './quiz.ts';

/** A public link to one submission's result, as the server made it. */
export interface SharedLink {
  shareId: string;
  url: string;
  includeCompany: boolean;
}

/**
 * The links this browser made, by submission id. Kept so that reopening the dialog after a reload shows the live link
 * and can stop it; the server stays the truth (creating again answers the same link).
 */
export const $sharedLinks = atom<Record<string, SharedLink>>({});

const isSharedLink = (v: unknown): v is SharedLink => {
  const l = v as SharedLink;
  return typeof l === 'object' && l !== null && typeof l.shareId === 'string' && typeof l.url === 'string' && typeof l.includeCompany === 'boolean';
};
const isSharedLinks = (v: unknown): v is Record<string, SharedLink> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(isSharedLink);
persist($sharedLinks, 'brand-archetype:shares:v1', isSharedLinks);

function remember(submissionId: string, link: SharedLink | null): void {
  const { [submissionId]: _previous, ...others } = $sharedLinks.get();
  $sharedLinks.set(link ? { ...others, [submissionId]: link } : others);
}

/** A failure in words fit to show: the server's own message, or what a lost connection means. */
export function shareErrorMessage(err: unknown): string {
  return err instanceof ApiCallError ? err.message : 'Could not reach the server. Please check your connection and try again.';
}

type Owner = Pick<Submission, 'id' | 'accessToken'>;

/**
 * Makes the public link (the visitor's explicit act: the submission's secret proves this browser owns it).
 * Asking again returns the same link with `includeCompany` updated, so the checkbox can change a live link too.
 */
export async function createShareLink({ id, accessToken }: Owner, includeCompany: boolean): Promise<SharedLink> {
  const {
    shareId,
    url,
    includeCompany: included,
  } = await call(api().submissions[':id'].share.$post({ param: { id }, json: { accessToken, includeCompany } }));
  const link = { shareId, url, includeCompany: included };
  remember(id, link);
  return link;
}

/** Revokes the link; the page and its image answer 404 from then on. */
export async function stopSharing({ id, accessToken }: Owner): Promise<void> {
  try {
    await call(api().submissions[':id'].share.$delete({ param: { id }, json: { accessToken } }));
  } catch (err) {
    // 404: the submission itself is gone (an admin deleted it), and its link went with it.
    if (!(err instanceof ApiCallError && err.status === 404)) throw err;
  }
  remember(id, null);
}
