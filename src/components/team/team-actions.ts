import { ApiCallError, api, call } from '../../lib/api.ts';
import { QUIZ_STORAGE_KEY } from '../../stores/quiz-storage-key.ts';

/**
 * What the team page's controls do in the browser: find this browser's quiz result and the owner's manage token,
 * and call the team API. The page itself is server-rendered: after a change it reloads to show the team as it now is,
 * with a message carried over the reload.
 */

/** A message to show once after the reload that follows a change. */
const NOTICE_KEY = 'brand-archetype:team-notice';

export interface SavedResult {
  id: string;
  accessToken: string;
}

/** The quiz result this browser holds the secret of (the last one it submitted), or null. */
export function savedResult(storage: Pick<Storage, 'getItem'> = localStorage): SavedResult | null {
  try {
    const state = JSON.parse(storage.getItem(QUIZ_STORAGE_KEY) ?? 'null') as { submission?: Partial<SavedResult> | null } | null;
    const { id, accessToken } = state?.submission ?? {};
    return typeof id === 'string' && typeof accessToken === 'string' ? { id, accessToken } : null;
  } catch {
    return null;
  }
}

/** The owner's token from a manage link's fragment (`#manage=…`), which never reaches the server with the page. */
export function manageTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('manage') || null;
}

/** A failure in words fit to show: the server's own message, or what a lost connection means. */
export function actionError(err: unknown): string {
  return err instanceof ApiCallError ? err.message : 'We could not reach our server. Please check your connection and try again.';
}

export const leaveTeam = (teamId: string, { id, accessToken }: SavedResult) =>
  call(api().teams[':teamId'].leave.$post({ param: { teamId }, json: { submissionId: id, accessToken } }));

export const changeTeam = (teamId: string, manageToken: string, action: 'close' | 'reopen' | 'delete') =>
  call(api().teams[':teamId'].manage.$post({ param: { teamId }, json: { manageToken, action } }));

export const removeMember = (teamId: string, memberId: string, manageToken: string) =>
  call(api().teams[':teamId'].members[':memberId'].remove.$post({ param: { teamId, memberId }, json: { manageToken } }));

/** The team's links for its owner: the invite link, which the page itself never carries. */
export const ownerLinks = (teamId: string, manageToken: string) =>
  call(api().teams[':teamId'].links.$post({ param: { teamId }, json: { manageToken } }));

/** Reloads the page (the fragment, and so the manage token, stays) to show the team as the server now has it. */
export function reloadWith(notice: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, notice);
  } catch {
    // Storage disabled: the reload still shows the change, without the message.
  }
  window.location.reload();
}

/** The message left by the change before the reload, once. */
export function takeNotice(): string | null {
  try {
    const notice = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return notice;
  } catch {
    return null;
  }
}
