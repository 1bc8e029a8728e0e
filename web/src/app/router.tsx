import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { latestCheckupQuery } from '../features/checkup/api/use-latest-checkup';
import { questionnaireQuery } from '../features/checkup/api/use-questionnaire';
import { DEFAULT_INSIGHT_PERIOD, insightsQuery } from '../features/insights/api/use-insights';
import { recommendationsQuery } from '../features/recommendations/api/use-recommendations';
import { type CurrentUser, useSession } from '../features/session/api/use-session';
import { currentLocale } from '../lib/i18n';
import { paths } from '../lib/paths';
import { HomeArea, OpenArea, SignedInArea, SignedOutArea } from './guards';
import { type AreaHandle, lazyPage, type Page, type PageHandle, page, route } from './lazy-page';
import { Root } from './root';
import { PageErrorBoundary, RootError, RouteError } from './route-error';
import { ServerPage } from './server-page';

/** Texts several pages share. */
const ORGANIZATION_TEXTS = [
  'organizations',
  'invitations',
  'permissions',
  'dashboards',
  'benefits',
  'profile',
  'groups_management',
  'invitations_console',
] as const;
// The pages a member opens by address take their texts from FIRST_SCREENS, which the server also
// reads to link their code and texts in the member's page (router.test.ts checks the modules match).
const CARE_TEXTS = FIRST_SCREENS['/care'].texts;
const RESULT_TEXTS = FIRST_SCREENS['/checkup'].texts;

