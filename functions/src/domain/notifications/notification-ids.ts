import { timeId } from '../meta/rules/rule-ids';

/** A new notification's id: its time, then a random tail (`20261124T090102123Z-3f9a1c2b`). */
export const notificationId = (ms: number) => timeId(ms);

/**
 * A read-all mark at `ms`: above every id of that millisecond and below every later one, so "read" is a
 * plain comparison of ids.
 */
export const readAllMark = (ms: number) => timeId(ms).replace(/-[0-9a-f]{8}$/, '-ffffffff');
