import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';

describe('ApiRequestError', () => {
  it('maps 422 errors to their fields for the form, first message per field', () => {
    const error = new ApiRequestError(422, [
      {
        status: '422',
        code: 'validation_failed',
        title: 'x',
        detail: 'E-mail is required.',
        source: { pointer: '/data/attributes/email' },
      },
      {
        status: '422',
        code: 'validation_failed',
        title: 'x',
        detail: 'Second',
        source: { pointer: '/data/attributes/email' },
      },
      {
        status: '422',
        code: 'validation_failed',
        title: 'x',
        detail: 'Too short',
        source: { pointer: '/data/attributes/password' },
      },
    ]);
    expect(error.fieldErrors()).toEqual({ email: 'E-mail is required.', password: 'Too short' });
    expect(error.message).toBe('E-mail is required.');
  });
});
