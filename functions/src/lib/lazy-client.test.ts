import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from './lazy-client';

describe('lazyClient', () => {
  it('imports the package and makes its client on the first call only', async () => {
    const load = vi.fn(async () => ({ Client: class {} }));
    const create = vi.fn((sdk: { Client: new () => object }) => new sdk.Client());
    const lazy = lazyClient(load, create);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([lazy(), lazy()]);
    const third = await lazy();

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
    const lazy = lazyClient(load, (sdk) => sdk.name);

    await expect(lazy()).rejects.toThrow('EMFILE');
    expect((await lazy()).client).toBe('sdk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
