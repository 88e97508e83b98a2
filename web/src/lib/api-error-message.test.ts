import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorMessage, serverMessage } from './api-error-message';

const forbidden = 'Forbidden: your role does not have the "manage_users" permission.';

describe('serverMessage', () => {
  it('reads the JSON message of a 4xx answer', () => {
    const error = new ApiError(403, `403: ${JSON.stringify({ message: forbidden })}`);
    expect(serverMessage(error)).toBe(forbidden);
  });

  it('gives nothing for a 5xx, a body that is not JSON, or an error that is not an API error', () => {
    expect(serverMessage(new ApiError(500, '500: {"message":"Internal Server Error"}'))).toBeUndefined();
    expect(serverMessage(new ApiError(409, '409: Conflict'))).toBeUndefined();
    expect(serverMessage(new Error('Failed to fetch'))).toBeUndefined();
  });
});

describe('apiErrorMessage', () => {
  it('prefers the server message and falls back to the error text', () => {
    expect(apiErrorMessage(new ApiError(409, '409: {"message":"You cannot delete your own account"}'))).toBe(
      'You cannot delete your own account',
    );
    expect(apiErrorMessage(new ApiError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("adds a server failure's reference for support, and only a server failure's", () => {
    const failed = new ApiError(500, '500: Internal Server Error', 'b5f0c2e4-1');
    expect(apiErrorMessage(failed)).toBe('500: Internal Server Error (reference: b5f0c2e4-1)');
    const refused = new ApiError(409, '409: {"message":"You cannot delete your own account"}', 'b5f0c2e4-2');
    expect(apiErrorMessage(refused)).toBe('You cannot delete your own account');
  });
});
