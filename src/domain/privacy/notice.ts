/**
 * The privacy notice the contact step shows. Its version is stored with each submission as the record of what
 * the visitor was told; change the version whenever the words change, and keep older versions in the list so
 * a quiz opened before the change can still be sent.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

/** Every version a submission may name, newest first. */
export const PRIVACY_NOTICE_VERSIONS: readonly string[] = [PRIVACY_NOTICE_VERSION];

export const isKnownNoticeVersion = (value: unknown): value is string => typeof value === 'string' && PRIVACY_NOTICE_VERSIONS.includes(value);

/** The contact step's notice, word for word as shown (version PRIVACY_NOTICE_VERSION). */
export const CONTACT_NOTICE =
  'By continuing you agree that we store your answers and contact details to send your results, and add you to our contact list (HubSpot) to follow up. Every report email has a link to delete your data.';

/** How long a "Delete my data" link in a report email works. */
export const DELETE_LINK_TTL_DAYS = 30;
