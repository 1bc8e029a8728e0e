import {
  api,
  confirmSignUp,
  expectAccessible,
  type Lang,
  signInThroughForm,
  signUpQuickly,
  skipOnboarding,
  submitSignUp,
  uniqueEmail,
} from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * Content (issue 13): a member reads, bookmarks and reviews an article, follows a topic and sees
 * it first, reads the other language's version; an organization administrator writes, publishes,
 * deletes and restores an article; the editor's preview renders known XSS payloads without
 * running any of them. Content is written through the API by the start-up's platform
 * administrator (the browser tests start without demo data).
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

const w = {
  en: {
    articles: 'Articles',
    tips: 'Tips',
    manage: 'Manage articles',
    search: 'Search articles',
    count: (n: number) => `${n} article${n === 1 ? '' : 's'}`,
    bookmark: 'Bookmark',
    removeBookmark: 'Remove the bookmark',
    myBookmarks: 'My bookmarks',
    bookmarks: 'Bookmarks',
    followed: (topic: string) => `You follow ${topic}.`,
    stars: (n: number) => `${n} stars`,
    comment: 'Comment (optional)',
    sendReview: 'Send my review',
    updateReview: 'Update my review',
    fourOutOfFive: '4 out of 5',
    averageWord: 'out of 5 from',
    oneReview: '1 review',
    otherVersion: 'Lire cet article en français',
    otherLanguage: 'In French',
    minutes: '1 min read',
    difficulty: 'Difficulty',
    easy: 'Easy',
    write: 'Write an article',
    title: 'Title',
    summary: 'Summary',
    body: 'Text (Markdown)',
    create: 'Save, unpublished',
    saved: (title: string) => `“${title}” is saved.`,
    edit: 'Edit the article',
    unpublished: 'Unpublished',
    published: 'Published',
    publishNamed: (title: string) => `Publish “${title}”`,
    publish: 'Publish',
    isPublished: (title: string) => `“${title}” is published.`,
    deleteNamed: (title: string) => `Delete “${title}”`,
    delete: 'Delete',
    isDeleted: (title: string) => `“${title}” is in the trash.`,
    show: 'Show',
    restoreNamed: (title: string) => `Restore “${title}”`,
    restore: 'Restore',
    isRestored: (title: string) => `“${title}” is restored, unpublished.`,
    restorableUntil: 'Restorable until',
    preview: 'Preview',
    uploadCover: 'Upload a cover image',
    manageTips: 'Manage tips',
    writeTip: 'Write a tip',
    tip: 'Tip',
    coverAlt: 'The cover image',
  },
  fr: {
    articles: 'Articles',
    tips: 'Conseils',
    manage: 'Gérer les articles',
    search: 'Rechercher des articles',
    count: (n: number) => `${n} article${n === 1 ? '' : 's'}`,
    bookmark: 'Mettre en favori',
    removeBookmark: 'Retirer des favoris',
    myBookmarks: 'Mes favoris',
    bookmarks: 'Favoris',
    followed: (topic: string) => `Vous suivez ${topic}.`,
    stars: (n: number) => `${n} étoiles`,
    comment: 'Commentaire (facultatif)',
    sendReview: 'Envoyer mon avis',
    updateReview: 'Modifier mon avis',
    fourOutOfFive: '4 sur 5',
    averageWord: 'sur 5 d’après',
    oneReview: '1 avis',
    otherVersion: 'Read this article in English',
    otherLanguage: 'En anglais',
    minutes: '1 min de lecture',
    difficulty: 'Difficulté',
    easy: 'Facile',
    write: 'Écrire un article',
    title: 'Titre',
    summary: 'Résumé',
    body: 'Texte (Markdown)',
    create: 'Enregistrer, non publié',
    saved: (title: string) => `« ${title} » est enregistré.`,
    edit: 'Modifier l’article',
    unpublished: 'Non publié',
    published: 'Publié',
    publishNamed: (title: string) => `Publier « ${title} »`,
    publish: 'Publier',
    isPublished: (title: string) => `« ${title} » est publié.`,
    deleteNamed: (title: string) => `Supprimer « ${title} »`,
    delete: 'Supprimer',
    isDeleted: (title: string) => `« ${title} » est dans la corbeille.`,
    show: 'Afficher',
    restoreNamed: (title: string) => `Restaurer « ${title} »`,
    restore: 'Restaurer',
    isRestored: (title: string) => `« ${title} » est restauré, non publié.`,
    restorableUntil: 'Restaurable jusqu’au',
    preview: 'Aperçu',
    uploadCover: 'Téléverser une image de couverture',
    manageTips: 'Gérer les conseils',
    writeTip: 'Écrire un conseil',
    tip: 'Conseil',
    coverAlt: 'L’image de couverture',
  },
} as const;

