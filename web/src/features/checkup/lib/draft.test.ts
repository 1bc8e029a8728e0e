import { beforeEach, describe, expect, it } from 'vitest';
import { clearPersonalStorage } from '../../../lib/personal-storage';
import { clearDraft, loadDraft, saveDraft } from './draft';

beforeEach(() => sessionStorage.clear());

const QUESTIONNAIRE = 'evenkeel-weekly-1';

describe('a check-up in progress, kept in the tab', () => {
  it('comes back after a reload, for its own questionnaire only', () => {
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

  it('is personal data: sign-out removes it and leaves the rest', () => {
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

describe('a check-up in progress saved before the life area `relationships` became `social`', () => {
  it('resumes with the answer under `social`, so the server does not refuse an unknown item', () => {
    saveDraft('maya', {
      questionnaireId: QUESTIONNAIRE,
      page: 3,
      answers: { who5_1: 3, sleep: 6, relationships: 8, work: 4 },
      replace: false,
    });
    const draft = loadDraft('maya', QUESTIONNAIRE);
    expect(draft).toMatchObject({ page: 3, replace: false });
    expect(draft?.answers).toEqual({ who5_1: 3, sleep: 6, social: 8, work: 4 });
  });

  it('keeps an answer already given under `social` and drops the old one', () => {
    saveDraft('maya', {
      questionnaireId: QUESTIONNAIRE,
      page: 2,
      answers: { relationships: 2, social: 9 },
      replace: true,
    });
    expect(loadDraft('maya', QUESTIONNAIRE)?.answers).toEqual({ social: 9 });
  });

  it('still resumes a draft without answers', () => {
    sessionStorage.setItem(
      'evenkeel:personal:checkup:maya',
      JSON.stringify({ questionnaireId: QUESTIONNAIRE, page: 1, replace: false }),
    );
    expect(loadDraft('maya', QUESTIONNAIRE)).toEqual({
      questionnaireId: QUESTIONNAIRE,
      page: 1,
      answers: {},
      replace: false,
    });
  });
});
