import type { CreationFailureKind } from '../../ports/meta-campaigns';

/**
 * A failed creation's kind as its item stores it, in `failureStatus`: the HTTP status it was first
 * answered with, the form records took before kinds had names, so those records read as they were written.
 */
const CODE_OF: Record<CreationFailureKind, number> = { invalid: 400, upstream_refused: 502 };

export const failureCodeOf = (kind: CreationFailureKind) => CODE_OF[kind];

/** The kind of a stored code; none for a failed record written before codes were stored. */
export const failureKindOf = (code: unknown): CreationFailureKind | undefined =>
  code === undefined ? undefined : code === CODE_OF.upstream_refused ? 'upstream_refused' : 'invalid';
