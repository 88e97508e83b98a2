import { describe, expect, it } from 'vitest';
import type { SecretStore } from '../../ports/secrets';
import { createMetaCredentialsStore } from './meta-credentials-store';

function memorySecrets(
  initial: Record<string, string> = {},
): SecretStore & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    get: async (name) => values[name],
    put: async (name, value) => {
      values[name] = value;
    },
  };
}

const secrets = { accessToken: 'EAAB-token', appId: '1234', appSecret: 'app-secret' };

describe('the Meta credentials store', () => {
  it('reads the older format (id lists and name maps) as entries, the default account first', async () => {
    const older = {
      ...secrets,
      adAccountIds: ['act_111', '222'],
      pageIds: ['333'],
      pixelIds: ['444'],
      adAccountNames: { act_111: 'Main account', '222': 'Second' },
      pageNames: { '333': 'The page' },
    };
    const store = createMetaCredentialsStore(memorySecrets({ 'meta-credentials': JSON.stringify(older) }));

    expect(await store.read()).toEqual({
      ...secrets,
      adAccountEntries: [
        { id: '111', name: 'Main account' },
        { id: '222', name: 'Second' },
      ],
      pageEntries: [{ id: '333', name: 'The page' }],
      // A pixel without a name in the map is named by its id rather than left blank.
      pixelEntries: [{ id: '444', name: '444' }],
      sandbox: false,
    });
  });

  it('writes the current format and reads it back unchanged', async () => {
    const secretStore = memorySecrets();
    const store = createMetaCredentialsStore(secretStore);
    const credentials = {
      ...secrets,
      adAccountEntries: [{ id: '111', name: 'Main' }],
      pageEntries: [{ id: '333', name: 'Page' }],
      pixelEntries: [],
      sandbox: true,
    };

    await store.save(credentials);

    expect(await store.read()).toEqual(credentials);
    expect(JSON.parse(secretStore.values['meta-credentials'] ?? '{}')).not.toHaveProperty('adAccountIds');
  });

  it('counts an empty, broken or incomplete secret as nothing saved', async () => {
    for (const raw of ['{}', 'not json', JSON.stringify({ ...secrets, adAccountIds: [] })]) {
      const store = createMetaCredentialsStore(memorySecrets({ 'meta-credentials': raw }));
      expect(await store.read()).toBeUndefined();
    }
  });
});
