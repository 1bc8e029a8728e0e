/** What other features use of insight cards: the section on the member's own insights page. */
export { InsightCardsSection } from './components/insight-cards-section';
