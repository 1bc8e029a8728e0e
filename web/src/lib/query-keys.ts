/**
 * Every TanStack Query key of the app, in one place. A feature's reads and the mutations that
 * refresh them (often in another feature: accepting an invitation refreshes permissions and the
 * session) name the same entry, so an invalidation cannot miss by a typo. Kept in lib/ so that
 * features share it without importing each other.
 */
/**
 * How long data asked for with a page's code (app/router.tsx) stays fresh: the page showing a
 * moment later uses it instead of asking again. Short, because a page shown again later asks
 * again (changes that invalidate refresh it at once, whatever this says).
 */
export const PREFETCHED_FRESH_MS = 5_000;

export const queryKeys = {
  session: ['session'] as const,
  permissions: ['permissions'] as const,
  invitations: ['invitations'] as const,
  sentInvitations: ['sent-invitations'] as const,
  invitationDecisions: ['invitation-decisions'] as const,
  /** A reporter's pending consent cards (decision 0011), shown among the invitations. */
  pendingConsents: ['result-consents', 'pending'] as const,
  /** A reporter's given consents, in Permissions; under `permissions`, so leaving a group refreshes it. */
  givenConsents: ['permissions', 'result-consents'] as const,
  organizations: ['organizations'] as const,
  organizationGroups: (slug: string) => ['organizations', slug, 'groups'] as const,
  organizationPeople: (slug: string | null | undefined) => ['organizations', slug, 'people'] as const,
  /** Issue 31: an organization's members list, for its administrators, per search and sort. */
  organizationMembers: (slug: string, ...parts: string[]) =>
    ['organizations', slug, 'members', ...parts] as const,
  /** Issue 31: an organization's invitations console, per state filter. */
  organizationInvitations: (slug: string, ...parts: string[]) =>
    ['organizations', slug, 'invitations', ...parts] as const,
  group: (slug: string) => ['groups', slug] as const,
  groupReporters: (slug: string) => ['groups', slug, 'reporters'] as const,
  groupPeople: (slug: string | null | undefined) => ['groups', slug, 'people'] as const,
  administered: (...parts: unknown[]) => ['administered', ...parts] as const,
  places: (query: string) => ['places', query] as const,
  questionnaire: ['questionnaire'] as const,
  questionnaireIn: (language: string) => ['questionnaire', language] as const,
  insights: ['insights'] as const,
  insightsOf: (slug: string | undefined, period: string) => ['insights', slug ?? 'me', period] as const,
  /** The member's own insight cards (features/insight-cards): under `insights`, so a new log or check-up refreshes them. */
  insightCards: ['insights', 'cards'] as const,
  sharers: ['connections', 'sharers'] as const,
  crisisLines: ['crisis-lines'] as const,
  crisisLinesFor: (language: string, country: string | null, region: string | null) =>
    ['crisis-lines', language, country, region] as const,
  /** Every line of a country, for the platform administrators' editor. */
  crisisLinesToEdit: (language: string, country: string) =>
    ['crisis-lines', 'edit', language, country] as const,
  checkupPreferences: ['checkup-preferences'] as const,
  /** The reader's chat settings (features/chat-settings). */
  chatPreferences: ['chat-preferences'] as const,
  /** The people the reader blocked; blocking in a conversation refreshes it. */
  blocks: ['blocks'] as const,
  /** The member's "who saw my data" (features/access-log, issue 30), by filter. */
  accessRecords: (viewer: string | null) => ['access-records', viewer ?? 'all'] as const,
  /** The platform administrators' queue of reported messages (features/chat-reports). */
  messageReports: ['message-reports'] as const,
  /** Issue 31: the platform's organizations (with members counts) and the accounts console's searches. */
  adminOrganizations: ['organizations', 'admin'] as const,
  adminAccounts: (email: string) => ['admin-accounts', email] as const,
  /** Issue 31: the directory of organizations open to join; under `organizations`, so joining refreshes both. */
  organizationsDirectory: ['organizations', 'directory'] as const,
  latestCheckup: ['checkups', 'latest'] as const,
  /** Every language's recommendations (features/recommendations): a new check-up changes them. */
  recommendations: ['recommendations'] as const,
  recommendationsIn: (language: string) => ['recommendations', language] as const,
  browserPush: ['browser-push'] as const,
  /** The care center (issue 15): provider searches, one provider, an organization's services. */
  providers: ['providers'] as const,
  providerSearch: (filters: unknown) => ['providers', 'search', filters] as const,
  provider: (slug: string) => ['providers', slug] as const,
  myProvider: ['providers', 'mine'] as const,
  healthServices: (organization: string) => ['health-services', organization] as const,
  /** The organizations the member belongs to; under `permissions`, so leaving one refreshes it. */
  myOrganizations: ['permissions', 'organizations'] as const,
  dashboard: (kind: string, slug: string, period: string) => ['dashboards', kind, slug, period] as const,
  /** Benefit groups, coverage, documents and the member's own coverage (features/benefits): one root to refresh. */
  benefits: ['benefits'] as const,
  benefitGroups: (organization: string) => ['benefits', 'organizations', organization] as const,
  benefitGroup: (slug: string) => ['benefits', 'groups', slug] as const,
  benefitMembers: (slug: string) => ['benefits', 'groups', slug, 'members'] as const,
  coverages: (slug: string) => ['benefits', 'groups', slug, 'coverages'] as const,
  documents: (owner: 'benefit_group' | 'provider', slug: string) =>
    ['benefits', 'documents', owner, slug] as const,
  myCoverage: ['benefits', 'mine'] as const,
  coverageUses: (coverage: string) => ['benefits', 'uses', coverage] as const,
  /**
   * Articles, tips, topics, reviews and bookmarks (features/content). Every key starts with
   * `content`, so one invalidation after any change (a bookmark, a follow, a publication)
   * refreshes every list.
   */
  content: {
    all: ['content'] as const,
    topics: (language: string) => ['content', 'topics', language] as const,
    articles: (language: string, filters: object) => ['content', 'articles', language, filters] as const,
    article: (language: string, slug: string) => ['content', 'article', language, slug] as const,
    reviews: (slug: string) => ['content', 'reviews', slug] as const,
    tips: (language: string, filters: object) => ['content', 'tips', language, filters] as const,
    bookmarks: (language: string) => ['content', 'bookmarks', language] as const,
    managed: (language: string, filters: object) => ['content', 'managed', language, filters] as const,
  },
  /**
   * Chat (features/chat, issue 29): every key starts with `chat`, so a socket event that says a
   * conversation changed refreshes the list, the navigation's unread total and the conversation.
   */
  chat: {
    all: ['chat'] as const,
    conversations: ['chat', 'conversations'] as const,
    conversation: (id: string) => ['chat', 'conversations', id] as const,
    messages: (id: string) => ['chat', 'messages', id] as const,
  },
  /** Data exports (features/data-exports, issue 30): the member's own, and the administrators' list by address. */
  dataExports: {
    all: ['data-exports'] as const,
    mine: ['data-exports', 'mine'] as const,
    everyone: (email: string, page = 1) => ['data-exports', 'everyone', email, page] as const,
  },
  /** A member's share links (features/share-links, issue 32 §5). */
  shareLinks: ['share-links'] as const,
};
