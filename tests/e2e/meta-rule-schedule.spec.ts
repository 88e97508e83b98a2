import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, screenshotAtBothWidths, test, WIDE } from '#tests/support/e2e/fixtures';
import { toasts } from '#tests/support/e2e/meta-campaign-setup';

const name = 'Schedule: pause at 23:00, activate at 06:00';

test('a schedule rule from its template, with chosen hours, shows its hours on the card', async ({
  page,
  signIn,
}) => {
  // Five accessibility checks on a shared machine.
  test.setTimeout(240_000);
  await page.setViewportSize(WIDE);
  await signIn();
  await page.goto('/meta-rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  const picker = page.getByRole('dialog', { name: 'New rule' });
  await picker.getByRole('radio', { name: /Schedule/ }).check();
  await picker.getByRole('combobox', { name: 'Pause at' }).click();
  await page.getByRole('option', { name: '23:00' }).click();
  await picker.getByRole('combobox', { name: 'Activate at' }).click();
  await page.getByRole('option', { name: '06:00' }).click();
  await screenshotAtBothWidths(page, 'meta-rule-schedule-template');
  await expectNoSeriousViolations(page, 'schedule template');
  await picker.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'New rule' }).filter({ has: page.getByLabel('Name') });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByRole('combobox', { name: 'Pause at (account time)' })).toHaveText('23:00');
  // Off: a schedule over all campaigns must not pause other specs' campaigns after their refreshes.
  await dialog.getByRole('switch', { name: /Enabled/ }).uncheck();
  await dialog.getByRole('switch', { name: /Only at chosen hours/ }).check();
  const hours = dialog.getByRole('group', { name: 'Hours (each from its start to the next)' });
  await hours.getByRole('button', { name: '23:00' }).click();
  await hours.getByRole('button', { name: '06:00' }).click();
  await expect(hours.getByRole('button', { name: '23:00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    dialog.getByRole('group', { name: 'Weekdays' }).getByRole('button', { name: 'Sat' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await screenshotAtBothWidths(page, 'meta-rule-schedule-dialog');
  await expectNoSeriousViolations(page, 'schedule rule dialog');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(toasts(page).getByText('Rule created')).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Pause at 23:00, activate at 06:00');
  await expect(card).toContainText('At its hours, by the clock (no conditions)');
  await expect(card).toContainText('06:00-07:00, 09:00-18:00, 23:00-00:00 on Mon-Fri (ad account time)');
  await screenshotAtBothWidths(page, 'meta-rule-schedule-card');
  await expectNoSeriousViolations(page, 'rules list with a schedule');

  // Removed again: the rules list of later specs starts as they expect (the toast would cover the button).
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: /Delete/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card).toBeHidden();
});
