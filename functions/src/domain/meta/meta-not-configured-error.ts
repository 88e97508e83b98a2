import { DomainError } from '../domain-error';

export const META_NOT_CONFIGURED = 'Meta API not configured';

/**
 * No usable Meta credentials are saved, for any call that needs Meta: invalid, as any missing input is,
 * with this message (and the detail, if any).
 */
export class MetaNotConfiguredError extends DomainError {
  override name = 'MetaNotConfiguredError';
  constructor(detail?: string) {
    super('invalid', detail ? `${META_NOT_CONFIGURED}: ${detail}` : META_NOT_CONFIGURED);
  }
}
