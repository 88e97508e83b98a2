import { Secret, TOTP } from 'otpauth';
import type { TestStack } from './test-stack';

/** What an authenticator app holding `secret` shows at `nowMs` (the stack's clock, not this machine's). */
export const totpCode = (secret: string, nowMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: nowMs,
  });

/** The `name=value` part of the pending-sign-in cookie a response sets, or undefined. */
export function pendingCookieOf(response: Response): string | undefined {
  return /kw_mfa_pending=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
}

/**
 * Sets up an authenticator app for the user of `cookie` and returns its secret and recovery codes. The
 * clock then moves on one time step, so the code used to confirm is not the one a sign-in needs next.
 */
export async function enrolTotp(t: TestStack, cookie: string, currentPassword: string) {
  const started = await t.call('POST', '/api/me/mfa/totp', { cookie, body: { currentPassword } });
  if (started.status !== 200)
    throw new Error(`starting TOTP failed: ${started.status} ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await t.call('POST', '/api/me/mfa/totp/confirm', {
    cookie,
    body: { code: totpCode(secret, t.stack.clock.now()) },
  });
  if (confirmed.status !== 200)
    throw new Error(`confirming failed: ${confirmed.status} ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  t.stack.clock.set(t.stack.clock.now() + 30_000);
  return { secret, recoveryCodes };
}
