import type { UserRecord, UserRepository } from '../../ports/users';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from './document-sdk';
import { type DynamoTable, isConditionFailure } from './dynamo-table';
import { createMemberGuard } from './member-guard';
import { queryAll } from './query-all';

const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'USER' });
/** Unique-email guard item: created first with a condition, so two users can never share an email. */
const emailKey = (email: string) => ({ pk: `USEREMAIL#${email.toLowerCase()}`, sk: 'USEREMAIL' });
const USERS_PARTITION = 'USERS';

const isActiveAdmin = (user: UserRecord) => user.role === 'admin' && user.isActive;

function toRecord(item: Record<string, unknown>): UserRecord {
  const { id, username, email, role, passwordHash, isActive, createdAt } = item as unknown as UserRecord;
  return { id, username, email, role, passwordHash, isActive, createdAt };
}

/** The stored item; `gsi1` lists users newest first without a Scan. */
const toItem = (user: UserRecord) => ({
  ...userKey(user.id),
  gsi1pk: USERS_PARTITION,
  gsi1sk: `${user.createdAt}#${user.id}`,
  ...user,
});

/** The record must still be as the caller read it in everything the invariants depend on. */
const unchangedSince = (user: UserRecord) => ({
  ConditionExpression: 'attribute_exists(pk) AND #role = :role AND isActive = :active AND email = :email',
  ExpressionAttributeNames: { '#role': 'role' },
  ExpressionAttributeValues: { ':role': user.role, ':active': user.isActive, ':email': user.email },
});

export function createUserRepository(table: DynamoTable): UserRepository {
  const { client, name } = table;
  /** The ids of the active admins: the last one can be neither demoted, disabled nor deleted. */
  const activeAdmins = createMemberGuard(table, 'ACTIVE_ADMINS');

  const findById = async (id: string) => {
    const { Item } = await client.send(
      new GetCommand({ TableName: name, Key: userKey(id), ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  };

  const claimEmail = async (email: string, userId: string) => {
    try {
      await client.send(
        new PutCommand({
          TableName: name,
          Item: { ...emailKey(email), userId },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  };

  /** Frees an email, only if this user still holds it. */
  const releaseEmail = async (email: string, userId: string) => {
    await client
      .send(
        new DeleteCommand({
          TableName: name,
          Key: emailKey(email),
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': userId },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  };

  return {
    findById,

    async findByEmail(email) {
      const { Item } = await client.send(
        new GetCommand({ TableName: name, Key: emailKey(email), ConsistentRead: true }),
      );
      const user = Item ? await findById(Item.userId as string) : undefined;
      // During an email change the old guard outlives the change for a moment: it must not sign anyone in.
      return user?.email.toLowerCase() === email.trim().toLowerCase() ? user : undefined;
    },

    async create(user) {
      if (!(await claimEmail(user.email, user.id))) return false;
      try {
        await client.send(
          new PutCommand({
            TableName: name,
            Item: toItem(user),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
      } catch (error) {
        // No transactions (dynalite has none): undo the guard so the email is not left reserved.
        await releaseEmail(user.email, user.id);
        throw error;
      }
      if (isActiveAdmin(user)) await activeAdmins.add(user.id);
      return true;
    },

    async hasAnyUser() {
      const { Count } = await client.send(
        new QueryCommand({
          TableName: name,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :users',
          ExpressionAttributeValues: { ':users': USERS_PARTITION },
          Limit: 1,
        }),
      );
      return (Count ?? 0) > 0;
    },

    async list() {
      const items = await queryAll(client, {
        TableName: name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :users',
        ExpressionAttributeValues: { ':users': USERS_PARTITION },
        ScanIndexForward: false,
      });
      return items.map(toRecord);
    },

    // Write order without transactions: claim the new email, leave the admin guard, write the user,
    // release the old email, join the admin guard; each failure undoes the steps before it.
    async update(previous, next) {
      const emailChanged = previous.email.toLowerCase() !== next.email.toLowerCase();
      if (emailChanged && !(await claimEmail(next.email, next.id))) return 'email-taken';
      const undoClaim = () => (emailChanged ? releaseEmail(next.email, next.id) : Promise.resolve());

      const leaving = isActiveAdmin(previous) && !isActiveAdmin(next);
      if (leaving) {
        const removal = await activeAdmins.removeUnlessLast(previous.id);
        if (removal !== 'removed') {
          await undoClaim();
          return removal === 'last' ? 'last-admin' : 'conflict';
        }
      }
      try {
        await client.send(
          new PutCommand({ TableName: name, Item: toItem(next), ...unchangedSince(previous) }),
        );
      } catch (error) {
        if (leaving) await activeAdmins.add(previous.id);
        await undoClaim();
        if (isConditionFailure(error)) return 'conflict';
        throw error;
      }
      if (emailChanged) await releaseEmail(previous.email, previous.id);
      if (isActiveAdmin(next) && !isActiveAdmin(previous)) await activeAdmins.add(next.id);
      return 'done';
    },

    async delete(user) {
      if (isActiveAdmin(user)) {
        const removal = await activeAdmins.removeUnlessLast(user.id);
        if (removal !== 'removed') return removal === 'last' ? 'last-admin' : 'conflict';
      }
      try {
        await client.send(
          new DeleteCommand({ TableName: name, Key: userKey(user.id), ...unchangedSince(user) }),
        );
      } catch (error) {
        if (isActiveAdmin(user)) await activeAdmins.add(user.id);
        if (isConditionFailure(error)) return 'conflict';
        throw error;
      }
      await releaseEmail(user.email, user.id);
      return 'done';
    },
  };
}
