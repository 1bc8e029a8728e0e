import type { InsightPeriod } from '@evenkeel/common/schemas/checkups';

/**
 * The periods the history offers, in order. common's `INSIGHT_PERIODS` sits beside a Zod schema
 * built at import, so importing it brought all of Zod (22 kB of brotli) into the insights page;
 * the same list here, checked against the type: a period added or removed there fails to compile.
 */
export const PERIODS = Object.keys({ '3m': 0, '6m': 0, '1y': 0, all: 0 } satisfies Record<
  InsightPeriod,
  0
>) as InsightPeriod[];
