import { DomainError, type DomainErrorKind } from '../../domain-error';

/**
 * A creation refused or failed, with a message a person can act on. Its own class so a duplication can
 * tell the saga's refusals (shown per copy) from other failures.
 */
export class CampaignCreationError extends DomainError {
  override name = 'CampaignCreationError';

  constructor(kind: DomainErrorKind, message: string) {
    super(kind, message);
  }
}
