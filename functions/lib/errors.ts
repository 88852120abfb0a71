/**
 * The one error of the API: a stable machine `code`, the HTTP status it maps to, and a message
 * fit to show the person who caused it. Runtime-neutral (the analysis engine throws it too); the
 * HTTP side lives in error-handler.ts.
 */
const STATUS = {
  invalid_request: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
  // Website analysis: 400 the address is the problem, 422 the site is, 502/504 it could not be reached in time, 503 no room now.
  invalid_url: 400,
  blocked_address: 400,
  not_html: 422,
  too_large: 422,
  no_content: 422,
  too_complex: 422,
  robots_disallowed: 422,
  unreachable: 502,
  http_error: 502,
  busy: 503,
  timeout: 504,
  // The mail server refused a mail for good (an address it will not deliver to).
  email_undeliverable: 502,
} as const;

export type ErrorCode = keyof typeof STATUS;
export type ErrorStatus = (typeof STATUS)[ErrorCode];

// The other way round, for the statuses the libraries we wrap answer with (Hono's HTTPException, better-auth).
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The code for an error status a library answered with: its own where there is one, else internal_error (5xx) or invalid_request. */
export function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
}

const DEFAULT_MESSAGE: Partial<Record<ErrorCode, string>> = {
  invalid_request: 'The request is not valid.',
  invalid_json: 'The request body is not valid JSON.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  not_found: 'Not found.',
  rate_limited: 'Too many requests. Please wait a while and try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  unavailable: 'This service is not available right now. Please try again later.',
  invalid_url: 'Please enter a valid website URL.',
  blocked_address: 'That address points to a private or local network and cannot be analyzed.',
  unreachable: 'We could not reach that website. Check the address and try again.',
  timeout: 'The website took too long to respond. Please try again later.',
  not_html: 'That address does not serve a web page we can read (it is not HTML).',
  too_large: 'That page is too large to analyze.',
  http_error: 'The website answered with an error.',
  no_content: 'The page has too little readable text to analyze (it may be built entirely with JavaScript).',
  too_complex: 'This page is too complex to analyze.',
  robots_disallowed: "That website's robots.txt asks automated tools not to read this page, so we do not analyze it.",
  busy: 'Website analysis is busy right now. Please try again in a minute.',
};

export interface ApiErrorOptions {
  /** Seconds, sent as Retry-After (429, 503). */
  retryAfter?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ErrorStatus;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message?: string, options: ApiErrorOptions = {}) {
    super(message ?? DEFAULT_MESSAGE[code] ?? code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = STATUS[code];
    this.retryAfter = options.retryAfter ?? (code === 'busy' ? 30 : undefined);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const ERROR_CODES = Object.keys(STATUS) as ErrorCode[];
