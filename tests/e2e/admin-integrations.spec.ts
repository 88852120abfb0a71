import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signInAsAdminByApi } from './admin-session.ts';
import { expectNoSeriousA11yIssues } from './helpers.ts';

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver on loopback (WEBHOOK_ALLOW_PRIVATE_HOSTS lets the server reach it) that can hold its answer. */
async function startReceiver() {
  const received: Received[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => (release = resolve));
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then(async (body) => {
      received.push({ headers: req.headers as Record<string, string>, body });
      await held;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok: received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${Date.now()}`,
    received,
    hold: () => (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Presses Enter on a control reached by focus, as a keyboard user would after tabbing to it. */
async function press(page: Page, control: ReturnType<Page['getByRole']>, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an admin adds an endpoint, sees its secret once, tests it, pauses, rotates and deletes it, by keyboard', async ({ page }) => {
      const receiver = await startReceiver();
      try {
        await signInAsAdminByApi(page);
        await page.goto('/admin/dashboard');
        await press(page, page.getByRole('link', { name: 'Integrations' }));
        await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
        await expect(page.getByTestId('hubspot-status')).toContainText('Not connected');

        // The form's own messages first: nothing typed, Enter.
        const form = page.getByRole('region', { name: 'Add endpoint' });
        await press(page, form.getByRole('button', { name: 'Add endpoint' }));
        await expect(form.getByText('Enter the address of your webhook endpoint.')).toBeVisible();
        await expect(form.getByText('Choose at least one event.')).toBeVisible();
        await expect(form.getByLabel('Endpoint URL')).toBeFocused();

        // A refused address: the server's reason, under the field.
        await page.keyboard.type('http://example.com/hooks');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect(form.getByLabel('submission.created')).toBeChecked();
        await press(page, form.getByRole('button', { name: 'Add endpoint' }));
        await expect(form.getByText('Webhook endpoints must use https.')).toBeVisible();
        await expectNoSeriousA11yIssues(page, { label: 'form with errors' });

        await form.getByLabel('Endpoint URL').fill(receiver.url);
        await form.getByLabel('Description (optional)').fill('E2E receiver');
        await press(page, form.getByRole('button', { name: 'Add endpoint' }));

        const added = page.getByRole('dialog', { name: 'Endpoint added' });
        await expect(added).toContainText('it will not be shown again');
        const secret = await added.getByLabel('Signing secret').inputValue();
        expect(secret).toMatch(/^whsec_/);
        await expectNoSeriousA11yIssues(page, { label: 'secret dialog' });
        await page.keyboard.press('Escape');
        await expect(added).toBeHidden();

        const table = page.getByRole('region', { name: 'Webhook endpoints' });
        const row = table.locator('tr', { hasText: receiver.url });
        await expect(row).toContainText('Active');
        await page.reload();
        await expect(row).toBeVisible();
        expect(await page.content()).not.toContain(secret);

        // Send test event: "Queued" while the receiver holds its answer, "Delivered" only once it answered 200.
        await press(page, row.getByRole('button', { name: 'Send test event' }));
        await expect(row).toContainText('Test event: Queued');
        await expect.poll(() => receiver.received.length).toBe(1);
        await expect(row).not.toContainText('Delivered');
        receiver.release();
        await expect(row).toContainText('Test event: Delivered (HTTP 200)');
        const [first] = receiver.received;
        expect(new Webhook(secret).verify(first!.body, first!.headers)).toMatchObject({ type: 'webhook.test', version: 1 });

        await press(page, row.getByRole('button', { name: 'Delivery log' }));
        const log = page.getByRole('region', { name: 'Delivery log' });
        const delivered = log.locator('tbody tr').first();
        await expect(delivered).toContainText('webhook.test');
        await expect(delivered).toContainText('Delivered');
        await expect(delivered.locator('pre')).toHaveText('ok: received');
        await expectNoSeriousA11yIssues(page, { label: 'delivery log' });

        // Redeliver: the same webhook-id again, so the receiver can dedupe.
        await press(page, delivered.getByRole('button', { name: /^Redeliver/ }));
        await expect.poll(() => receiver.received.length).toBe(2);
        expect(receiver.received[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);

        await press(page, row.getByRole('button', { name: 'Pause' }));
        await expect(row).toContainText('Paused by an admin');
        // What was already queued is not lost: it waits for the resume.
        await expect(page.getByRole('status').filter({ hasText: 'Endpoint paused' })).toContainText('events already queued wait until you resume it');
        await press(page, row.getByRole('button', { name: 'Resume' }));
        await expect(row).toContainText('Active');
        await expect(page.getByRole('status').filter({ hasText: 'Endpoint resumed' })).toContainText('queued to send now');

        await press(page, row.getByRole('button', { name: 'Rotate secret' }));
        const confirmRotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
        await expect(confirmRotate).toBeVisible();
        await expect(confirmRotate.getByRole('button', { name: 'Cancel' })).toBeFocused();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        const rotated = page.getByRole('dialog', { name: 'New signing secret' });
        await expect(rotated).toContainText('it will not be shown again');
        expect(await rotated.getByLabel('Signing secret').inputValue()).not.toBe(secret);
        await press(page, rotated.getByRole('button', { name: 'Done' }));
        await expect(rotated).toBeHidden();

        await press(page, row.getByRole('button', { name: 'Delete' }));
        const confirmDelete = page.getByRole('dialog', { name: 'Delete this endpoint?' });
        await expect(confirmDelete).toContainText(receiver.url);
        await expectNoSeriousA11yIssues(page, { label: 'delete dialog' });
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect(confirmDelete).toBeHidden();
        await expect(page.locator('tr', { hasText: receiver.url })).toHaveCount(0);
        await expectNoSeriousA11yIssues(page, { label: 'after delete' });
      } finally {
        receiver.release();
        await receiver.close();
      }
    });
  });
}

test('the Integrations page sends everyone but admins to sign in', async ({ page }) => {
  const res = await page.request.get('/admin/integrations', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/admin');
});
