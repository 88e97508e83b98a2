import { describe, expect, it } from 'vitest';
import { createKnobBoard } from './knobs';
import { createRateWindow, openAiDuration } from './rate-window';

describe('sandbox rate limits', () => {
  it('accepts the limit within 60 s, then refuses until the oldest request leaves the window', () => {
    let now = 0;
    const window = createRateWindow(2, () => now);

    expect(window.check()).toEqual({ limit: 2, remaining: 2, resetMs: 0 });
    expect(window.count()).toEqual({ limit: 2, remaining: 1, resetMs: 60_000 });
    now = 10_000;
    expect(window.count()).toEqual({ limit: 2, remaining: 0, resetMs: 60_000 });
    now = 20_000;
    expect(window.check()).toEqual({ limit: 2, remaining: 0, resetMs: 50_000, retryAfterMs: 40_000 });
    now = 60_000;
    expect(window.check()).toEqual({ limit: 2, remaining: 1, resetMs: 10_000 });
  });

  it('answers a call over the limit with a rate-limit fault, counting only the accepted calls', () => {
    let now = 1_000;
    const board = createKnobBoard({ openai: { calls: { images: { requestsPerMinute: 2 } } } }, () => now);

    const first = board.decide('openai', 'images');
    const second = board.decide('openai', 'images');
    now = 13_500;
    const third = board.decide('openai', 'images');
    const chat = board.decide('openai', 'chat');
    now = 61_000;
    const fourth = board.decide('openai', 'images');

    expect(first).toMatchObject({ rateLimit: { limit: 2, remaining: 1 } });
    expect(first.fault).toBeUndefined();
    expect(second).toMatchObject({ rateLimit: { remaining: 0 } });
    expect(third).toMatchObject({ fault: 'rate-limit', retryAfterSeconds: 48, rateLimit: { remaining: 0 } });
    expect(chat.fault).toBeUndefined();
    expect(chat.rateLimit).toBeUndefined();
    expect(fourth.fault).toBeUndefined();
  });

  it('counts every call type of a service against a limit set on the service, and restarts on set', () => {
    const board = createKnobBoard({ wordpress: { requestsPerMinute: 1 } }, () => 0);

    expect(board.decide('wordpress', 'posts').fault).toBeUndefined();
    expect(board.decide('wordpress', 'media')).toMatchObject({ fault: 'rate-limit', retryAfterSeconds: 60 });
    board.set({ wordpress: { requestsPerMinute: 1 } });
    expect(board.decide('wordpress', 'tags').fault).toBeUndefined();
  });

  it('writes durations the way OpenAI does', () => {
    expect(openAiDuration(250)).toBe('250ms');
    expect(openAiDuration(12_500)).toBe('12.5s');
    expect(openAiDuration(60_000)).toBe('1m0s');
    expect(openAiDuration(95_250)).toBe('1m35.25s');
  });
});
