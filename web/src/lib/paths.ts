/** Every route of the app in one place; links use these, never string literals. */
export const paths = {
  home: '/',
  onboarding: '/onboarding',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  verifyEmail: '/verify-email',
  crisis: '/crisis',
  privacy: '/privacy',
  checkup: '/checkup',
  checkupResult: '/checkup/result',
  insights: '/insights',
  articles: '/articles',
  article: '/articles/:slug',
  tips: '/tips',
  bookmarks: '/bookmarks',
  manageArticles: '/manage/articles',
  newArticle: '/manage/articles/new',
  editArticle: '/manage/articles/:slug',
  manageTips: '/manage/tips',
  care: '/care',
  myBenefits: '/benefits',
  chat: '/chat',
  conversation: '/chat/:id',
  profile: '/profile',
  /** The list of groups the user administers, each linked to its page. */
  administeredGroups: '/dashboards/groups',
  /** The list of organizations the user administers, each linked to its page. */
  administeredOrganizations: '/dashboards/organization',
  admin: '/admin',
  adminCrisisLines: '/admin/crisis-lines',
  /** The platform administrators' queue of reported chat messages. */
  adminMessageReports: '/admin/message-reports',
  /** Issue 31: every organization, with its state in words; every account, found by e-mail. */
  adminOrganizations: '/admin/organizations',
  adminAccounts: '/admin/accounts',
  /** Issue 30: the platform's user data export list (prepare one for a legal request). */
  adminDataExports: '/admin/data-exports',
  /** Issue 31: organizations a member may join themselves. */
  organizationsDirectory: '/organizations',
  /** Issue 31: an organization's members, for its administrators. */
  organizationMembers: '/organizations/:slug/members',
  /** Issue 31: every invitation the organization sent, for its administrators; CSV imports. */
  organizationInvitations: '/organizations/:slug/invitations',
  // The dashboard_path values the API gives its entities (docs/api.md).
  organization: '/organizations/:slug',
  group: '/groups/:slug',
  organizationFigures: '/organizations/:slug/dashboard',
  groupFigures: '/groups/:slug/dashboard',
  organizationBenefits: '/organizations/:slug/benefits',
  benefitGroup: '/benefit-groups/:slug',
  newProvider: '/providers/new',
  provider: '/providers/:slug',
  organizationCare: '/organizations/:slug/care',
  person: '/people/:slug',
} as const;
