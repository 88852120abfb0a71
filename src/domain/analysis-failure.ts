/** Why the website analysis of a submission failed, as kept with the results so a reload still shows it. */
export interface AnalysisFailure {
  /** The API's error code (functions/lib/errors.ts), or 'network' when no answer came back. */
  code: string;
  /** Seconds the server asked to wait (Retry-After), if it did. */
  retryAfter?: number;
  /** When it failed, ms since the epoch: a wait counts down from here. */
  failedAt: number;
}

const REASONS: Record<string, string> = {
  unreachable: 'We could not reach your website.',
  http_error: 'Your website answered with an error.',
  timeout: 'Your website took too long to respond.',
  too_complex: 'Your website is too complex for us to analyze.',
  robots_disallowed: 'Your website’s robots.txt asks automated tools not to read it, so we did not analyze it.',
  too_large: 'Your website’s page is too large for us to analyze.',
  not_html: 'Your website address does not lead to a web page we can read.',
  no_content: 'Your website has too little readable text for us to analyze (it may be built entirely with JavaScript).',
  invalid_url: 'Your website address cannot be analyzed.',
  blocked_address: 'Your website address points to a private network and cannot be analyzed.',
  busy: 'Website analysis is busy right now.',
  unavailable: 'Website analysis is not available right now.',
  network: 'We could not reach our server. Check your connection.',
};

/** "1 minute", "5 minutes": a wait in whole minutes, rounded up. */
const minutes = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

/** The reason in plain words, with the wait still left at `now` when the server asked for one. */
export function analysisFailureMessage(failure: AnalysisFailure, now: number): string {
  // A clock read before the failure (a notice already on screen when a retry fails) counts from the failure.
  const left = failure.retryAfter === undefined ? 0 : failure.failedAt + failure.retryAfter * 1000 - Math.max(now, failure.failedAt);
  if (failure.code === 'rate_limited') {
    return left > 0
      ? `Too many website analyses from your network. Please wait ${minutes(left)} before trying again.`
      : 'Too many website analyses from your network. You can try again now.';
  }
  const reason = REASONS[failure.code] ?? 'Something went wrong on our side.';
  return left > 0 ? `${reason} Please try again in ${minutes(left)}.` : reason;
}
