import { expect, test } from '@playwright/test';
import { ShellModel } from './models/shell.model';

test('a visitor opening / lands on /en/ and sees the configured site name', async ({ page }, testInfo) => {
  const shell = new ShellModel(page);
  await shell.open('/');
  await shell.expectLanguage('en');
  await expect(page.getByTestId('home').getByRole('heading', { level: 1 })).toHaveText('Welcome to Kickoff');
  await expect(shell.header()).toContainText('Kickoff');
  await expect(shell.footer()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('an unknown page inside a language shows the 404 page', async ({ page }) => {
  await page.goto('/en/this-page-does-not-exist');
  await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
});
