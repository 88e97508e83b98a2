import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../../ports/notifications';
import { emailMessage, slackMessage } from './outbound-message';

const notification = (overrides: Partial<NotificationRecord> = {}): NotificationRecord => ({
  id: '20261124T090102123Z-3f9a1c2b',
  kind: 'run_finished',
  severity: 'error',
  title: 'Processing finished: 3 failed',
  message: '47 of 50 keywords completed.',
  link: '/?status=error',
  createdAt: '2026-11-24T09:01:02.123Z',
  expiresAtMs: Date.parse('2027-02-22T09:01:02.123Z'),
  ...overrides,
});
const SITE = 'https://dash.example.com';
const ENVELOPE = { from: 'Keywright <n@example.com>', to: ['ops@example.com'] };

describe('slackMessage', () => {
  it('shows a title as text in the fallback: no mention, no disguised link, one line', () => {
    const title = 'Run <!channel> failed\nsee <http://evil.example|the log> & more';

    const { text, blocks } = slackMessage(notification({ title }), SITE);

    expect(text).toBe(
      '[Error] Run &lt;!channel&gt; failed see &lt;http://evil.example|the log&gt; &amp; more',
    );
    // The header is plain text, which Slack never reads as markup: one line is all it needs.
    expect(blocks[0]).toMatchObject({
      type: 'header',
      text: {
        type: 'plain_text',
        text: ':red_circle: Run <!channel> failed see <http://evil.example|the log> & more',
      },
    });
  });

  it('escapes the message in its section as before', () => {
    const { blocks } = slackMessage(notification({ message: 'a <!here> b' }), SITE);
    expect(blocks[1]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'a &lt;!here&gt; b' } });
  });
});

describe('emailMessage', () => {
  it('puts no line break in the subject, whatever the title holds', () => {
    const title = 'Campaign failed\r\nBcc: victim@example.com\u2028and\tmore';

    const { subject } = emailMessage(notification({ title }), SITE, ENVELOPE);

    expect(subject).toBe('[Keywright] Error: Campaign failed Bcc: victim@example.com and more');
    expect(subject).not.toMatch(/[\r\n]/);
  });

  it('cuts a long title so the subject stays at 200 characters', () => {
    const { subject, text } = emailMessage(notification({ title: 'x'.repeat(500) }), SITE, ENVELOPE);

    expect(subject).toHaveLength(200);
    expect(subject.endsWith('…')).toBe(true);
    // The body keeps the whole title.
    expect(text).toContain('x'.repeat(500));
  });
});
