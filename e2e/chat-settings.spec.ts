import { api, appReady, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * The profile's Chat tab (a setting kept across a reload, unblocking someone) and the platform
 * administrators' queue of reported messages (issue 29). What the journeys need from others (a
 * connection, a block, messages, a report) is set up through the API the web app calls.
 */

// The start-up bootstrap's platform administrator (e2e/serve.ts); its profile says English.
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a quiet harbour at dawn';

const w = {
  en: {
    readReceipts: 'Read receipts',
    notifications: 'E-mail and push for unread messages',
    saved: 'Chat settings saved.',
    blockedTitle: 'Blocked people',
    unblock: (name: string) => `Unblock ${name}`,
    unblocked: (name: string) => `${name} is unblocked.`,
    noneBlocked: 'You have not blocked anyone.',
  },
  fr: {
    readReceipts: 'Confirmations de lecture',
    notifications: 'Courriel et notification pour les messages non lus',
    saved: 'Réglages de messagerie enregistrés.',
    blockedTitle: 'Personnes bloquées',
    unblock: (name: string) => `Débloquer ${name}`,
    unblocked: (name: string) => `Vous avez débloqué ${name}.`,
    noneBlocked: 'Vous n’avez bloqué personne.',
  },
};

const reports = {
  adminLink: 'Message reports',
  title: 'Message reports',
  reported: 'Reported message',
  close: 'Close the report',
  closed: 'The report is closed.',
  closedBadge: 'Closed',
};

/** Two members, each signed in on a page, connected (the second shares with the first). */
async function connectedPair(page: Page, browser: Browser, lang: Lang) {
  await signUpQuickly(page, lang, uniqueEmail('chat-a'), PASSWORD, 'Robin');
  const other = await (await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' })).newPage();
  const otherEmail = uniqueEmail('chat-b');
  await signUpQuickly(other, lang, otherEmail, PASSWORD, 'Sacha');
  await api(page, 'POST', '/api/invitations', {
    data: { type: 'invitations', attributes: { scope: 'connection', role: 'reporter', email: otherEmail } },
  });
  const pending = await api(other, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(other, 'POST', `/api/invitations/${invitation.id}/accept`);
  const [me, them] = await Promise.all([api(page, 'GET', '/api/session'), api(other, 'GET', '/api/session')]);
  return {
    other,
    mySlug: me.data.id as string,
    otherSlug: them.data.id as string,
    otherName: 'Sacha Rivera',
  };
}

async function openChatSettings(page: Page) {
  await page.goto('/profile#chat');
  await appReady(page);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const x = w[lang];

  test.describe(`chat settings (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a setting turned on stays on after a reload, and a blocked person is unblocked', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const { otherSlug, otherName } = await connectedPair(page, browser, lang);

      await openChatSettings(page);
      const receipts = page.getByRole('switch', { name: x.readReceipts });
      await expect(receipts).not.toBeChecked();
      await expect(page.getByRole('switch', { name: x.notifications })).toBeChecked();
      await expectAccessible(page);
      await receipts.click();
      await expect(page.getByText(x.saved)).toBeVisible();
      await page.reload();
      await appReady(page);
      await expect(page.getByRole('switch', { name: x.readReceipts })).toBeChecked();

      await api(page, 'POST', '/api/blocks', {
        data: { type: 'blocks', relationships: { user: { data: { type: 'users', id: otherSlug } } } },
      });
      // Blocked elsewhere (the API, as a conversation's Block would): the page is loaded again.
      await page.reload();
      await appReady(page);
      const blocked = page.getByRole('region', { name: x.blockedTitle });
      await expect(blocked.getByText(otherName)).toBeVisible();
      await expectAccessible(page);
      await blocked.getByRole('button', { name: x.unblock(otherName) }).click();
      await expect(page.getByText(x.unblocked(otherName))).toBeVisible();
      await expect(blocked.getByText(x.noneBlocked)).toBeVisible();
      expect((await api(page, 'GET', '/api/blocks')).data).toEqual([]);
    });

    test('a platform administrator reads a reported message with the ones before it, and closes it', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const { other, mySlug } = await connectedPair(page, browser, lang);
      const started = await api(other, 'POST', '/api/conversations', {
        data: {
          type: 'conversations',
          relationships: { participant: { data: { type: 'users', id: mySlug } } },
        },
      });
      const conversation = started.data.id as string;
      const suffix = Math.random().toString(36).slice(2, 7);
      const texts = [`Hello there ${suffix}`, `Are you free later ${suffix}?`, `Answer me now ${suffix}!`];
      for (const body of texts) {
        await api(other, 'POST', '/api/messages', {
          data: {
            type: 'messages',
            attributes: { body, client_id: crypto.randomUUID() },
            relationships: { conversation: { data: { type: 'conversations', id: conversation } } },
          },
        });
      }
      const received = await api(page, 'GET', `/api/conversations/${conversation}/messages`);
      const last = (received.data as { id: string; attributes: { body: string } }[]).find(
        (message) => message.attributes.body === texts[2],
      );
      const note = `This felt threatening ${suffix}`;
      await api(page, 'POST', '/api/message_reports', {
        data: {
          type: 'message_reports',
          attributes: { note },
          relationships: { message: { data: { type: 'messages', id: last?.id } } },
        },
      });

      const admin = await (await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' })).newPage();
      await api(admin, 'POST', '/api/session', {
        data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
      });
      await admin.goto('/admin');
      await admin.getByRole('link', { name: reports.adminLink, exact: true }).click();
      await expect(admin.getByRole('heading', { level: 1, name: reports.title })).toBeVisible();
      const report = admin.getByRole('article').filter({ hasText: note });
      for (const body of texts) await expect(report.getByText(body)).toBeVisible();
      await expect(report.locator('li', { hasText: reports.reported })).toContainText(texts[2] as string);
      await expectAccessible(admin);
      await report.getByRole('button', { name: reports.close }).click();
      await expect(admin.getByText(reports.closed)).toBeVisible();
      await expect(report.getByText(reports.closedBadge, { exact: true })).toBeVisible();
      await expect(report.getByRole('button', { name: reports.close })).toHaveCount(0);
      await expectAccessible(admin);
    });
  });
}
