import { describe, expect, it } from 'vitest';
import { createTrustedDevices } from './trusted-devices';

const keyed = (byte: number) => createTrustedDevices({ key: async () => new Uint8Array(32).fill(byte) });

describe('trusted devices', () => {
  it('knows a token it made for the user, by its device id', async () => {
    const devices = keyed(1);
    const token = await devices.issue('u-1');

    expect(token).toMatch(/^v1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await devices.verify(token, 'u-1')).toBe(token.split('.')[1]);
  });

  it('knows nothing of a token for another user, tampered, made under another key, or garbled', async () => {
    const devices = keyed(1);
    const token = await devices.issue('u-1');
    const [version, device, signature] = token.split('.');
    const otherDevice = `${device!.slice(0, -1)}${device!.endsWith('A') ? 'B' : 'A'}`;

    expect(await devices.verify(token, 'u-2')).toBeUndefined();
    expect(await devices.verify(`${version}.${otherDevice}.${signature}`, 'u-1')).toBeUndefined();
    expect(await keyed(2).verify(token, 'u-1')).toBeUndefined();
    for (const garbled of [undefined, '', 'v1', `${token}.x`, `v2.${device}.${signature}`, `v1.${device}.`])
      expect(await devices.verify(garbled, 'u-1')).toBeUndefined();
  });

  it('keeps a valid token at the next sign-in, and makes a new one for another', async () => {
    const devices = keyed(1);
    const token = await devices.issue('u-1');

    expect(await devices.issue('u-1', token)).toBe(token);
    const fresh = await devices.issue('u-2', token);
    expect(fresh).not.toBe(token);
    expect(await devices.verify(fresh, 'u-2')).toBeDefined();
  });
});
