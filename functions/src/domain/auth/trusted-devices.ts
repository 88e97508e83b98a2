import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeviceKeyStore } from '../../ports/device-key';

/**
 * Browsers that signed in to an account before, known by a device cookie (decision 027, amended): a
 * random device id and an HMAC-SHA256 of it with the user's id under the server's key. The cookie names
 * no user; only the server can make one, and one made for a user proves nothing for another.
 */
export interface TrustedDevices {
  /** A device token for a browser that just signed in as `userId`: `token` again when it is still valid. */
  issue(userId: string, token?: string): Promise<string>;
  /** The device id of `token` when this server made it for `userId`, else undefined. */
  verify(token: string | undefined, userId: string): Promise<string | undefined>;
}

const VERSION = 'v1';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export function createTrustedDevices(keys: DeviceKeyStore): TrustedDevices {
  const mac = async (userId: string, deviceId: string) =>
    createHmac('sha256', await keys.key())
      .update(`${VERSION}.${userId}.${deviceId}`)
      .digest();

  async function verify(token: string | undefined, userId: string) {
    const [version, deviceId, signature, ...rest] = (token ?? '').split('.');
    if (version !== VERSION || !deviceId || !DEVICE_ID.test(deviceId) || !signature || rest.length > 0)
      return undefined;
    const expected = await mac(userId, deviceId);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  return {
    verify,
    async issue(userId, token) {
      if (token && (await verify(token, userId))) return token;
      const deviceId = randomBytes(16).toString('base64url');
      return `${VERSION}.${deviceId}.${(await mac(userId, deviceId)).toString('base64url')}`;
    },
  };
}
