export const META_NOT_CONFIGURED = 'Meta API not configured';

/** No usable Meta credentials are saved; the API answers 400 with this message (and the detail, if any). */
export class MetaNotConfiguredError extends Error {
  override name = 'MetaNotConfiguredError';
  constructor(detail?: string) {
    super(detail ? `${META_NOT_CONFIGURED}: ${detail}` : META_NOT_CONFIGURED);
  }
}
