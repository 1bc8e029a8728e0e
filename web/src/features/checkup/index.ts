/**
 * What other features use of the check-up: the latest one, its results and the band colours.
 * Its pages are not here: app/router.tsx loads them lazily by path.
 */
export { useLatestCheckup } from './api/use-latest-checkup';
export { CheckupResults } from './components/checkup-results';
export { BAND_COLORS } from './lib/bands';
