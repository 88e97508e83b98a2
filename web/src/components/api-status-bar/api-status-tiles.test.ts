import { describe, expect, it } from 'vitest';
import type { ApiStatus, ServiceStatus } from '#shared/schemas/settings';
import { anyDisconnected, tileDescription } from './api-status-tiles';

const up: ServiceStatus = { connected: true, sandbox: false, checkedAt: '2026-01-05T10:30:00.000Z' };
const allUp: ApiStatus = { gemini: up, openai: up, cloudVision: up, wordpress: up };

describe('anyDisconnected', () => {
  it('is false only when all four services are connected', () => {
    expect(anyDisconnected(allUp)).toBe(false);
    const down = { ...up, connected: false, message: 'Not configured' };
    expect(anyDisconnected({ ...allUp, wordpress: down })).toBe(true);
  });
});

describe('tileDescription', () => {
  it('gives the failure reason of a disconnected tile', () => {
    const text = tileDescription('OpenAI API', {
      ...up,
      connected: false,
      message: 'OpenAI rejected the key (401)',
    });
    expect(text).toMatch(/^OpenAI API: Not connected: OpenAI rejected the key \(401\)\./);
    expect(text).toContain('Checked at');
  });

  it('says when the sandbox answered instead of the real service', () => {
    expect(tileDescription('Gemini API', { ...up, sandbox: true })).toContain('Served by the local sandbox');
    expect(tileDescription('Gemini API', up)).not.toContain('sandbox');
  });
});
