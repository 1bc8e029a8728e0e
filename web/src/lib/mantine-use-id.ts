import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, without its change of id after mount (web/scripts/mantine-use-id.ts puts this
 * module in place of Mantine's). Mantine's draws a component with an id made from React's, then
 * sets a random one in a layout effect: every AppShell, its header and navbar (and each Alert)
 * draws twice, the second time synchronously inside the first render's commit, which makes React
 * run all of the page's effects in that same task first. On a member's first screen that doubled
 * the longest task of the start-up (issue 12's total blocking time, bench/README.md). React's own
 * ids are unique and stable in a page with one root, which this app is: the first id, kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
