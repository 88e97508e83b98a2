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

  it("lists each WordPress site with its own state, the tile's state first", () => {
    const text = tileDescription('WordPress API', {
      ...up,
      connected: false,
      message: 'Garden: WordPress rejected the user name or application password (401)',
      sites: [
        { id: 'primary', name: 'Main site', connected: true, sandbox: true },
        { id: 'g', name: 'Garden', connected: false, message: 'rejected (401)', sandbox: false },
      ],
    });
    expect(text).toMatch(/^WordPress API: Not connected: Garden: WordPress rejected/);
    expect(text).toContain(' Sites: Main site connected (sandbox); Garden not connected (rejected (401)).');
    expect(tileDescription('WordPress API', up)).not.toContain('Sites:');
  });

  it('says only the states when the answer carries no reasons (roles without system_settings)', () => {
    const text = tileDescription('WordPress API', {
      ...up,
      connected: false,
      sites: [
        { id: 'primary', name: 'Main site', connected: true, sandbox: false },
        { id: 'g', name: 'Garden', connected: false, sandbox: false },
      ],
    });
    expect(text).toMatch(
      /^WordPress API: Not connected\. Sites: Main site connected; Garden not connected\./,
    );
  });

  it('says when the sandbox answered instead of the real service', () => {
    expect(tileDescription('Gemini API', { ...up, sandbox: true })).toContain('Served by the local sandbox');
    expect(tileDescription('Gemini API', up)).not.toContain('sandbox');
  });
});
