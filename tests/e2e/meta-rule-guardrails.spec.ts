import type { AccountGuardrails, RuleGuardrailsResponse } from '#shared/schemas/meta-rule-guardrails';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import {
  expect,
  PHONE,
  screenshot,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  test,
} from '#tests/support/e2e/fixtures';
import { headers, toasts } from '#tests/support/e2e/meta-campaign-setup';

const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test.describe.configure({ mode: 'serial' });

test('an admin sets an ad account’s caps on the Guardrails tab', async ({ page, signIn }) => {
  // The accessibility scan is slow on a busy machine.
  test.setTimeout(150_000);
  await signIn();
  expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
  const before = (await (
    await page.request.get('/api/meta/rule-guardrails')
  ).json()) as RuleGuardrailsResponse;
  const account = before.accounts[0] as AccountGuardrails;

  await page.goto('/meta-rules');
  await page.getByRole('tab', { name: 'Guardrails' }).click();
  await expect(page).toHaveURL(/\/meta-rules\/guardrails$/);
  const card = page.getByRole('article', { name: account.name });
  // Other specs' rules may have raised budgets or copied today: the usage shown is the API's.
  const used = usd(account.usedToday.increaseUsd);
  await expect(card.getByText(`${used} of no cap`)).toBeVisible();

  const daily = card.getByRole('textbox', { name: 'Most added to daily budgets per day (USD)' });
  const perCampaign = card.getByRole('textbox', { name: 'Highest daily budget per campaign (USD)' });
  const copies = card.getByRole('textbox', { name: 'Most copies per day' });
  // A value the server would refuse is refused here in its words, and nothing is saved.
  await copies.fill('1.5');
  await card.getByRole('button', { name: 'Save guardrails' }).click();
  await expect(card.getByText('The copies cap must be a whole number')).toBeVisible();

  await daily.fill('500');
  await perCampaign.fill('250');
  await copies.fill('3');
  await card.getByRole('button', { name: 'Save guardrails' }).click();
  await expect(toasts(page).getByText('Guardrails saved')).toBeVisible();
  await expect(card.getByText(`${used} of $500.00`)).toBeVisible();
  await expect(card.getByText(`${account.usedToday.copies} of 3`)).toBeVisible();
  const after = (await (
    await page.request.get('/api/meta/rule-guardrails')
  ).json()) as RuleGuardrailsResponse;
  expect(after.accounts[0]).toMatchObject({
    accountId: account.accountId,
    maxDailyIncreaseUsd: 500,
    maxCampaignBudgetUsd: 250,
    maxCopiesPerDay: 3,
  });
  await expect(toasts(page).getByText('Guardrails saved')).toBeHidden();
  await screenshotAtBothWidths(page, 'meta-rule-guardrails');
  await screenshotScrolledTo(
    page,
    card.getByRole('button', { name: 'Save guardrails' }),
    'meta-rule-guardrails-form',
  );
  await expectNoSeriousViolations(page, 'guardrails of an admin at 1440');
});

test('a viewer reads the caps without a form', async ({ page, signInAsNewUser }) => {
  test.setTimeout(120_000);
  const username = `caps-viewer-${Date.now().toString(36)}`;
  await signInAsNewUser({ username, password: 'viewer-password', role: 'viewer' });

  await page.setViewportSize(PHONE);
  await page.goto('/meta-rules/guardrails');
  const card = page.getByRole('article').first();
  await expect(card.getByText('$500.00', { exact: true })).toBeVisible();
  await expect(page.getByText(/Only an administrator .* can change the caps/)).toBeVisible();
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await card.getByText('Most copies per day').scrollIntoViewIfNeeded();
  await screenshot(page, 'meta-rule-guardrails-viewer-390');
  await expectNoSeriousViolations(page, 'guardrails of a viewer at 390');
});
