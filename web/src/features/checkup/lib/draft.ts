import { personalKey } from '../../../lib/personal-storage';
import type { Answers } from '../api/types';

/** A check-up in progress, so a reload resumes where the member stopped. */
export type Draft = { questionnaireId: string; page: number; answers: Answers; replace: boolean };

const key = (userSlug: string) => personalKey(`checkup:${userSlug}`);

export function loadDraft(userSlug: string, questionnaireId: string): Draft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(key(userSlug)) ?? 'null') as Draft | null;
    // A draft of another questionnaire version would map answers to the wrong questions.
    return draft && draft.questionnaireId === questionnaireId ? draft : null;
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
