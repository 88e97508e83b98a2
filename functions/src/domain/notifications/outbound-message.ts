import { PRODUCT_NAME } from '#shared/product/product';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_SEVERITY_LABELS } from '#shared/schemas/notifications';
import type { EmailMessage, SlackMessage } from '../../ports/notification-channels';
import type { NotificationRecord } from '../../ports/notifications';

const SEVERITY_EMOJI = { info: ':information_source:', warning: ':warning:', error: ':red_circle:' } as const;
/** Block Kit's limits: a header's text, a section's text. */
const HEADER_MAX = 150;
const SECTION_MAX = 3000;

/** An e-mail subject's longest: a title past it is cut (mail clients show far less anyway). */
const SUBJECT_MAX = 200;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/**
 * Slack reads `&`, `<` and `>` as markup in mrkdwn and in a message's fallback `text` alike (`<!channel>`
 * pings everyone, `<http://x|y>` disguises a link): a notification's text is shown as text.
 */
const mrkdwn = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/**
 * A title on one line: control characters and line separators become spaces. A title holds what others
 * wrote (a keyword, a campaign's name, an upstream error), and a line break in an e-mail subject would
 * start a header of its own.
 */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
const html = (text: string) => mrkdwn(text).replace(/"/g, '&quot;');

/** The address the notification's link opens in the product (its notifications page when it has none). */
const productLink = (notification: NotificationRecord, siteUrl: string) =>
  `${siteUrl.replace(/\/+$/, '')}${notification.link ?? '/notifications'}`;

/**
 * A Block Kit message: the title as a header, the message, when and what (`what` replaces the kind's
 * label), and a button back to the product.
 */
export function slackMessage(
  notification: NotificationRecord,
  siteUrl: string,
  what: string = NOTIFICATION_KIND_LABELS[notification.kind],
): SlackMessage {
  const severity = NOTIFICATION_SEVERITY_LABELS[notification.severity];
  const epoch = Math.floor(Date.parse(notification.createdAt) / 1000);
  const title = oneLine(notification.title);
  return {
    text: `[${severity}] ${mrkdwn(title)}`,
    blocks: [
      {
        type: 'header',
        text: {
          type: 'plain_text',
          text: cut(`${SEVERITY_EMOJI[notification.severity]} ${title}`, HEADER_MAX),
          emoji: true,
        },
      },
      { type: 'section', text: { type: 'mrkdwn', text: cut(mrkdwn(notification.message), SECTION_MAX) } },
      {
        type: 'context',
        elements: [
          {
            type: 'mrkdwn',
            text: `${severity} · ${what} · <!date^${epoch}^{date_short_pretty} {time}|${notification.createdAt}>`,
          },
        ],
      },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: `Open in ${PRODUCT_NAME}` },
            url: productLink(notification, siteUrl),
          },
        ],
      },
    ],
  };
}

/** A plain-text and an HTML part saying the same: the title, the message and the link back. */
export function emailMessage(
  notification: NotificationRecord,
  siteUrl: string,
  envelope: { from: string; to: string[] },
): EmailMessage {
  const severity = NOTIFICATION_SEVERITY_LABELS[notification.severity];
  const link = productLink(notification, siteUrl);
  const kind = NOTIFICATION_KIND_LABELS[notification.kind];
  const footer = `${PRODUCT_NAME} notifications · ${kind} · ${notification.createdAt}`;
  return {
    ...envelope,
    subject: cut(`[${PRODUCT_NAME}] ${severity}: ${oneLine(notification.title)}`, SUBJECT_MAX),
    text: `${notification.title}\n\n${notification.message}\n\nOpen in ${PRODUCT_NAME}: ${link}\n\n-- \n${footer}\n`,
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
      `<h2 style="font-size:18px">${html(notification.title)}</h2>`,
      `<p style="white-space:pre-line">${html(notification.message)}</p>`,
      `<p><a href="${html(link)}">Open in ${PRODUCT_NAME}</a></p>`,
      `<p style="color:#6b7280;font-size:12px">${html(footer)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
