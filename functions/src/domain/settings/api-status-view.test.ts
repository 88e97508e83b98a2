import { describe, expect, it } from 'vitest';
import type { ApiStatus } from '#shared/schemas/settings';
import { apiStatusStatesOnly } from './api-status-view';

const checkedAt = '2026-06-10T15:30:00.000Z';
const status: ApiStatus = {
  gemini: { connected: true, sandbox: true, checkedAt },
  openai: { connected: false, message: 'OpenAI rejected the key (401)', sandbox: false, checkedAt },
  cloudVision: { connected: true, sandbox: false, checkedAt },
  wordpress: {
    connected: false,
    message: 'Garden: No WordPress REST API at https://garden.internal.example (404)',
    sandbox: false,
    checkedAt,
    sites: [
      { id: 'primary', name: 'Main site', connected: true, sandbox: false },
      {
        id: 'g',
        name: 'Garden',
        connected: false,
        message: 'No WordPress REST API at https://garden.internal.example (404)',
        sandbox: false,
      },
    ],
  },
};

describe('apiStatusStatesOnly', () => {
  it('keeps every state and site name, and drops every reason', () => {
    expect(apiStatusStatesOnly(status)).toEqual({
      gemini: { connected: true, sandbox: true, checkedAt },
      openai: { connected: false, sandbox: false, checkedAt },
      cloudVision: { connected: true, sandbox: false, checkedAt },
      wordpress: {
        connected: false,
        sandbox: false,
        checkedAt,
        sites: [
          { id: 'primary', name: 'Main site', connected: true, sandbox: false },
          { id: 'g', name: 'Garden', connected: false, sandbox: false },
        ],
      },
    });
    expect(JSON.stringify(apiStatusStatesOnly(status))).not.toContain('garden.internal.example');
  });
});
