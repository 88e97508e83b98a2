import type { DeliveryState, NotificationChannel } from '#shared/schemas/notification-settings';
import type { NotificationKind, NotificationSeverity } from '#shared/schemas/notifications';

/** A notification as stored: the team's, the same for every user. */
export interface NotificationRecord {
  /** Time-sortable (`20261124T090102123Z-3f9a1c2b`): the list reads newest first by id alone. */
  id: string;
  kind: NotificationKind;
  severity: NotificationSeverity;
  title: string;
  message: string;
  link: string | null;
  createdAt: string;
  /** Epoch milliseconds after which it is gone (DynamoDB's TTL on AWS, the code everywhere). */
  expiresAtMs: number;
}

export interface NotificationPageQuery {
  /** Only ids below this one (the previous page's last). */
  before?: string;
  /** Only ids above this one (those after a user's read-all). */
  after?: string;
  /** Notifications read for at most this many. */
  limit: number;
  kind?: NotificationKind;
  severity?: NotificationSeverity;
  /** Skips these (a user's read marks), checked a batch at a time. */
  skip?: (ids: string[]) => Promise<Set<string>>;
  nowMs: number;
}

interface NotificationPage {
  notifications: NotificationRecord[];
  /** Where the next page starts, or null when there is none. */
  nextCursor: string | null;
}

/** The notifications, newest first, and the open conditions that keep a repeated one from repeating. */
export interface NotificationStore {
  /**
   * Opens `conditionKey` for `notificationId` until `expiresAtMs`; false when it is open already (the
   * same condition is one notification until it clears or that notification expires).
   */
  openCondition(
    conditionKey: string,
    notificationId: string,
    expiresAtMs: number,
    nowMs: number,
  ): Promise<boolean>;
  /** Closes the condition; true when one was open. */
  clearCondition(conditionKey: string): Promise<boolean>;
  /** Stores the notification (the same id again overwrites it with the same content). */
  put(notification: NotificationRecord): Promise<void>;
  get(id: string): Promise<NotificationRecord | undefined>;
  /** Newest first, expired ones left out; at most a bounded number examined per call. */
  page(query: NotificationPageQuery): Promise<NotificationPage>;
  /** The newest notification ids above `after` that are not expired (at most `limit`). */
  idsAfter(after: string, limit: number, nowMs: number): Promise<string[]>;
  /** How many notifications above `after` are not expired. */
  countAfter(after: string, nowMs: number): Promise<number>;
  /** Deletes up to `limit` expired notifications, oldest first (locally: dynalite enforces no TTL). */
  purgeExpired(nowMs: number, limit: number): Promise<number>;
}

/** A user's unread count and read-all mark: every notification with an id up to `readAllAt` is read. */
export interface UnreadCounter {
  unread: number;
  readAllAt: string;
}

/**
 * Read state per user: one counter item per user (the unread count costs one key read), and a mark per
 * notification read one at a time.
 */
export interface ReadStateStore {
  counter(userId: string): Promise<UnreadCounter | undefined>;
  /**
   * Creates the user's counter (nothing unread up to `readAllAt`, `unread` after it) unless there is one;
   * answers it.
   */
  ensureCounter(userId: string, readAllAt: string, unread: number): Promise<UnreadCounter>;
  /** Adds one to every counter whose read-all mark is below `notificationId` (one write per user). */
  countRaised(notificationId: string): Promise<void>;
  /**
   * Marks one notification read for the user; when the mark is new and the notification lies after the
   * read-all mark, takes one off the count. False when it was read already.
   */
  markRead(userId: string, notificationId: string, expiresAtMs: number): Promise<boolean>;
  /** Which of `ids` (all within one page) the user marked read one at a time. */
  readMarks(userId: string, ids: string[]): Promise<Set<string>>;
  /** Everything up to `readAllAt` is read: the count drops to zero. */
  readAll(userId: string, readAllAt: string): Promise<void>;
  /** Sets the count to `unread` when it still is `expected` (a count found off, corrected). */
  correct(userId: string, expected: number, unread: number): Promise<void>;
}

/** A delivery of one notification on one channel. */
export interface DeliveryRecord {
  notificationId: string;
  channel: NotificationChannel;
  title: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  /** Epoch ms the next attempt is due (pending), or the sending lease ends (sending). */
  dueAtMs: number | null;
  createdAt: string;
  updatedAt: string;
  expiresAtMs: number;
}

export type DeliveryKey = Pick<DeliveryRecord, 'notificationId' | 'channel'>;

/**
 * Deliveries moved pending -> sending -> sent or failed by conditional writes on the attempt number, so
 * two workers never send the same attempt and a retry never sends what was sent.
 */
export interface DeliveryStore {
  /** Records new pending deliveries, due now; one that exists already is left as it is. */
  add(deliveries: DeliveryRecord[]): Promise<void>;
  /** Pending deliveries due by `nowMs`, and sending ones whose lease ran out, oldest first. */
  due(nowMs: number, limit: number): Promise<DeliveryRecord[]>;
  /** pending (after `attempts` attempts) -> sending until `leaseUntilMs`; false when another worker took it. */
  claim(delivery: DeliveryRecord, leaseUntilMs: number, at: string): Promise<boolean>;
  /** sending -> sent, for the attempt this worker claimed. */
  sent(key: DeliveryKey, attempts: number, at: string): Promise<boolean>;
  /** sending -> pending again, due at `dueAtMs`, with the reason. */
  retryLater(
    key: DeliveryKey,
    attempts: number,
    dueAtMs: number,
    reason: string,
    at: string,
  ): Promise<boolean>;
  /** sending (the given attempt, or a lease that ran out at `leaseUntilMs`) -> failed, with the reason. */
  failed(key: DeliveryKey, attempts: number, reason: string, at: string): Promise<boolean>;
  /** The latest deliveries, newest first. */
  latest(limit: number): Promise<DeliveryRecord[]>;
}

/** The Notifications tab's settings that are not secret (the webhook URL lives in the secret store). */
export interface StoredNotificationSettings {
  emailRecipients: string[];
  routes: Partial<
    Record<NotificationKind, { slack: boolean; email: boolean; minSeverity: NotificationSeverity }>
  >;
  retentionDays: number;
  revenueDeadlineHour: number;
  /** Whether a Slack webhook is saved: raising a notification plans a Slack delivery without the secret. */
  slackConfigured: boolean;
}

export interface NotificationSettingsStore {
  get(): Promise<StoredNotificationSettings | undefined>;
  save(settings: StoredNotificationSettings): Promise<void>;
}

/** A small remembered state per watched thing (the API status last seen per service...). */
export interface WatchStateStore {
  get(name: string): Promise<Record<string, unknown> | undefined>;
  put(name: string, state: Record<string, unknown>): Promise<void>;
}

/** Everything notifications keep, as one bundle for the services that raise, read and deliver them. */
export interface NotificationStores {
  notifications: NotificationStore;
  readState: ReadStateStore;
  deliveries: DeliveryStore;
  settings: NotificationSettingsStore;
  watch: WatchStateStore;
}
