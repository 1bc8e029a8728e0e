import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { retryUnlessRefused } from './query-retry';

describe('retryUnlessRefused', () => {
  const retry = retryUnlessRefused(3);

  it('never retries a refusal: 404, 403, 401, 422 show at once', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(retry(0, new ApiRequestError(status, []))).toBe(false);
    }
  });

  it('retries server errors and network failures a few times', () => {
    expect(retry(0, new ApiRequestError(503, []))).toBe(true);
    expect(retry(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(3, new ApiRequestError(500, []))).toBe(false);
  });
});
