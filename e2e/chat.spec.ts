import type { Browser, Page } from '@playwright/test';
import { api, appReady, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { expect, test } from './test';

const PASSWORD = 'a calm river at dusk';

/** The chat's texts the journey looks for, from the web catalogue's wording. */
const words = {
  en: {
    chat: 'Chat',
    connections: 'Connections',
    message: (name: string) => `Message ${name}`,
    yourMessage: 'Your message',
    send: 'Send',
    reconnecting: 'Reconnecting…',
    failed: 'Failed to send message. Try refreshing the page to reconnect.',
    retry: 'Retry',
    edit: 'Edit',
    editTitle: 'Edit your message',
    save: 'Save',
    edited: 'edited',
    delete: 'Delete',
    deleteTitle: 'Delete this message?',
    deleted: 'Message deleted',
    report: 'Report',
    reportTitle: 'Report this message',
    reportSend: 'Send the report',
    reported: 'Thank you. The message was reported.',
    block: 'Block',
    blockTitle: (name: string) => `Block ${name}?`,
    cancel: 'Cancel',
    safety: 'Chat is not watched around the clock',
    crisis: 'Crisis help',
    newMessage: (name: string) => `New message from ${name}`,
  },
  fr: {
    chat: 'Messagerie',
    connections: 'Relations',
    message: (name: string) => `Écrire à ${name}`,
    yourMessage: 'Votre message',
    send: 'Envoyer',
    reconnecting: 'Reconnexion…',
    failed: "Échec de l'envoi du message. Essayez d'actualiser la page pour vous reconnecter.",
    retry: 'Réessayer',
    edit: 'Modifier',
    editTitle: 'Modifier votre message',
    save: 'Enregistrer',
    edited: 'modifié',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer ce message ?',
    deleted: 'Message supprimé',
    report: 'Signaler',
    reportTitle: 'Signaler ce message',
    reportSend: 'Envoyer le signalement',
    reported: 'Merci. Le message a été signalé.',
    block: 'Bloquer',
    blockTitle: (name: string) => `Bloquer ${name} ?`,
    cancel: 'Annuler',
    safety: "La messagerie n'est pas surveillée en permanence",
    crisis: 'Aide en cas de crise',
    newMessage: (name: string) => `Nouveau message envoyé par ${name}`,
  },
} as const;

/** Two members connected (Mina invited Sam to share, Sam accepted), each signed in in their own browser. */
async function connectedPair(browser: Browser, page: Page, lang: Lang) {
  const mina = uniqueEmail('chat-mina');
  const sam = uniqueEmail('chat-sam');
  await signUpQuickly(page, lang, mina, PASSWORD, 'Mina');
  await api(
    page,
    'POST',
    '/api/invitations',
    { data: { type: 'invitations', attributes: { scope: 'connection', role: 'reporter', email: sam } } },
    lang,
  );
  // The other browser has the same screen as the first (375 px in the phone project).
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const other = await context.newPage();
  await signUpQuickly(other, lang, sam, PASSWORD, 'Sam');
  const pending = await api(other, 'GET', '/api/invitations', undefined, lang);
  for (const invitation of pending.data) {
    await api(other, 'POST', `/api/invitations/${invitation.id}/accept`, undefined, lang);
  }
  return { other, context };
}

/** The message list's item holding this text. */
const bubble = (page: Page, text: string) => page.locator('li', { hasText: text });

async function send(page: Page, lang: Lang, text: string) {
  await page.getByLabel(words[lang].yourMessage).fill(text);
  await page.getByRole('button', { name: words[lang].send, exact: true }).click();
}

async function chatJourney(browser: Browser, page: Page, lang: Lang) {
  const w = words[lang];
  const { other, context } = await connectedPair(browser, page, lang);

  // Sam, who shares with Mina, starts the conversation from his Connections list.
  await other.goto('/profile#permissions');
  await appReady(other);
  await other
    .getByRole('region', { name: w.connections })
    .getByRole('button', { name: w.message('Mina Rivera') })
    .click();
  await expect(other).toHaveURL(/\/chat\/[^/]+$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Mina Rivera' })).toBeVisible();

  // Mina opens it: crisis help one click away, axe clean.
  await page.goto(other.url());
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Rivera' })).toBeVisible();
  await expect(page.getByText(w.safety)).toBeVisible();
  await expect(page.getByRole('link', { name: w.crisis }).first()).toBeVisible();
  await expectAccessible(page);

  // Mina writes; Sam reads it live, without reloading.
  await send(page, lang, 'Hello Sam, are you around?');
  await expect(bubble(other, 'Hello Sam, are you around?')).toHaveCount(1);
  await expect(other.locator('[aria-live="polite"]')).toHaveText(w.newMessage('Mina Rivera'));

  // Sam goes offline: "Reconnecting…"; Mina sends two; back online, Sam has each exactly once.
  await context.setOffline(true);
  await expect(other.getByText(w.reconnecting)).toBeVisible();
  await send(page, lang, 'First while you were away');
  await send(page, lang, 'Second while you were away');
  await expect(bubble(page, 'Second while you were away')).toHaveCount(1);
  await context.setOffline(false);
  await expect(bubble(other, 'First while you were away')).toHaveCount(1);
  await expect(bubble(other, 'Second while you were away')).toHaveCount(1);
  await expect(other.getByText(w.reconnecting)).toHaveCount(0);

  // Mina offline: her message stays unsent with the spec's words; Retry sends it once.
  await page.context().setOffline(true);
  await send(page, lang, 'Sent from a tunnel');
  await expect(page.getByText(w.failed).first()).toBeVisible();
  await page.context().setOffline(false);
  await page.getByRole('button', { name: w.retry }).click();
  await expect(page.getByRole('button', { name: w.retry })).toHaveCount(0);
  await expect(bubble(other, 'Sent from a tunnel')).toHaveCount(1);
  await expect(bubble(page, 'Sent from a tunnel')).toHaveCount(1);

  // Edit: the new text reaches Sam, marked "edited".
  await bubble(page, 'Hello Sam, are you around?').getByRole('button', { name: w.edit }).click();
  const editDialog = page.getByRole('dialog', { name: w.editTitle });
  await expect(editDialog).toBeVisible();
  await expectAccessible(page);
  await editDialog.getByLabel(w.yourMessage).fill('Hello Sam, are you free today?');
  await editDialog.getByRole('button', { name: w.save }).click();
  await expect(bubble(other, 'Hello Sam, are you free today?')).toHaveCount(1);
  await expect(bubble(other, 'Hello Sam, are you free today?').getByText(w.edited)).toBeVisible();

  // Delete: a tombstone for both.
  await bubble(page, 'Sent from a tunnel').getByRole('button', { name: w.delete }).click();
  const deleteDialog = page.getByRole('dialog', { name: w.deleteTitle });
  await expect(deleteDialog).toBeVisible();
  await expectAccessible(page);
  await deleteDialog.getByRole('button', { name: w.delete }).click();
  await expect(bubble(page, w.deleted)).toHaveCount(1);
  await expect(bubble(other, w.deleted)).toHaveCount(1);
  await expect(bubble(other, 'Sent from a tunnel')).toHaveCount(0);

  // Sam reports a message (a dialog with a note), then opens Block and cancels: axe with each open.
  await bubble(other, 'First while you were away').getByRole('button', { name: w.report }).click();
  const reportDialog = other.getByRole('dialog', { name: w.reportTitle });
  await expect(reportDialog).toBeVisible();
  await expectAccessible(other);
  await reportDialog.getByRole('button', { name: w.reportSend }).click();
  await expect(other.getByText(w.reported)).toBeVisible();
  await other.getByRole('button', { name: w.block, exact: true }).click();
  const blockDialog = other.getByRole('dialog', { name: w.blockTitle('Mina Rivera') });
  await expect(blockDialog).toBeVisible();
  await expectAccessible(other);
  await blockDialog.getByRole('button', { name: w.cancel }).click();

  // The list: Sam's conversation with Mina, no unread left.
  await other.goto('/chat');
  await appReady(other);
  await expect(other.getByRole('heading', { level: 1, name: w.chat })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Mina Rivera' })).toBeVisible();
  await expectAccessible(other);
  await context.close();

  // On the narrowest phone, nothing of the conversation leaves the screen sideways.
  if ((page.viewportSize()?.width ?? 1280) < 400) {
    await page.setViewportSize({ width: 320, height: 640 });
    const sendButton = page.getByRole('button', { name: w.send, exact: true });
    await sendButton.scrollIntoViewIfNeeded();
    const box = await sendButton.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
    // What passes the right edge, named, so a failure says which element.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > 321)
        .map((element) => `${element.tagName}.${element.className}:${element.textContent?.slice(0, 40)}`)
        .slice(0, 8),
    );
    expect(wide).toEqual([]);
  }
}

for (const lang of ['en', 'fr'] as const) {
  test(`two people chat live, through a drop and an unsent message (${lang})`, async ({ browser, page }) => {
    test.setTimeout(180_000);
    await chatJourney(browser, page, lang);
  });
}

test('chat on a phone (375 px), keyboard and axe clean @phone', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await chatJourney(browser, page, 'fr');
});