const TOPICS = {
  en: { followed: { id: 'money', name: 'Money' }, other: { id: 'work', name: 'Work' }, sleep: 'Sleep' },
  fr: {
    followed: { id: 'parenting', name: 'Parentalité' },
    other: { id: 'nutrition', name: 'Alimentation' },
    sleep: 'Sommeil',
  },
} as const;

/** Follows a link of the main navigation, which a phone keeps in its menu. */
async function navigateTo(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /Open the menu|Ouvrir le menu/ });
  const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
  await expect(menu.or(link).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

/** A page signed in as the platform administrator, in a context of its own, for API calls. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/crisis');
  await api(page, 'POST', '/api/session', {
    data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
  });
  return page;
}

type ArticleDraft = { title: string; language: Lang; topics: string[]; translation?: string };

/** Writes and publishes a platform article through the API; returns its slug. */
async function publishArticle(admin: Page, draft: ArticleDraft): Promise<string> {
  const body = `## What helps\n\nA short walk, a regular bedtime and [the source](https://example.org/study).\n\n- Breathe slowly\n- Write down three things`;
  const created = await api(admin, 'POST', '/api/articles', {
    data: {
      type: 'articles',
      attributes: { title: draft.title, summary: `About ${draft.title}`, body, language: draft.language },
      relationships: {
        topics: { data: draft.topics.map((id) => ({ type: 'topics', id })) },
        ...(draft.translation ? { translation: { data: { type: 'articles', id: draft.translation } } } : {}),
      },
    },
  });
  const slug = created.data.id as string;
  await api(admin, 'POST', `/api/articles/${slug}/publish`);
  return slug;
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`content for members (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a member follows a topic and sees it first, reads, bookmarks and reviews an article, and opens the other language', {
      tag: lang === 'en' ? '@phone' : [],
    }, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const x = w[lang];
      const topics = TOPICS[lang];
      const other: Lang = lang === 'en' ? 'fr' : 'en';
      const word = `kelp${Math.random().toString(36).slice(2, 8)}`;
      const followedTitle = `Calm evenings ${word}`;
      const translatedTitle = `Soirées calmes ${word}`;
      const newerTitle = `Busy mornings ${word}`;
      const tipText = `Put your phone in another room an hour before bed ${word}.`;

      const admin = await adminPage(browser);
      const followedSlug = await publishArticle(admin, {
        title: followedTitle,
        language: lang,
        topics: [topics.followed.id],
      });
      await publishArticle(admin, {
        title: translatedTitle,
        language: other,
        topics: [topics.followed.id],
        translation: followedSlug,
      });
      // Written only in the other language: shown, labelled.
      const untranslatedTitle = `Solo ${word}`;
      await publishArticle(admin, { title: untranslatedTitle, language: other, topics: [topics.other.id] });
      await publishArticle(admin, { title: newerTitle, language: lang, topics: [topics.other.id] });
      const tip = await api(admin, 'POST', '/api/tips', {
        data: {
          type: 'tips',
          attributes: { text: tipText, difficulty: 'easy', language: lang },
          relationships: { topic: { data: { type: 'topics', id: topics.followed.id } } },
        },
      });
      await api(admin, 'POST', `/api/tips/${tip.data.id}/publish`);
      await admin.context().close();

      await signUpQuickly(page, lang, uniqueEmail(`content-${lang}`), PASSWORD);
      await navigateTo(page, x.articles);
      await expect(page.getByRole('heading', { level: 1, name: x.articles })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: x.articles })).toBeFocused();

      // Newest first; following a topic brings its articles first (the list holds other tests' too).
      const titles = page.getByRole('main').getByRole('list').getByRole('heading', { level: 2 });
      const place = async (title: string) => (await titles.allTextContents()).indexOf(title);
      await expect(titles.filter({ hasText: word })).toHaveCount(3);
      await expect(
        page.getByRole('listitem').filter({ hasText: untranslatedTitle }).getByText(x.otherLanguage),
      ).toBeVisible();
      await expect(
        page.getByRole('listitem').filter({ hasText: followedTitle }).getByText(x.otherLanguage),
      ).toHaveCount(0);
      await expect(titles.filter({ hasText: translatedTitle })).toHaveCount(0);
      expect(await place(newerTitle)).toBeLessThan(await place(followedTitle));
      await expectAccessible(page);
      const follow = page.getByRole('button', { name: topics.followed.name, exact: true });
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.click();
      await expect(page.getByText(x.followed(topics.followed.name))).toBeVisible();
      await expect(page.getByRole('button', { name: `✓ ${topics.followed.name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(async () => (await place(followedTitle)) < (await place(newerTitle))).toBe(true);
      await expect(
        page
          .getByRole('main')
          .getByRole('list')
          .getByRole('listitem')
          .first()
          .getByText(topics.followed.name, { exact: true }),
      ).toBeVisible();

      // Search, each article in its own language (best match first): the three, the translation still hidden.
      await page.getByRole('searchbox', { name: x.search }).fill(word);
      await expect(page.getByText(x.count(3), { exact: true })).toBeVisible();
      await expect(titles).toHaveCount(3);
      await expect(titles.filter({ hasText: followedTitle })).toHaveCount(1);

      // The article: body rendered, reading time, bookmark, review.
      await page.getByRole('link', { name: followedTitle }).click();
      await expect(page.getByRole('heading', { level: 1, name: followedTitle })).toBeVisible();
      await expect(page.getByText(x.minutes)).toBeVisible();
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 2, name: 'What helps' })).toBeVisible();
      await expect(article.getByRole('link', { name: 'the source' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await article.getByRole('button', { name: x.bookmark, exact: true }).click();
      await expect(article.getByRole('button', { name: x.removeBookmark })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The stars are radios drawn by their labels: a pointer clicks the fourth star.
      const fourStars = article.getByRole('radio', { name: x.stars(4) });
      await article.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
      await expect(fourStars).toBeChecked();
      await article.getByRole('textbox', { name: x.comment }).fill('Gentle and useful.');
      await article.getByRole('button', { name: x.sendReview }).click();
      await expect(article.getByRole('button', { name: x.updateReview })).toBeVisible();
      await expect(article.getByText(x.oneReview, { exact: true })).toBeVisible();
      // The reviewer by first name only; no average before 5 reviews.
      const review = article.getByRole('listitem').filter({ hasText: 'Gentle and useful.' });
      await expect(review.getByText('Alex', { exact: true })).toBeVisible();
      await expect(review.getByText(x.fourOutOfFive)).toBeAttached();
      await expect(article.getByText(x.averageWord)).toHaveCount(0);
      await expectAccessible(page);

      // The same article in the other language.
      await article.getByRole('link', { name: x.otherVersion }).click();
      await expect(page.getByRole('heading', { level: 1, name: translatedTitle })).toBeVisible();

      // Bookmarks keep it.
      await navigateTo(page, x.articles);
      await page.getByRole('link', { name: x.myBookmarks }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.bookmarks })).toBeVisible();
      await expect(page.getByRole('link', { name: followedTitle })).toBeVisible();
      await expectAccessible(page);

      // Tips by difficulty, the followed topic's first.
      await navigateTo(page, x.tips);
      await expect(page.getByRole('heading', { level: 1, name: x.tips })).toBeVisible();
      await page.getByRole('combobox', { name: x.difficulty }).selectOption({ label: x.easy });
      await expect(page.getByText(tipText)).toBeVisible();
      // The card says its difficulty in letters that can be read: not the colour of their badge.
      const card = page.locator('article, .mantine-Card-root').filter({ hasText: tipText }).first();
      const badge = card.getByText(x.easy, { exact: true });
      await expect(badge).toBeVisible();
      const colours = await badge.evaluate((element) => {
        const text = getComputedStyle(element).color;
        let node: Element | null = element;
        let background = 'rgba(0, 0, 0, 0)';
        while (node && (background === 'rgba(0, 0, 0, 0)' || background === 'transparent')) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return { text, background };
      });
      expect(colours.text).not.toBe(colours.background);
      await expectAccessible(page);
    });
  });
}

