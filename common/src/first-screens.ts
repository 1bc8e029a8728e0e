import type { MessageKey } from './i18n/keys';
import type { WebCatalogue } from './i18n/web-catalogues';

type FirstScreen = {
  /** The module under web/ that draws the page, as the web build's manifest names it. */
  module: string;
  /** The parts of the web catalogue the page shows beyond the core ones (web/src/lib/core-text-parts.ts). */
  texts: readonly (keyof WebCatalogue['web'])[];
  /**
   * The page's `<h1>` for the member's own view (`{name}`: their first name), which the server
   * paints before the app has loaded (server/src/modules/first-screens/first-paint.ts); the
   * browser tests check it is the heading the page then draws.
   */
  heading: MessageKey<WebCatalogue['web']>;
};

/**
 * The pages a member opens by their address (a bookmark, a reminder's link, the phone's home screen
 * icon), by path. The web app's router loads these modules and texts for these paths
 * (web/src/app/router.tsx, checked by router.test.ts); the server links them in the page it sends a
 * member at that address (server/src/http/member-preloads.ts), so the browser fetches the page's
 * code and texts beside the entry instead of after the entry has run (issue 12: no waterfall).
 */
export const FIRST_SCREENS = {
  '/': {
    module: 'src/features/home/pages/home-page.tsx',
    heading: 'home.greeting',
    texts: ['home', 'results', 'recommendations', 'invitations', 'content', 'care'],
  },
  '/checkup': {
    module: 'src/features/checkup/pages/checkup-page.tsx',
    heading: 'checkup.title',
    texts: ['checkup', 'results', 'recommendations', 'content', 'care', 'checkup_offline', 'honest_change'],
  },
  '/insights': {
    module: 'src/features/insights/pages/insights-page.tsx',
    heading: 'insights.title',
    texts: ['insights', 'logs', 'results', 'share_links', 'honest_change'],
  },
  '/profile': {
    module: 'src/features/profile/pages/profile-page.tsx',
    heading: 'profile.title',
    texts: [
      'profile',
      'permissions',
      'invitations',
      'preferences',
      'reminders',
      'chat_settings',
      'access_log',
      'data_exports',
    ],
  },
  '/care': {
    module: 'src/features/care/pages/care-page.tsx',
    heading: 'nav.care',
    texts: ['care', 'providers', 'content', 'invitations', 'permissions', 'profile', 'benefits'],
  },
  '/articles': {
    module: 'src/features/content/pages/articles-page.tsx',
    heading: 'content.articles.title',
    texts: ['content'],
  },
  '/tips': {
    module: 'src/features/content/pages/tips-page.tsx',
    heading: 'content.tips.title',
    texts: ['content'],
  },
  '/benefits': {
    module: 'src/features/benefits/pages/my-benefits-page.tsx',
    heading: 'benefits.my_title',
    texts: ['benefits', 'invitations'],
  },
} as const satisfies Record<string, FirstScreen>;

export type FirstScreenPath = keyof typeof FIRST_SCREENS;
