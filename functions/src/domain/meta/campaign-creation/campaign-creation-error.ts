/** A creation refused or failed, with the HTTP status the API answers and a message a person can act on. */
export class CampaignCreationError extends Error {
  override name = 'CampaignCreationError';

  constructor(
    readonly status: 400 | 404 | 409 | 422 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}
