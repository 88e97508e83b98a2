import { mapLimit } from '../batch-io';
import { GetCommand, UpdateCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import type { ListMember, ListShape } from './counted-list';
import { memberLocation } from './counted-list-codec';
import { createListWriter } from './counted-list-writer';
import {
  classOf,
  dayOf,
  keywordKey,
  MASTERS,
  type StoredKeyword,
  siteList,
  tokenList,
  VARIANTS,
} from './keyword-items';

const TOKEN_LISTS_IN_FLIGHT = 8;

export interface IndexEntry {
  keyword: StoredKeyword;
  /** Search prefixes to (re)write as present: all of them after an interrupted sync, else the new ones. */
  tokens: readonly string[];
}

/**
 * Keeps the lists in step with keyword records. Order of writes (ADR 007): the record first (it is the
 * truth, and marks itself `dirty` when its prefixes change), then these idempotent list writes, the search
 * prefixes before the keyword's own list (so being listed implies being fully indexed), then `settle`
 * clears the mark. A crash in between leaves the mark, and the keyword's next write syncs it in full again.
 */
export function createKeywordIndex(table: DynamoTable) {
  const writer = createListWriter(table);

  const listingMember = (keyword: StoredKeyword): ListMember => ({
    sequence: keyword.seq,
    id: keyword.id,
    class: classOf(keyword),
    day: dayOf(keyword.createdAt),
    version: keyword.ver,
    gone: keyword.deleting === true,
  });

  return {
    writer,

    /**
     * Mirrors each keyword's listing, its prefixes to write and its dropped prefixes into the lists.
     * `fresh`: keywords being created, whose entries nobody else can have written.
     */
    async sync(entries: IndexEntry[], options: { fresh?: boolean } = {}): Promise<void> {
      const masters: ListMember[] = [];
      const variants: ListMember[] = [];
      const bySite = new Map<string, { shape: ListShape; members: ListMember[] }>();
      const byToken = new Map<string, ListMember[]>();
      const addToken = (token: string, member: ListMember) =>
        byToken.set(token, [...(byToken.get(token) ?? []), member]);

      for (const { keyword, tokens } of entries) {
        const member = listingMember(keyword);
        (keyword.parentId ? variants : masters).push(member);
        if (!keyword.parentId) {
          const shape = siteList(keyword.siteId);
          const site = bySite.get(shape.name) ?? { shape, members: [] };
          site.members.push(member);
          bySite.set(shape.name, site);
        }
        const tokenMember = { ...member, class: '*', day: undefined };
        const present = keyword.deleting ? [] : tokens;
        const gone = keyword.deleting ? [...keyword.tokens, ...keyword.dropTokens] : keyword.dropTokens;
        for (const token of present) addToken(token, tokenMember);
        for (const token of gone) addToken(token, { ...tokenMember, gone: true });
      }
      await mapLimit([...byToken], TOKEN_LISTS_IN_FLIGHT, ([token, members]) =>
        writer.sync(tokenList(token), members, options),
      );
      // A site's list before `M`: being in `M` implies being in every list the keyword belongs to.
      for (const { shape, members } of bySite.values()) await writer.sync(shape, members, options);
      if (masters.length > 0) await writer.sync(MASTERS, masters, options);
      if (variants.length > 0) await writer.sync(VARIANTS, variants, options);
    },

    /** Whether the keyword has an entry in its own list, i.e. its create was not cut short. */
    async isListed(keyword: StoredKeyword): Promise<boolean> {
      const { key, attribute } = memberLocation(keyword.parentId ? VARIANTS : MASTERS, keyword.seq);
      const { Item } = await table.client.send(
        new GetCommand({
          TableName: table.name,
          Key: key,
          ConsistentRead: true,
          ProjectionExpression: '#m',
          ExpressionAttributeNames: { '#m': attribute },
        }),
      );
      return Item?.[attribute] !== undefined;
    },

    /** Clears the `dirty` mark of synced keywords, unless a newer write set it again. */
    async settle(keywords: StoredKeyword[]): Promise<void> {
      await mapLimit(
        keywords.filter((keyword) => keyword.dirty),
        TOKEN_LISTS_IN_FLIGHT,
        async (keyword) => {
          try {
            await table.client.send(
              new UpdateCommand({
                TableName: table.name,
                Key: keywordKey(keyword.id),
                UpdateExpression: 'SET dirty = :false, dropTokens = :none',
                ConditionExpression: 'ver = :ver',
                ExpressionAttributeValues: { ':false': false, ':none': [], ':ver': keyword.ver },
              }),
            );
          } catch (error) {
            if (!isConditionFailure(error)) throw error;
          }
        },
      );
    },
  };
}

export type KeywordIndex = ReturnType<typeof createKeywordIndex>;
