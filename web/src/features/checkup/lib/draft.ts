import { personalKey } from '../../../lib/personal-storage';
import type { Answers } from '../api/use-submit-checkup';

/** A check-up in progress, so a reload resumes where the member stopped. */
export type Draft = { questionnaireId: string; page: number; answers: Answers; replace: boolean };

const key = (userSlug: string) => personalKey(`checkup:${userSlug}`);

/**
 * Items renamed within a questionnaire version: a draft saved before the rename still holds the
 * old id, which the server would refuse as an unknown answer. The life area `relationships`
 * became `social` (JSON:API reserves the member name `relationships`).
 */
const RENAMED_ITEMS: Record<string, string> = { relationships: 'social' };

function withCurrentIds(answers: Answers): Answers {
  const current: Answers = {};
  for (const [id, value] of Object.entries(answers)) {
    const renamed = RENAMED_ITEMS[id];
    if (renamed === undefined) current[id] = value;
    else if (answers[renamed] === undefined) current[renamed] = value;
  }
  return current;
}

export function loadDraft(userSlug: string, questionnaireId: string): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(key(userSlug)) ?? 'null') as Draft | null;
    // A draft of another questionnaire version would map answers to the wrong questions.
    if (!draft || draft.questionnaireId !== questionnaireId) return null;
    return { ...draft, answers: withCurrentIds(draft.answers ?? {}) };
  } catch {
    return null;
  }
}

export function saveDraft(userSlug: string, draft: Draft): void {
  sessionStorage.setItem(key(userSlug), JSON.stringify(draft));
}

export function clearDraft(userSlug: string): void {
  sessionStorage.removeItem(key(userSlug));
}
