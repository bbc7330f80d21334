import { expect, test, type Browser, type Page } from '@playwright/test';
import { AuthModel, registerThroughApi } from './models/auth.model';
import { ShellModel } from './models/shell.model';

// Issue 14 "Verification and identification" and "Bring a friend and referral", through the UI and
// the real API: a player uploads a document on the verification page, the development review control
// approves it and the page shows the new status; a friend opens the player's referral link (with a
// partner's tags), accepts the marketing cookies, registers, and appears in the player's list of
// invited friends, while the API stored the partner of the visit that brought them. Then the player
// writes to support with an attachment, sees the answer in the request's history, and shares an idea.

const SHOTS = process.env['E2E_SHOTS'] ?? '/tmp/G-shots';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** The first bytes of a PNG file: the API checks the content against the declared type. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

/** A new browser (the friend's device) with the age notice already answered. */
async function friendBrowser(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB', timezoneId: 'UTC' });
  const page = await context.newPage();
  await new ShellModel(page).withAgeConfirmed();
  return { context, page };
}

for (const layout of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`office verification and referral on ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a document is uploaded and approved; a friend registers through the referral link and is attributed', async ({ page, browser, request, baseURL }) => {
      test.setTimeout(180_000);
      const { email, password, stamp } = await registerThroughApi(request, { tag: 'ver', password: 'First-pass-1', name: 'Vera', surname: 'Player' });

      await new ShellModel(page).withAgeConfirmed();
      const auth = new AuthModel(page);
      await auth.signInFromHome(email, password);

      // Verification: both document types are asked; an identity document is uploaded and waits for review.
      await page.goto('/en/office/verification');
      const verification = page.getByTestId('office-verification');
      await expect(verification.getByTestId('verification-state')).toHaveText('Upload the documents below to verify your account.');
      await expect(verification.getByTestId('verification-type').locator('option')).toHaveText(['Identity document', 'Proof of address']);
      // document 001 §4: a new player's protection level is under 31, "bad"
      await expect(verification.getByTestId('verification-protection')).toContainText('weak');
      await verification.getByTestId('verification-type').selectOption('identity');
      // a GIF is refused before anything is sent
      await verification.getByTestId('verification-file').setInputFiles({ name: 'photo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(verification.getByTestId('verification-error')).toHaveText('Only JPEG, PNG or PDF files whose content matches their type are accepted.');
      await expect(verification.getByTestId('verification-send')).toBeDisabled();
      await verification.getByTestId('verification-file').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
      await verification.getByTestId('verification-send').click();
      await expect(verification.getByTestId('verification-notice')).toHaveText('The document was uploaded and waits for review.');
      const row = verification.getByTestId('verification-document');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('passport.png');
      await expect(row.getByTestId('verification-document-status')).toHaveText('Under review');
      await expect(verification.getByTestId('verification-state')).toHaveText('Your documents are being reviewed.');
      await shoot(page, 'verification-pending');

      // The reviewer approves it through the development control; the page shows the new status.
      const overview = (await (await page.request.get('/web-api/verification/v1')).json()) as { documents: Array<{ id: number }> };
      const documentId = overview.documents[0]!.id;
      const reviewed = await request.post(`/dev-api/verification/documents/${documentId}/review`, { data: { decision: 'approve' } });
      expect(reviewed.ok(), await reviewed.text()).toBeTruthy();
      await page.reload();
      await expect(row.getByTestId('verification-document-status')).toHaveText('Approved');
      await expect(verification.getByTestId('verification-type').locator('option')).toHaveText(['Proof of address']);
      await shoot(page, 'verification-approved');

      // Bring a friend: the player's link carries ?ref=<their id>.
      await page.goto('/en/office/bringfriend');
      const bring = page.getByTestId('office-bringfriend');
      const linkField = bring.getByTestId('bringfriend-link');
      await expect(linkField).toHaveValue(/\/\?ref=\d+$/);
      const link = await linkField.inputValue();
      await expect(bring.getByText('Nobody has registered through your link yet.')).toBeVisible();
      // the reward the API states: 10.00 in the player's currency per friend whose first deposit succeeds
      await expect(bring.getByTestId('bringfriend-terms')).toHaveText(/^For every friend whose first deposit succeeds you get .*10\.00.*, paid once per friend\.$/);

      // The friend opens the link with a partner's tags, accepts the marketing cookies and registers.
      const partner = `aff-${stamp.slice(-6)}`;
      const friend = await friendBrowser(browser, baseURL as string, layout.viewport);
      await friend.page.goto(`${link}&affid=${partner}&tag=spring`);
      const banner = friend.page.getByTestId('cookie-banner');
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await expect(banner).toBeHidden();
      await expect.poll(async () => (await friend.context.cookies()).find((cookie) => cookie.name === 'refererid')?.value).toBe(new URL(link).searchParams.get('ref'));
      const friendAuth = new AuthModel(friend.page);
      await friendAuth.openRegistrationPageFromHeader();
      const registration = friend.page.waitForResponse((response) => response.url().includes('/registration/full') && response.request().method() === 'POST');
      await friendAuth.registerWithEmail({ email: `e2e-friend-${stamp}@test.example`, password: 'Friend-pass-1', name: 'Fred', surname: 'Friend', birthDate: '1991-07-08' });
      const answer = await registration;
      expect(answer.ok(), await answer.text()).toBeTruthy();
      const friendId = ((await answer.json()) as { userId: number }).userId;
      await expect(friend.page.getByTestId('header-balance')).toBeVisible();

      // The API attributed the friend to the player and stored the partner of the visit.
      const attribution = (await (await request.get(`/dev-api/referral/attribution/${friendId}`)).json()) as { referrerId: number; partnerId: string; tags: Record<string, string> };
      expect(attribution.referrerId).toBe(Number(new URL(link).searchParams.get('ref')));
      expect(attribution.partnerId).toBe(partner);
      expect(attribution.tags['tag']).toBe('spring');
      await friend.context.close();

      // The friend appears in the player's list.
      await page.reload();
      await expect(bring.getByTestId('bringfriend-friend')).toHaveCount(1);
      await expect(bring.getByTestId('bringfriend-friend')).toContainText(String(friendId).slice(-2));
      await expect(bring.getByTestId('bringfriend-friend')).toContainText('No deposit yet');
      await expect(bring.getByTestId('bringfriend-counts')).toHaveText('Friends registered: 1, with a deposit: 0');
      await shoot(page, 'bringfriend');

      // Support: a request with an attachment, the support team's answer in its history, and an idea.
      await page.goto('/en/office/support');
      const support = page.getByTestId('office-support');
      await expect(support.getByText('You have no requests yet.')).toBeVisible();
      await support.getByTestId('support-topic').selectOption('payments');
      await support.getByTestId('support-text').fill('My deposit is not on the balance yet.');
      await support.getByTestId('support-file').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
      await support.getByTestId('support-send').click();
      await expect(support.getByTestId('support-notice')).toHaveText('Your request was sent. The answer will appear here.');
      const ticket = support.getByTestId('support-request');
      await expect(ticket).toHaveCount(1);
      await expect(ticket).toContainText('receipt.png');
      await expect(ticket.getByTestId('support-request-status')).toHaveText('Waiting for an answer');
      const tickets = (await (await page.request.get('/web-api/support/v1/requests')).json()) as { requests: Array<{ id: number }> };
      const replied = await request.post(`/dev-api/support/requests/${tickets.requests[0]!.id}/reply`, { data: { text: 'It is credited now.' } });
      expect(replied.ok(), await replied.text()).toBeTruthy();
      // Messages: the answer counts in the user configuration's user_msg_count until the page shows it.
      const msgCount = async () => ((await (await page.request.get('/web-api/api/web/user/v1/config')).json()) as { result: { user_msg_count: number } }).result.user_msg_count;
      expect(await msgCount()).toBe(1);
      await page.reload();
      await expect(ticket.getByTestId('support-request-status')).toHaveText('Answered');
      await expect(ticket).toContainText('It is credited now.');
      await expect(ticket.getByTestId('support-message-new')).toHaveText('New');
      await expect.poll(msgCount).toBe(0);
      await shoot(page, 'support');
      await page.goto('/en/office/share-idea');
      const idea = page.getByTestId('office-idea');
      await idea.getByTestId('support-text').fill('A dark theme for the coupon, please.');
      await idea.getByTestId('support-send').click();
      await expect(idea.getByTestId('support-notice')).toHaveText('Thank you, your idea was sent.');
      await expect(idea.getByTestId('support-request')).toHaveCount(1);
      await expect(idea.getByTestId('support-request')).toContainText('A dark theme for the coupon, please.');
    });
  });
}
