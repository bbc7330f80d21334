import { expect, test } from '@playwright/test';
import { AuthModel, registerThroughApi } from './models/auth.model';
import { ShellModel } from './models/shell.model';

// Document 000 §2 "Other modals: user question": a question the operator has for the player (asked
// here by the development control) is offered after sign-in and answered once; the API refuses a
// second answer with a code.

const SHOTS = process.env['E2E_SHOTS'] ?? '/tmp/Y-shots';

for (const layout of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`user question on ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, locale: 'en-GB', timezoneId: 'UTC' });

    test('asks the question after sign-in, sends the answer once and closes', async ({ page, request }) => {
      test.setTimeout(120_000);
      const { email, password, userId } = await registerThroughApi(request, { tag: 'question', password: 'Question-pass-1', name: 'Quinn', surname: 'Question' });
      const asked = await request.post(`/dev-api/users/${userId}/questions`, { data: { text: 'How did you hear of us?', options: ['Friends', 'Search', 'Other'] } });
      expect(asked.ok(), await asked.text()).toBeTruthy();
      const { id } = (await asked.json()) as { id: number };

      await new ShellModel(page).withAgeConfirmed();
      await new AuthModel(page).signInFromHome(email, password);

      const modal = page.getByTestId('user-question');
      await expect(modal).toBeVisible({ timeout: 30_000 });
      await expect(modal.getByRole('heading')).toHaveText('A question for you');
      await expect(modal.getByTestId('user-question-text')).toHaveText('How did you hear of us?');
      const send = modal.getByRole('button', { name: 'Send answer' });
      await expect(send).toBeDisabled();
      await modal.getByRole('radio', { name: 'Search' }).check();
      await page.screenshot({ path: `${SHOTS}/user-question-${layout.viewport.width}.png` });
      await send.click();
      await expect(modal).toBeHidden({ timeout: 30_000 });

      // answered once: nothing left to ask, and a second answer is refused
      const open = await page.request.get('/web-api/user/v1/questions');
      expect(await open.json()).toEqual({ questions: [] });
      const again = await page.request.post(`/web-api/user/v1/questions/${id}/answer`, { data: { option: 0 } });
      expect(again.status()).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'question_already_answered' });
      await page.reload();
      await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
      await expect(modal).toBeHidden();
    });
  });
}