// Routes load lazily: the first screen carries only the shell and the page it shows.
const ForgotPasswordPage = lazyPage(() => import('../features/session/pages/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('../features/session/pages/reset-password-page'));
const VerifyEmailPage = lazyPage(() => import('../features/session/pages/verify-email-page'));
const HomePage = lazyPage(
  () => import('../features/home/pages/home-page'),
  FIRST_SCREENS['/'].texts,
  (client) => [
    client.prefetchQuery(latestCheckupQuery),
    client.prefetchQuery(recommendationsQuery(currentLocale())),
  ],
);
const CrisisPage = lazyPage(() => import('../features/crisis/pages/crisis-page'));
const ProfilePage = lazyPage(
  () => import('../features/profile/pages/profile-page'),
  FIRST_SCREENS['/profile'].texts,
);
const ChatPage = lazyPage(() => import('../features/chat/pages/chat-page'), ['chat']);
const ConversationPage = lazyPage(
  () => import('../features/chat/pages/conversation-page'),
  ['chat', 'calls'],
);
const AdministeredPage = lazyPage(
  () => import('../features/organizations/pages/administered-page'),
  ORGANIZATION_TEXTS,
);
const NotFoundPage = lazyPage(() => import('../components/not-found-page'));
const AdminPage = lazyPage(
  () => import('../features/admin/pages/admin-page'),
  ['admin', 'organizations', 'permissions'],
);
// Issue 31: the admin menu's consoles and the directory of organizations open to join.
const AdminOrganizationsPage = lazyPage(
  () => import('../features/admin/pages/admin-organizations-page'),
  ['admin', 'organizations', 'permissions'],
);
const AdminAccountsPage = lazyPage(() => import('../features/admin/pages/admin-accounts-page'), ['admin']);
const DirectoryPage = lazyPage(
  () => import('../features/organizations-directory/pages/directory-page'),
  ['directory'],
);
const MessageReportsPage = lazyPage(
  () => import('../features/chat-reports/pages/message-reports-page'),
  ['chat_reports'],
);
const CrisisLinesAdminPage = lazyPage(
  () => import('../features/crisis-admin/pages/crisis-lines-admin-page'),
  ['crisis_admin', 'permissions'],
);
const DataExportsAdminPage = lazyPage(
  () => import('../features/data-exports/pages/data-exports-admin-page'),
  ['data_exports'],
);
const OrganizationPage = lazyPage(
  () => import('../features/organizations/pages/organization-page'),
  ORGANIZATION_TEXTS,
);
const GroupPage = lazyPage(() => import('../features/organizations/pages/group-page'), ORGANIZATION_TEXTS);
const OrganizationMembersPage = lazyPage(
  () => import('../features/organization-members/pages/organization-members-page'),
  ['organization_members', 'organizations', 'permissions', 'invitations_console'],
);
const OrganizationInvitationsPage = lazyPage(
  () => import('../features/organization-invitations/pages/organization-invitations-page'),
  ['invitations_console', 'organizations', 'permissions'],
);
const GroupDashboardPage = lazyPage(
  () => import('../features/dashboards/pages/group-dashboard-page'),
  ['dashboards', 'results'],
);
const OrganizationDashboardPage = lazyPage(
  () => import('../features/dashboards/pages/organization-dashboard-page'),
  ['dashboards', 'results'],
);
const CreateProviderPage = lazyPage(
  () => import('../features/providers/pages/create-provider-page'),
  CARE_TEXTS,
);
const CarePage = lazyPage(() => import('../features/care/pages/care-page'), CARE_TEXTS);
const ProviderPage = lazyPage(() => import('../features/care/pages/provider-page'), CARE_TEXTS);
const OrganizationCarePage = lazyPage(
  () => import('../features/care/pages/organization-care-page'),
  CARE_TEXTS,
);
const PersonPage = lazyPage(
  () => import('../features/people/pages/person-page'),
  ['people', 'insights', 'logs', 'results', 'honest_change'],
);
const CheckupPage = lazyPage(
  () => import('../features/checkup/pages/checkup-page'),
  RESULT_TEXTS,
  (client) => [client.prefetchQuery(questionnaireQuery(currentLocale()))],
);
const CheckupResultPage = lazyPage(
  () => import('../features/checkup/pages/checkup-result-page'),
  RESULT_TEXTS,
);
const InsightsPage = lazyPage(
  () => import('../features/insights/pages/insights-page'),
  FIRST_SCREENS['/insights'].texts,
  (client) => [client.prefetchQuery(insightsQuery(DEFAULT_INSIGHT_PERIOD))],
);
const ArticlesPage = lazyPage(
  () => import('../features/content/pages/articles-page'),
  FIRST_SCREENS['/articles'].texts,
);
const ArticlePage = lazyPage(() => import('../features/content/pages/article-page'), ['content']);
const TipsPage = lazyPage(() => import('../features/content/pages/tips-page'), FIRST_SCREENS['/tips'].texts);
const BookmarksPage = lazyPage(() => import('../features/content/pages/bookmarks-page'), ['content']);
const ManageArticlesPage = lazyPage(
  () => import('../features/content/pages/manage-articles-page'),
  ['content'],
);
const ArticleEditorPage = lazyPage(
  () => import('../features/content/pages/article-editor-page'),
  ['content'],
);
const ManageTipsPage = lazyPage(() => import('../features/content/pages/manage-tips-page'), ['content']);
const OnboardingPage = lazyPage(
  () => import('../features/onboarding/pages/onboarding-page'),
  ['onboarding', 'preferences', 'profile', 'reminders'],
);
const PrivacyPage = lazyPage(() => import('../features/privacy/pages/privacy-page'), ['privacy']);
const MyBenefitsPage = lazyPage(
  () => import('../features/benefits/pages/my-benefits-page'),
  FIRST_SCREENS['/benefits'].texts,
);
const OrganizationBenefitsPage = lazyPage(
  () => import('../features/benefits/pages/organization-benefits-page'),
  ['benefits', 'invitations'],
);
const BenefitGroupPage = lazyPage(
  () => import('../features/benefits/pages/benefit-group-page'),
  ['benefits', 'invitations'],
);

/** `/`: the member's home; for visitors, the server's landing page (server-page.tsx). */
function HomeOrLanding() {
  const { data: user } = useSession();
  return user ? page(HomePage) : <ServerPage />;
}

/** A page that fails to render shows the translated error page inside its layout (route-error.tsx). */
const withErrorPage = (children: RouteObject[]): RouteObject[] => [
  {
    element: (
      <PageErrorBoundary fallback={RouteError}>
        <Outlet />
      </PageErrorBoundary>
    ),
    children,
  },
];

const routes: RouteObject[] = [
  {
    element: (
      <PageErrorBoundary fallback={RootError}>
        <Root />
      </PageErrorBoundary>
    ),
    children: [
      {
        element: <SignedOutArea />,
        handle: { area: 'signed-out' } satisfies AreaHandle,
        children: withErrorPage([
          // The server's pages (server-page.tsx).
          { path: paths.signIn, element: <ServerPage /> },
          { path: paths.signUp, element: <ServerPage /> },
          route(paths.forgotPassword, ForgotPasswordPage),
        ]),
      },
      {
        element: <OpenArea />,
        handle: { area: 'open' } satisfies AreaHandle,
        children: withErrorPage([
          route(paths.crisis, CrisisPage),
          route(paths.privacy, PrivacyPage),
          route(paths.verifyEmail, VerifyEmailPage),
          route(paths.resetPassword, ResetPasswordPage),
        ]),
      },
      {
        element: <HomeArea />,
        handle: { area: 'home' } satisfies AreaHandle,
        children: withErrorPage([{ path: paths.home, element: <HomeOrLanding /> }]),
      },
      {
        element: <SignedInArea />,
        handle: { area: 'signed-in' } satisfies AreaHandle,
        children: withErrorPage([
          route(paths.onboarding, OnboardingPage),
          route(paths.profile, ProfilePage),
          route(paths.checkup, CheckupPage),
          route(paths.checkupResult, CheckupResultPage),
          route(paths.insights, InsightsPage),
          route(paths.articles, ArticlesPage),
          route(paths.article, ArticlePage),
          route(paths.tips, TipsPage),
          route(paths.bookmarks, BookmarksPage),
          route(paths.manageArticles, ManageArticlesPage),
          route(paths.newArticle, ArticleEditorPage),
          route(paths.editArticle, ArticleEditorPage),
          route(paths.manageTips, ManageTipsPage),
          route(paths.care, CarePage),
          route(paths.chat, ChatPage),
          route(paths.conversation, ConversationPage),
          route(paths.administeredGroups, AdministeredPage),
          route(paths.administeredOrganizations, AdministeredPage),
          route(paths.admin, AdminPage),
          route(paths.adminCrisisLines, CrisisLinesAdminPage),
          route(paths.adminMessageReports, MessageReportsPage),
          route(paths.adminDataExports, DataExportsAdminPage),
          route(paths.adminOrganizations, AdminOrganizationsPage),
          route(paths.adminAccounts, AdminAccountsPage),
          route(paths.organizationsDirectory, DirectoryPage),
          route(paths.organization, OrganizationPage),
          route(paths.organizationMembers, OrganizationMembersPage),
          route(paths.organizationInvitations, OrganizationInvitationsPage),
          route(paths.organizationCare, OrganizationCarePage),
          route(paths.group, GroupPage),
          route(paths.organizationFigures, OrganizationDashboardPage),
          route(paths.groupFigures, GroupDashboardPage),
          route(paths.myBenefits, MyBenefitsPage),
          route(paths.organizationBenefits, OrganizationBenefitsPage),
          route(paths.benefitGroup, BenefitGroupPage),
          route(paths.newProvider, CreateProviderPage),
          route(paths.provider, ProviderPage),
          route(paths.person, PersonPage),
          route('*', NotFoundPage),
        ]),
      },
    ],
  },
];

/**
 * The app's pages. React Router's declarative mode (a `BrowserRouter` around this) is enough: the
 * pages load their data with TanStack Query, not route loaders, and the data router's code cost
 * every first load about 14 kB of brotli (issue 12). Errors are caught by PageErrorBoundary.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The page a path shows this visitor, if it is known yet: `user` is undefined while the session
 * is unknown, null for a visitor. Pages of an area the visitor will be sent away from are none.
 */
export function pageAt(pathname: string, user: CurrentUser | null | undefined): Page | undefined {
  const { area, shown } = staticRoutes().get(pathname) ?? routeAt(pathname);
  if (area === 'open') return shown;
  if (user === undefined) return undefined;
  if (area === 'home') return user ? HomePage : undefined;
  if (area === 'signed-in') return user ? shown : undefined;
  return user ? undefined : shown;
}

type Found = { area: AreaHandle['area'] | undefined; shown: Page | undefined };

/** The area and page React Router finds at `pathname`. */
export function routeAt(pathname: string): Found {
  const matches = matchRoutes(routes, pathname) ?? [];
  return {
    area: matches.map((match) => (match.route.handle as AreaHandle | undefined)?.area).find(Boolean),
    shown: (matches.at(-1)?.route.handle as PageHandle | undefined)?.page,
  };
}

let byPath: Map<string, Found> | undefined;

/**
 * The routes without parameters, by their exact path: what `routeAt` finds there (an exact static
 * path outranks every pattern), without it. React Router's `matchRoutes` flattens and ranks the
 * whole table and compiles a pattern per route tried, on every call: 5–12 ms of a member's
 * start-up on this machine, cold (issue 12's total blocking time). Other paths (parameters, a
 * trailing slash, other letter case) still go through it.
 */
export function staticRoutes(): Map<string, Found> {
  if (byPath) return byPath;
  const found = new Map<string, Found>();
  const walk = (list: RouteObject[], area: Found['area']) => {
    for (const entry of list) {
      const own = (entry.handle as AreaHandle | undefined)?.area ?? area;
      if (entry.children) walk(entry.children, own);
      else if (entry.path && !/[:*]/.test(entry.path))
        found.set(entry.path, { area: own, shown: (entry.handle as PageHandle | undefined)?.page });
    }
  };
  walk(routes, undefined);
  byPath = found;
  return found;
}
