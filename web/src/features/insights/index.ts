/**
 * What other features use of insights: the view of a member's history (the people page shows
 * it read-only). It is a whole page (charts, results, logs): import it only from a lazily loaded page.
 */
export { InsightsView } from './components/insights-view';
