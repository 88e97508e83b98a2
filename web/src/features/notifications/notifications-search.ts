import { flag, searchParser, text } from '../../lib/search-params';

/**
 * `/notifications?kind&severity&unread`: the filters live in the URL, so a filtered list is a link. Plain
 * text here (the router's bundle stays free of zod); the screen keeps known values only.
 */
export const parseNotificationsSearch = searchParser({ kind: text, severity: text, unread: flag });
