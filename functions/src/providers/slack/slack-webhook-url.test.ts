import { describe, expect, it } from 'vitest';
import { checkSlackWebhookUrl, slackWebhookRefusal } from './slack-webhook-url';

describe('the Slack webhook URL', () => {
  it('is on https://hooks.slack.com on AWS, and nowhere else', () => {
    expect(checkSlackWebhookUrl('https://hooks.slack.com/services/T0/B0/abc', true).hostname).toBe(
      'hooks.slack.com',
    );
    for (const url of [
      'http://hooks.slack.com/services/T0/B0/abc',
      'https://hooks.slack.com.evil.example/services/T0/B0/abc',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect(() => checkSlackWebhookUrl(url, true)).toThrow(
        /^The Slack webhook URL is refused: it must be https:\/\/hooks\.slack\.com\/services\/\.\.\., not /,
      );
    }
  });

  it('may be any http(s) address locally (the Slack sandbox is on loopback), but never another scheme', () => {
    expect(checkSlackWebhookUrl('http://127.0.0.1:4000/services/T/B/x', false).port).toBe('4000');
    expect(() => checkSlackWebhookUrl('file:///etc/passwd', false)).toThrow(
      'The Slack webhook URL is refused: Only http and https URLs are allowed, not file:',
    );
    expect(() => checkSlackWebhookUrl('https://user:pass@hooks.slack.com/x', false)).toThrow(
      'embedded credentials',
    );
  });

  it('is judged for the domain as the refusal said, or nothing when allowed', () => {
    expect(slackWebhookRefusal('https://hooks.slack.com/services/T0/B0/abc')).toBeUndefined();
    expect(slackWebhookRefusal('file:///etc/passwd')).toBe(
      'The Slack webhook URL is refused: Only http and https URLs are allowed, not file:',
    );
  });
});
