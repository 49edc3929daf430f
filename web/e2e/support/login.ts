import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';

/**
 * Signs in as a person does: opens a login page (`/login`, `/seller/login`), types the email and password, checks the
 * filled-in form with axe and presses 'Log in'. What the page does next is the caller's to check.
 */
export async function submitLogin(
  page: Page,
  path: string,
  account: { email: string; password: string },
  a11yLabel: string,
): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await expectAccessible(page, a11yLabel);
  await page.getByRole('button', { name: 'Log in' }).click();
}