/** Signs up through the form and the e-mailed link, then accepts the invitation waiting there. */
async function signUpAndAccept(page: Page, lang: Lang, email: string, firstName: string) {
  await submitSignUp(page, lang, email, PASSWORD, firstName);
  await confirmSignUp(page, lang, email);
  await skipOnboarding(page, lang);
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`content management (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('an organization administrator writes, publishes, deletes and restores an article', {
      tag: lang === 'fr' ? '@phone' : [],
    }, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const x = w[lang];
      const suffix = Math.random().toString(36).slice(2, 7);
      const title = lang === 'en' ? `Rest at work ${suffix}` : `Se reposer au travail ${suffix}`;
      const email = uniqueEmail(`content-org-admin-${lang}`);

      const admin = await adminPage(browser);
      const org = (
        await api(admin, 'POST', '/api/organizations', {
          data: { type: 'organizations', attributes: { name: `Harbour Health ${suffix}`, state: 'enabled' } },
        })
      ).data.id as string;
      await api(admin, 'POST', '/api/invitations', {
        data: {
          type: 'invitations',
          attributes: { scope: 'organization', role: 'administrator', email },
          relationships: { organization: { data: { type: 'organizations', id: org } } },
        },
      });
      await admin.context().close();

      await signUpAndAccept(page, lang, email, 'Olga');
      await page.goto('/');
      await navigateTo(page, x.manage);
      await expect(page.getByRole('heading', { level: 1, name: x.manage })).toBeVisible();
      await expectAccessible(page);

      // Write: the preview renders as typed.
      await page.getByRole('link', { name: x.write }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.write })).toBeVisible();
      await page.getByRole('textbox', { name: x.title }).fill(title);
      await page.getByRole('textbox', { name: x.summary }).fill('Small pauses make long days lighter.');
      await page
        .getByRole('textbox', { name: x.body })
        .fill('## Pauses\n\nStand up **every hour** and look far away.');
      await page.getByRole('checkbox', { name: TOPICS[lang].sleep }).check();
      const preview = page.getByRole('region', { name: x.preview });
      await expect(preview.getByRole('heading', { level: 2, name: 'Pauses' })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('every hour');
      // A cover image (upload purpose article_cover), drawn here: 640 × 320.
      const png = await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 320;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.fillStyle = '#2b8a6e';
        context.fillRect(0, 0, 640, 320);
        return canvas.toDataURL('image/png').split(',')[1] as string;
      });
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: x.uploadCover }).click();
      await (await chooser).setFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: Buffer.from(png, 'base64'),
      });
      await expect(page.getByRole('img', { name: x.coverAlt })).toHaveAttribute('src', /^\/uploads\//);
      await expectAccessible(page);
      await page.getByRole('button', { name: x.create }).click();
      await expect(page.getByText(x.saved(title))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: x.edit })).toBeVisible();
      await expect(page.getByText(x.unpublished, { exact: true })).toBeVisible();

      // Publish, after a confirmation (axe with it open).
      await page.getByRole('button', { name: x.publishNamed(title) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('dialog').getByRole('button', { name: x.publish, exact: true }).click();
      await expect(page.getByText(x.isPublished(title))).toBeVisible();
      await expect(page.getByText(x.published, { exact: true })).toBeVisible();

      // Delete: to the trash, after a confirmation.
      await page.getByRole('button', { name: x.deleteNamed(title) }).click();
      const dialog = page.getByRole('dialog');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: x.delete, exact: true }).click();
      await expect(page.getByText(x.isDeleted(title))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: x.manage })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

      // Restore from the trash: back, unpublished.
      await page.getByRole('combobox', { name: x.show }).selectOption('trash');
      const card = page.getByRole('listitem').filter({ hasText: title });
      await expect(card.getByText(x.restorableUntil)).toBeVisible();
      await expectAccessible(page);
      await card.getByRole('button', { name: x.restoreNamed(title) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('dialog').getByRole('button', { name: x.restore, exact: true }).click();
      await expect(page.getByText(x.isRestored(title))).toBeVisible();
      await page.getByRole('combobox', { name: x.show }).selectOption('unpublished');
      await expect(
        page.getByRole('listitem').filter({ hasText: title }).getByText(x.unpublished),
      ).toBeVisible();

      // A tip: written unpublished, then published, after a confirmation.
      const tipText = lang === 'en' ? `Stretch at your desk ${suffix}.` : `Étirez-vous au bureau ${suffix}.`;
      await page.getByRole('link', { name: x.manageTips }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.manageTips })).toBeVisible();
      await page.getByRole('button', { name: x.writeTip }).click();
      await expect(page.getByRole('textbox', { name: x.tip })).toBeFocused();
      await page.getByRole('textbox', { name: x.tip }).fill(tipText);
      await expectAccessible(page);
      await page.getByRole('button', { name: x.create }).click();
      const tipCard = page.getByRole('listitem').filter({ hasText: tipText });
      await expect(tipCard.getByText(x.unpublished, { exact: true })).toBeVisible();
      await tipCard.getByRole('button', { name: x.publishNamed(tipText) }).click();
      await page.getByRole('dialog').getByRole('button', { name: x.publish, exact: true }).click();
      await expect(page.getByText(x.isPublished(tipText))).toBeVisible();
      await expect(tipCard.getByText(x.published, { exact: true })).toBeVisible();
    });
  });
}

/**
 * Known XSS payloads (OWASP's filter evasion cheat sheet, PortSwigger's list, Markdown-specific
 * link and image tricks). Each one that ran would open a dialog or raise window.__xss.
 */
const FLAG = 'window.__xss=(window.__xss||0)+1';
const XSS_PAYLOADS = [
  `<script>${FLAG}</script>`,
  '<script>alert(1)</script>',
  `<img src=x onerror="${FLAG}">`,
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  `<svg><script>${FLAG}</script></svg>`,
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="#" onclick="alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](java&#x09;script:alert(1))',
  '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[click](javascript://%0aalert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<https://example.org/"onmouseover="alert(1)>',
  '[x](https://example.org" onclick="alert(1))',
  '![x](javascript:alert(1))',
  '![x](x" onerror="alert(1))',
  '![x](/uploads/x.png" onerror="alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](https://evil.example/pixel.gif)',
  '![x](//evil.example/pixel.gif)',
  '[<img src=x onerror=alert(1)>](https://example.org)',
  '**<img src=x onerror=alert(1)>**',
  '> <script>alert(1)</script>',
  '- <img src=x onerror=alert(1)>',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '# <svg onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  `<img src="x:x" onerror="${FLAG}">`,
];

test('the editor preview renders known XSS payloads without running any', async ({ page }) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Platform' })).toBeVisible();
  await navigateTo(page, w.en.manage);
  await page.getByRole('link', { name: w.en.write }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.en.write })).toBeVisible();
  const body = page.getByRole('textbox', { name: w.en.body });
  const preview = page.getByTestId('article-preview');

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    const marker = `Payload ${index}`;
    await body.fill(`${marker}\n\n${payload}`);
    await expect(preview.getByText(marker, { exact: true })).toBeVisible();
    // Rendered inert: nothing that runs script, no handler attribute, no unsafe address.
    const unsafe = await preview.evaluate((root) => {
      const found: string[] = [];
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (
          [
            'script',
            'iframe',
            'object',
            'embed',
            'svg',
            'math',
            'style',
            'form',
            'input',
            'base',
            'meta',
            'video',
            'audio',
            'details',
            'template',
            'noscript',
            'marquee',
          ].includes(tag)
        )
          found.push(tag);
        for (const name of element.getAttributeNames())
          if (name.startsWith('on')) found.push(`${tag}[${name}]`);
        const href = element.getAttribute('href');
        if (href !== null && !/^(https?:|mailto:|#)/.test(href)) found.push(`href=${href}`);
        const src = element.getAttribute('src');
        if (src !== null && !src.startsWith('/uploads/')) found.push(`src=${src}`);
      }
      return found;
    });
    expect(unsafe, payload).toEqual([]);
  }

  // Everything at once, then time for anything deferred (onload, autofocus, animations) to fire.
  await body.fill(XSS_PAYLOADS.join('\n\n'));
  await page.waitForTimeout(1500);
  const flagged = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
  expect({ dialogs, flagged }).toEqual({ dialogs: 0, flagged: 0 });
});

test('a platform administrator moves an article to an organization, after a confirmation', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const title = `Moving house calmly ${suffix}`;
  const orgName = `Quay Clinic ${suffix}`;
  const admin = await adminPage(browser);
  await api(admin, 'POST', '/api/organizations', {
    data: { type: 'organizations', attributes: { name: orgName, state: 'enabled' } },
  });
  await publishArticle(admin, { title, language: 'en', topics: ['stress'] });
  await admin.context().close();

  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Platform' })).toBeVisible();
  await navigateTo(page, w.en.manage);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Platform (everyone)')).toBeVisible();
  await card.getByRole('button', { name: `Move “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Move “${title}”` });
  await dialog.getByRole('combobox', { name: 'New owner' }).selectOption({ label: orgName });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`“${title}” now belongs to ${orgName}.`)).toBeVisible();
  // Platform administrators manage the platform's content: it now leaves their list.
  await expect(card).toHaveCount(0);
});
