/**
 * Activities to try (issue 13): every signed-in member may log one as their own activity (the
 * routes require a user first); nothing else is done with a suggestion.
 */
export const activitySuggestionPolicy = {
  canLog: () => true,
};
