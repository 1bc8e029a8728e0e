/**
 * The periods the insights history offers, in order. Apart from the schemas so the web app can
 * read the list without loading Zod (22 kB of brotli on the insights page).
 */
export const INSIGHT_PERIODS = ['3m', '6m', '1y', 'all'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
