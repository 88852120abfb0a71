/**
 * Every way an analysis can fail, with the message a visitor sees and the HTTP status the
 * route should answer with: 400 = the input is the problem, 422 = the site is the problem,
 * 502/504 = the site could not be reached in time, 503 = this server has no room for it now.
 */
export type AnalysisErrorCode =
  | 'invalid_url'
  | 'blocked_address'
  | 'unreachable'
  | 'timeout'
  | 'not_html'
  | 'too_large'
  | 'http_error'
  | 'no_content'
  | 'too_complex'
  | 'busy';

const DEFAULTS: Record<AnalysisErrorCode, { status: number; message: string }> = {
  invalid_url: { status: 400, message: 'Please enter a valid website URL.' },
  blocked_address: {
    status: 400,
    message: 'That address points to a private or local network and cannot be analyzed.',
  },
  unreachable: { status: 502, message: 'We could not reach that website. Check the address and try again.' },
  timeout: { status: 504, message: 'The website took too long to respond. Please try again later.' },
  not_html: { status: 422, message: 'That address does not serve a web page we can read (it is not HTML).' },
  too_large: { status: 422, message: 'That page is too large to analyze.' },
  http_error: { status: 502, message: 'The website answered with an error.' },
  no_content: {
    status: 422,
    message: 'The page has too little readable text to analyze (it may be built entirely with JavaScript).',
  },
  too_complex: { status: 422, message: 'This page is too complex to analyze.' },
  busy: { status: 503, message: 'Website analysis is busy right now. Please try again in a minute.' },
};

export class AnalysisError extends Error {
  readonly code: AnalysisErrorCode;
  readonly status: number;
  /** Seconds a client should wait before trying again, when the failure is this server's load. */
  readonly retryAfter: number | undefined;

  constructor(code: AnalysisErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULTS[code].message, options);
    this.name = 'AnalysisError';
    this.code = code;
    this.status = DEFAULTS[code].status;
    this.retryAfter = code === 'busy' ? 30 : undefined;
  }
}

export function isAnalysisError(error: unknown): error is AnalysisError {
  return error instanceof AnalysisError;
}
