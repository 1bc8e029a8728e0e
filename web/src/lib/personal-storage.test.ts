import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../features/checkup/lib/draft';
import { clearPersonalStorage } from './personal-storage';

beforeEach(() => sessionStorage.clear());

describe('personal data in the tab', () => {
  it('keeps a check-up in progress for a reload, for its own questionnaire only', () => {
    saveDraft('maya', {
      questionnaireId: 'evenkeel-weekly-1',
      page: 2,
      answers: { who5_1: 3 },
      replace: false,
    });
    expect(loadDraft('maya', 'evenkeel-weekly-1')).toMatchObject({ page: 2, answers: { who5_1: 3 } });
    expect(loadDraft('maya', 'evenkeel-weekly-2')).toBeNull();
    expect(loadDraft('lucas', 'evenkeel-weekly-1')).toBeNull();
    clearDraft('maya');
    expect(loadDraft('maya', 'evenkeel-weekly-1')).toBeNull();
  });

  it('removes every personal entry at sign-out and leaves the rest', () => {
    saveDraft('maya', {
      questionnaireId: 'evenkeel-weekly-1',
      page: 0,
      answers: { who5_1: 3 },
      replace: false,
    });
    sessionStorage.setItem('evenkeel.device', '{}');
    clearPersonalStorage();
    expect(loadDraft('maya', 'evenkeel-weekly-1')).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['evenkeel.device']);
  });
});
