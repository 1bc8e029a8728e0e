import { focusOutcome } from './focus-outcome';

/**
 * Moves keyboard focus to a heading once it is on screen (a lazy page or its data may still be
 * loading): after a route change, the page's h1; after an onboarding step, the step's heading.
 * Screen readers then read where the person is instead of staying on <body>. The page left
 * behind may still show its own h1 for a moment: when it goes, focus follows to the new one.
 */
export function focusHeadingWhenShown(selector = 'main h1', timeoutMs = 5000): () => void {
  return focusOutcome(selector, timeoutMs);
}
