import { describe, expect, it, vi } from 'vitest';
import { lazyAwsClient } from './lazy-aws-client';

describe('lazyAwsClient', () => {
  it('imports the package and makes its client on the first call only', async () => {
    const load = vi.fn(async () => ({ Client: class {} }));
    const create = vi.fn((sdk: { Client: new () => object }) => new sdk.Client());
    const aws = lazyAwsClient(load, create);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([aws(), aws()]);
    const third = await aws();

    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(second.client).toBe(first.client);
    expect(third.client).toBe(first.client);
  });

  it('tries the import again after a failed one', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('EMFILE'))
      .mockResolvedValueOnce({ name: 'sdk' });
    const aws = lazyAwsClient(load, (sdk) => sdk.name);

    await expect(aws()).rejects.toThrow('EMFILE');
    expect((await aws()).client).toBe('sdk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
