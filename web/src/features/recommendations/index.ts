/**
 * What other features use of recommendations (issue 13): the list with each item's reason, shown
 * on the home page and on the check-up result.
 */
export { Recommendations } from './components/recommendations';
