import { describe, expect, it } from 'vitest';
import { analysisFailureMessage, type AnalysisFailure } from '../../src/domain/analysis-failure.ts';

const at = 1_700_000_000_000;
const failure = (code: string, retryAfter?: number): AnalysisFailure => ({ code, retryAfter, failedAt: at });

describe('a failed website analysis in plain words', () => {
  it.each<[string, AnalysisFailure, number, string]>([
    ['refused connection', failure('unreachable'), at, 'We could not reach your website.'],
    ['slow site', failure('timeout'), at, 'Your website took too long to respond.'],
    ['error page', failure('http_error'), at, 'Your website answered with an error.'],
    ['too complex', failure('too_complex'), at, 'Your website is too complex for us to analyze.'],
    ['no answer at all', failure('network'), at, 'We could not reach our server. Check your connection.'],
    ['an unknown code', failure('teapot'), at, 'Something went wrong on our side.'],
    [
      'rate limit, 10 minutes asked',
      failure('rate_limited', 600),
      at,
      'Too many website analyses from your network. Please wait 10 minutes before trying again.',
    ],
    [
      'rate limit, rounded up',
      failure('rate_limited', 61),
      at,
      'Too many website analyses from your network. Please wait 2 minutes before trying again.',
    ],
    [
      'rate limit, a reload 9 minutes later',
      failure('rate_limited', 600),
      at + 9 * 60_000,
      'Too many website analyses from your network. Please wait 1 minute before trying again.',
    ],
    [
      'rate limit, the wait is over',
      failure('rate_limited', 600),
      at + 600_000,
      'Too many website analyses from your network. You can try again now.',
    ],
    ['rate limit without Retry-After', failure('rate_limited'), at, 'Too many website analyses from your network. You can try again now.'],
    ['busy, 30 s asked', failure('busy', 30), at, 'Website analysis is busy right now. Please try again in 1 minute.'],
    [
      'a clock read before the failure counts from the failure',
      failure('rate_limited', 300),
      at - 60_000,
      'Too many website analyses from your network. Please wait 5 minutes before trying again.',
    ],
  ])('%s', (_, f, now, message) => expect(analysisFailureMessage(f, now)).toBe(message));
});
