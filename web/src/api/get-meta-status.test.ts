import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetMetaStatus, freshMetaStatusQueryOptions } from './get-meta-status';

describe('the Meta status on the settings tab', () => {
  it('asks the server to check with Meta now (Test Connection)', () => {
    expect(freshMetaStatusQueryOptions().queryKey).toEqual(['/api/meta/status?refresh=true']);
  });

  it('is forgotten with the campaign page’s once other credentials are saved, and nothing else is', async () => {
    const client = new QueryClient();
    const status = { connected: true, message: 'Connected', sandbox: true };
    client.setQueryData(['/api/meta/status?refresh=true'], status);
    client.setQueryData(['/api/meta/status'], status);
    client.setQueryData(['/api/meta/credentials'], { appId: '1' });

    await forgetMetaStatus(client);

    expect(client.getQueryData(['/api/meta/status?refresh=true'])).toBeUndefined();
    expect(client.getQueryData(['/api/meta/status'])).toBeUndefined();
    expect(client.getQueryData(['/api/meta/credentials'])).toEqual({ appId: '1' });
  });
});
