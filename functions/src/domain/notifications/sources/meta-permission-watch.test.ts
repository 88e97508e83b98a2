import { describe, expect, it } from 'vitest';
import { recordingNotifier } from '#tests/support/notifier-double';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { MetaGraphError } from '../../../providers/meta/meta-graph-error';
import type { MetaAccess } from '../../meta/meta-access';
import { withPermissionWatch } from './meta-permission-watch';

const refusal = new MetaGraphError({
  kind: 'permission',
  reason: 'Meta answered 200: Permissions error',
  code: 200,
  userMessage: 'The user does not have permission to edit this ad account.',
});

function setup() {
  const recorder = recordingNotifier();
  let refuse = true;
  const client = {
    post: async () => {
      if (refuse) throw refusal;
      return { success: true };
    },
  } as unknown as MetaGraphClient;
  const access = withPermissionWatch(
    { client: async () => client } as unknown as MetaAccess,
    recorder.notifier,
  );
  return { recorder, access, allow: () => (refuse = false) };
}

describe('Meta writes refused for permissions', () => {
  it('are told once, with Meta’s words, until a write goes through', async () => {
    const { recorder, access, allow } = setup();
    const client = await access.client();

    await expect(client.post('120', { status: 'PAUSED' })).rejects.toBe(refusal);
    await expect(client.post('121', { status: 'PAUSED' })).rejects.toBe(refusal);

    expect(recorder.raised).toEqual([
      expect.objectContaining({
        kind: 'meta_access',
        severity: 'error',
        message:
          "The user does not have permission to edit this ad account. (on 120). Check the token's scopes and the ad account's roles.",
      }),
    ]);
    allow();
    await client.post('120', { status: 'PAUSED' });
    expect(recorder.open.size).toBe(0);
  });
});
