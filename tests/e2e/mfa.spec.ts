import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, type NewUser, screenshotAtBothWidths, serverNow, test } from '#tests/support/e2e/fixtures';

/**
 * Second factors end to end: an authenticator app set up on the Security page and asked for at sign-in, a
 * recovery code, and a passkey made and used with Chromium's virtual authenticator. Every factor belongs to
 * a user this spec creates: the admin the other specs sign in as keeps signing in with a password alone.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

/**
 * What the app shows one time step from now, by the server's clock (the browser's runs from it too). The
 * next step's code is accepted at once, and always comes after the step the set-up code used.
 */
async function nextCode(request: APIRequestContext, secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: (await serverNow(request)) + 30_000 });
}

/** A new writer, signed in: every factor this spec sets up is theirs. */
async function newWriter(signInAsNewUser: (user: NewUser) => Promise<string>) {
  const user = { username: `mfa-${unique()}`, password: 'factor-secret-9' };
  return { ...user, email: await signInAsNewUser({ ...user, role: 'writer' }) };
}

async function openSecurityPage(page: Page, username: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  await page.getByRole('menuitem', { name: /Security/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
}

/** Signs out, then types the email and password: the second step should show. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
}

/** The page reloads at / half a second after the welcome toast, so the landing page is what is awaited. */
async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('second factors', () => {
  // Each sign-in hashes a real password (scrypt N=2^17) and each screen is shot twice and checked by axe.
  test.describe.configure({ timeout: 240_000 });

  test('an authenticator app is set up on the Security page and asked for at sign-in', async ({
    page,
    request,
    signInAsNewUser,
  }) => {
    const user = await newWriter(signInAsNewUser);
    await openSecurityPage(page, user.username);
    await expect(page.getByRole('region', { name: 'Authenticator app' }).getByText('Off')).toBeVisible();
    await screenshotAtBothWidths(page, 'mfa-security-page');
    await expectNoSeriousViolations(page, 'security page');

    await page.getByRole('button', { name: 'Set up' }).click();
    const password = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await password.getByLabel('Current Password').fill(user.password);
    await password.getByRole('button', { name: 'Continue' }).click();

    const enrol = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await expect(enrol.getByRole('img', { name: "QR code of the authenticator app's secret" })).toBeVisible();
    const secret = (await enrol.locator('code').innerText()).replaceAll(' ', '');
    await screenshotAtBothWidths(page, 'mfa-totp-enrolment');
    await expectNoSeriousViolations(page, 'authenticator app set-up');

    await enrol.getByLabel('Authentication code').fill('000000');
    await enrol.getByRole('button', { name: 'Turn on' }).click();
    await expect(toasts(page).getByText(/^The code is not correct/)).toBeVisible();
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await enrol
      .getByLabel('Authentication code')
      .fill(totp.generate({ timestamp: await serverNow(request) }));
    await enrol.getByRole('button', { name: 'Turn on' }).click();

    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
    const codes = await codesDialog
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    await screenshotAtBothWidths(page, 'mfa-recovery-codes');
    await expectNoSeriousViolations(page, 'recovery codes');
    await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByText('Recovery codes left: 10 of 10')).toBeVisible();

    await passwordStep(page, user.email, user.password);
    await screenshotAtBothWidths(page, 'mfa-sign-in-second-step');
    await expectNoSeriousViolations(page, 'sign-in second step');
    await page.getByLabel('Authentication code').fill(await nextCode(request, secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);

    // A recovery code instead, once.
    await passwordStep(page, user.email, user.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
  });

  test('a passkey is added, used to sign in, and reset by an admin', async ({
    page,
    signIn,
    signInAsNewUser,
  }) => {
    const user = await newWriter(signInAsNewUser);
    // Chromium's virtual authenticator stands in for a phone or a security key.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await openSecurityPage(page, user.username);

    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByLabel('Name').fill('Work laptop');
    await dialog.getByLabel('Current Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(toasts(page).getByText('You can finish signing in with it.')).toBeVisible();
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await expect(passkeys.getByText('Work laptop')).toBeVisible();
    await expect(passkeys.getByText(/not used yet/)).toBeVisible();
    await screenshotAtBothWidths(page, 'mfa-security-passkey');
    await expectNoSeriousViolations(page, 'security page with a passkey');

    await passwordStep(page, user.email, user.password);
    await expect(page.getByLabel('Authentication code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expectSignedIn(page);

    await openSecurityPage(page, user.username);
    await expect(passkeys.getByText(/last used/)).toBeVisible();

    // The phone is lost: an admin resets the user's factors from User Management.
    await page.context().clearCookies();
    await signIn();
    await page.goto('/users');
    const row = page
      .getByRole('table', { name: 'Users' })
      .getByRole('row', { name: new RegExp(user.username) });
    await expect(row.getByText('2FA', { exact: true })).toBeVisible();
    await screenshotAtBothWidths(page, 'mfa-users-2fa');
    await row.getByRole('button', { name: `2FA: reset second factor of ${user.username}` }).click();
    await page
      .getByRole('dialog', { name: 'Reset Second Factor' })
      .getByRole('button', { name: 'Reset' })
      .click();
    await expect(toasts(page).getByText(/signs in with their password alone/)).toBeVisible();
    await expect(row.getByText('2FA', { exact: true })).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(user.email, user.password);
  });
});
