/** A campaign action refused or failed, with the HTTP status the API answers and a message to act on. */
export class CampaignActionError extends Error {
  override name = 'CampaignActionError';

  constructor(
    readonly status: 400 | 404 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}
