import { describe, expect, it } from 'vitest';
import { checkSlackWebhookUrl, slackWebhookPolicy } from './slack-webhook-url';

const SANDBOX = 'http://127.0.0.1:4000/services/TSANDBOX0/BSANDBOX0/abc123';
const ONLY_SLACK =
  /^The Slack webhook URL is refused: it must be https:\/\/hooks\.slack\.com\/services\/\.\.\., not /;

describe('the Slack webhook URL', () => {
  it('is on https://hooks.slack.com, and nowhere else', () => {
    expect(checkSlackWebhookUrl('https://hooks.slack.com/services/T0/B0/abc').hostname).toBe(
      'hooks.slack.com',
    );
    for (const url of [
      'http://hooks.slack.com/services/T0/B0/abc',
      'https://hooks.slack.com.evil.example/services/T0/B0/abc',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect(() => checkSlackWebhookUrl(url)).toThrow(ONLY_SLACK);
    }
  });

  it('may be the Slack sandbox’s own webhook on the local stack, and no other local address', () => {
    expect(checkSlackWebhookUrl(SANDBOX, SANDBOX).port).toBe('4000');
    for (const url of [
      'http://127.0.0.1:4000/services/TSANDBOX0/BSANDBOX0/other',
      'http://127.0.0.1:8005/store',
      'http://127.0.0.1:45123/',
      'http://localhost:3000/api/users',
    ]) {
      expect(() => checkSlackWebhookUrl(url, SANDBOX)).toThrow(ONLY_SLACK);
    }
    expect(() => checkSlackWebhookUrl(SANDBOX)).toThrow(ONLY_SLACK);
  });

  it('is never another scheme, nor a URL with credentials', () => {
    expect(() => checkSlackWebhookUrl('file:///etc/passwd', SANDBOX)).toThrow(
      'The Slack webhook URL is refused: Only http and https URLs are allowed, not file:',
    );
    expect(() => checkSlackWebhookUrl('https://user:pass@hooks.slack.com/x')).toThrow('embedded credentials');
  });

  it('is judged for the domain as the refusal said, or nothing when allowed', () => {
    const policy = slackWebhookPolicy(SANDBOX);
    expect(policy('https://hooks.slack.com/services/T0/B0/abc')).toBeUndefined();
    expect(policy(SANDBOX)).toBeUndefined();
    expect(policy('http://127.0.0.1:9/')).toMatch(ONLY_SLACK);
    expect(slackWebhookPolicy()(SANDBOX)).toMatch(ONLY_SLACK);
  });
});
