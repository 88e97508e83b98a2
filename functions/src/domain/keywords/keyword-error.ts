/**
 * A refusal the API answers with this status and message (unknown keyword, wrong status, a run that
 * would publish for a role that may not, ...).
 */
export class KeywordError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'KeywordError';
  }
}

export const keywordNotFound = (id: string) => new KeywordError(404, `Keyword not found: ${id}`);
