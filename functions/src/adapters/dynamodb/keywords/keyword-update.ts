import type { KeywordStatus } from '#shared/schemas/keywords';
import type { Clock } from '../../../ports/clock';
import type { KeywordChanges } from '../../../ports/keywords';
import { UpdateCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import { applyChanges, changeParts, expressionOf, touchesSearch, type UpdateParts } from './keyword-changes';
import type { KeywordIndex } from './keyword-index';
import { keywordKey, type StoredKeyword, tokensOf, toStored } from './keyword-items';
import type { KeywordRecords } from './keyword-records';

/** Attempts of an optimistic write before giving up on a keyword that keeps changing. */
const MAX_ATTEMPTS = 8;

/** A status change, applied only when the record is in one of the `from` statuses. */
interface Transition {
  from: KeywordStatus[];
  to: KeywordStatus;
}

/**
 * Writes to existing records (ADR 007, write orders 2 and 3): the record first, with its status guard in the
 * condition, then its lists. Resolves the record as written, or undefined when it is missing, being deleted
 * or in another status.
 */
export function createKeywordUpdater(
  table: DynamoTable,
  index: KeywordIndex,
  records: KeywordRecords,
  clock: Clock,
) {
  const { client, name: tableName } = table;
  const now = () => new Date(clock.now()).toISOString();

  /** Adds the status change of a transition to a write. */
  function withTransition(parts: UpdateParts, to?: KeywordStatus): UpdateParts {
    if (!to) return parts;
    parts.sets.push('#status = :status');
    parts.names['#status'] = 'status';
    parts.values[':status'] = to;
    return parts;
  }

  /** After a record write: mirror it into its lists (its prefixes in full after an interrupted sync). */
  async function syncAfterWrite(stored: StoredKeyword, wasDirty: boolean, added: string[], article?: string) {
    if (article !== undefined) await records.putArticle(stored.id, article);
    await index.sync([{ keyword: stored, tokens: wasDirty ? stored.tokens : added }]);
    await index.settle([stored]);
  }

  /**
   * A write that keeps the search prefixes: one conditional update (the status guard in its condition, so
   * two racing transitions cannot both apply). A change of status or published state makes a new version
   * and is mirrored into the keyword's list; other fields (images, ad copy, usage...) list nothing.
   */
  async function writeInPlace(
    id: string,
    changes: KeywordChanges,
    transition?: Transition,
  ): Promise<StoredKeyword | undefined> {
    const parts = withTransition(changeParts(changes, now()), transition?.to);
    const relisted = transition !== undefined || changes.articleStatus !== undefined;
    if (relisted) parts.values[':one'] = 1;
    const guard = transition
      ? ` AND #status IN (${transition.from.map((status, k) => {
          parts.values[`:from${k}`] = status;
          return `:from${k}`;
        })})`
      : '';
    let stored: StoredKeyword;
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keywordKey(id),
          UpdateExpression: `${expressionOf(parts)}${relisted ? ' ADD ver :one' : ''}`,
          ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deleting)${guard}`,
          ExpressionAttributeNames: parts.names,
          ExpressionAttributeValues: parts.values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      stored = toStored(Attributes!);
    } catch (error) {
      if (isConditionFailure(error)) return undefined; // missing, being deleted, or in another status
      throw error;
    }
    if (relisted || stored.dirty) await syncAfterWrite(stored, stored.dirty, [], changes.article);
    else if (changes.article !== undefined) await records.putArticle(id, changes.article);
    return stored;
  }

  /**
   * A write that changes the search prefixes: read, check the guard, write only if the version is still the
   * one read (else read again), then add the new prefixes and drop the old ones.
   */
  async function rewriteSearch(
    id: string,
    changes: KeywordChanges,
    transition?: Transition,
  ): Promise<StoredKeyword | undefined> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const old = await records.find(id);
      if (!old || (transition && !transition.from.includes(old.status))) return undefined;
      const tokens = tokensOf(applyChanges(old, changes));
      const current = new Set(tokens);
      const previous = new Set(old.tokens);
      const added = tokens.filter((token) => !previous.has(token));
      const dropTokens = [...new Set([...old.dropTokens, ...old.tokens])].filter(
        (token) => !current.has(token),
      );

      const parts = withTransition(changeParts(changes, now()), transition?.to);
      parts.sets.push('tokens = :tokens', 'dropTokens = :drop', 'dirty = :dirty', 'ver = :nextVer');
      Object.assign(parts.values, {
        ':tokens': tokens,
        ':drop': dropTokens,
        ':dirty': old.dirty || added.length > 0 || dropTokens.length > 0,
        ':ver': old.ver,
        ':nextVer': old.ver + 1,
      });
      let stored: StoredKeyword;
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keywordKey(id),
            UpdateExpression: expressionOf(parts),
            ConditionExpression: 'ver = :ver AND attribute_not_exists(deleting)',
            ExpressionAttributeNames: parts.names,
            ExpressionAttributeValues: parts.values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        stored = toStored(Attributes!);
      } catch (error) {
        if (isConditionFailure(error)) continue; // changed meanwhile: read again
        throw error;
      }
      await syncAfterWrite(stored, old.dirty, added, changes.article);
      return stored;
    }
    throw new Error(`Keyword ${id} kept changing; the update was not applied`);
  }

  /** Applies changes (and a status transition) to a record, then mirrors it into its lists. */
  return (id: string, changes: KeywordChanges, transition?: Transition) =>
    touchesSearch(changes) ? rewriteSearch(id, changes, transition) : writeInPlace(id, changes, transition);
}
