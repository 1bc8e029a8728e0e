// A video call between two people (issue 29): two browser contexts in Chromium with fake camera
// and microphone (playwright.config.ts). The page exposes its RTCPeerConnection to the test only
// when the test sets `localStorage['evenkeel:expose-call']` (web/src/features/calls/lib/test-hook.ts),
// so what is asserted is what the browser itself reports: connection state and getStats().
import type { ChildProcess } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { api, appReady, expectAccessible, signUpQuickly, uniqueEmail } from './support';
import { expect, test } from './test';
import { startTurnServer, stopTurnServer } from './turn';

const PASSWORD = 'a call test passphrase 2026';

declare global {
  interface Window {
    /** Set by the page when the test asks (features/calls/lib/test-hook.ts). */
    __evenkeelCall?: RTCPeerConnection | null;
  }
}

// One coturn for the file: its tests run one after the other.
test.describe.configure({ mode: 'serial' });
let turn: ChildProcess | undefined;
test.beforeAll(async () => {
  turn = await startTurnServer();
});
test.afterAll(async () => {
  await stopTurnServer(turn);
});

/** The texts the test reads, in each language (the relay run is the French one). */
const words = {
  en: {
    call: 'Video call',
    calling: 'Calling…',
    incoming: 'Incoming video call',
    answer: 'Answer',
    end: 'End call',
    ended: 'The call ended.',
  },
  fr: {
    call: 'Appel vidéo',
    calling: 'Appel en cours…',
    incoming: 'Appel vidéo entrant',
    answer: 'Répondre',
    end: 'Raccrocher',
    ended: 'L’appel est terminé.',
  },
} as const;

async function person(browser: Browser, baseURL: string, name: string, relay: boolean) {
  const lang = relay ? 'fr' : 'en';
  const context = await browser.newContext({
    baseURL,
    locale: `${lang}-CA`,
    viewport: { width: 375, height: 740 },
  });
  await context.addInitScript((relayOnly) => {
    window.localStorage.setItem('evenkeel:expose-call', '1');
    if (relayOnly) window.localStorage.setItem('evenkeel:ice-relay', '1');
  }, relay);
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase());
  await signUpQuickly(page, lang, email, PASSWORD, name);
  return { page, email };
}

/** Waits for this page's peer connection to report `connected`. */
const connected = (page: Page) =>
  page.waitForFunction(() => window.__evenkeelCall?.connectionState === 'connected', undefined, {
    timeout: 10_000,
  });

/** Video frames this page decoded from the other person (inbound-rtp, kind video). */
const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    const stats = await window.__evenkeelCall?.getStats();
    let frames = 0;
    stats?.forEach((report: Record<string, unknown>) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video')
        frames += Number(report.framesDecoded ?? 0);
    });
    return frames;
  });

/** The candidate types of the pair ICE selected (through the transport's selectedCandidatePairId). */
const selectedPair = (page: Page) =>
  page.evaluate(async () => {
    const stats = await window.__evenkeelCall?.getStats();
    if (!stats) return null;
    const all = [...stats.values()] as Record<string, unknown>[];
    const transport = all.find((report) => report.type === 'transport' && report.selectedCandidatePairId);
    const pair = all.find((report) => report.id === transport?.selectedCandidatePairId);
    const local = all.find((report) => report.id === pair?.localCandidateId);
    const remote = all.find((report) => report.id === pair?.remoteCandidateId);
    return { local: local?.candidateType, remote: remote?.candidateType };
  });

for (const relay of [false, true]) {
  test(`A calls B, B answers: both connect and B sees A's video${relay ? ', through TURN only, in French' : ''}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const text = words[relay ? 'fr' : 'en'];
    const a = await person(browser, baseURL as string, 'Ada', relay);
    const b = await person(browser, baseURL as string, 'Ben', relay);

    // Ada asks Ben to share (a connection): then they may talk, and she opens a conversation.
    await api(a.page, 'POST', '/api/invitations', {
      data: { type: 'invitations', attributes: { scope: 'connection', role: 'reporter', email: b.email } },
    });
    const pending = await api(b.page, 'GET', '/api/invitations');
    await api(b.page, 'POST', `/api/invitations/${pending.data[0].id}/accept`);
    const ben = (await api(b.page, 'GET', '/api/session')).data.id as string;
    const conversation = await api(a.page, 'POST', '/api/conversations', {
      data: { type: 'conversations', relationships: { participant: { data: { type: 'users', id: ben } } } },
    });
    const path = `/chat/${conversation.data.id}`;
    await a.page.goto(path);
    await b.page.goto(path);
    await appReady(a.page);
    await appReady(b.page);

    await a.page.getByRole('button', { name: text.call }).click();
    await expect(a.page.getByText(text.calling, { exact: false })).toBeVisible();

    // Ben's page rings: a dialog, focus on Answer.
    const ring = b.page.getByRole('dialog', { name: text.incoming });
    await expect(ring).toBeVisible();
    await expect(ring.getByRole('button', { name: text.answer })).toBeFocused();
    if (!relay) await expectAccessible(b.page);
    await b.page.keyboard.press('Enter');

    await Promise.all([connected(a.page), connected(b.page)]);
    await expect.poll(() => framesDecoded(b.page), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => framesDecoded(a.page), { timeout: 10_000 }).toBeGreaterThan(0);
    if (relay) {
      for (const page of [a.page, b.page]) {
        expect(await selectedPair(page)).toEqual({ local: 'relay', remote: 'relay' });
      }
    } else {
      // The call view: End has focus; the controls answer the keyboard; no serious axe finding.
      await expect(a.page.getByRole('button', { name: 'End call' })).toBeFocused();
      await a.page.getByRole('button', { name: 'Mute microphone' }).click();
      await expect(a.page.getByRole('button', { name: 'Turn microphone on' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectAccessible(a.page);
    }

    await a.page.getByRole('button', { name: text.end }).click();
    await expect(a.page.getByText(text.ended)).toBeVisible();
    await expect(b.page.getByText(text.ended)).toBeVisible();
    await a.page.context().close();
    await b.page.context().close();
  });
}
