import { describe, expect, it } from 'vitest';
import { WEEKLY_V1 } from './instruments';
import {
  type AnswerProblem,
  bandOf,
  type CheckupResult,
  HEALTHY_BALANCE,
  isStale,
  phq4SeverityOf,
  scoreCheckup,
} from './score';

type Answers = Record<string, unknown>;

/** Answers for every item: WHO-5 each `who5`, PHQ-4 `phq4` (4 values), life areas 5, safety no. */
function answers(who5: number[] | number, phq4: number[] | number = 0, extra: Answers = {}): Answers {
  const who = Array.isArray(who5) ? who5 : [who5, who5, who5, who5, who5];
  const phq = Array.isArray(phq4) ? phq4 : [phq4, phq4, phq4, phq4];
  return {
    ...Object.fromEntries(who.map((value, index) => [`who5_${index + 1}`, value])),
    ...Object.fromEntries(phq.map((value, index) => [`phq4_${index + 1}`, value])),
    sleep: 5,
    energy: 5,
    stress: 5,
    social: 5,
    work: 5,
    meaning: 5,
    safety: 0,
    ...extra,
  };
}

function scored(input: Answers): CheckupResult {
  const outcome = scoreCheckup(WEEKLY_V1, input);
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`);
  return outcome.result;
}

function problems(input: Answers): { itemId: string; problem: string }[] {
  const outcome = scoreCheckup(WEEKLY_V1, input);
  if (outcome.ok) throw new Error('expected problems');
  return outcome.problems.map((p: AnswerProblem) => ({ itemId: p.itemId, problem: p.problem }));
}

describe('the weekly questionnaire', () => {
  it('has 16 items in the published order: WHO-5, PHQ-4, six life areas, safety', () => {
    expect(WEEKLY_V1.items.map((item) => item.id)).toEqual([
      'who5_1',
      'who5_2',
      'who5_3',
      'who5_4',
      'who5_5',
      'phq4_1',
      'phq4_2',
      'phq4_3',
      'phq4_4',
      'sleep',
      'energy',
      'stress',
      'social',
      'work',
      'meaning',
      'safety',
    ]);
    expect(WEEKLY_V1.items[0]?.text.en).toBe('I have felt cheerful and in good spirits');
    expect(WEEKLY_V1.items[0]?.options.map((option) => option.label.fr)).toEqual([
      'Tout le temps',
      'La plupart du temps',
      'Plus de la moitié du temps',
      'Moins de la moitié du temps',
      'De temps en temps',
      'Jamais',
    ]);
    expect(WEEKLY_V1.items[8]?.text.fr).toBe('Être triste, déprimé(e) ou désespéré(e)');
  });
});

describe('scoreCheckup', () => {
  it('all minimum answers: score 0, of concern, PHQ-4 0 normal, no screen positive', () => {
    const result = scored(answers(0, 0));
    expect(result).toMatchObject({
      score: 0,
      band: 'of_concern',
      phq4Total: 0,
      phq4Severity: 'normal',
      phq4AnxietyPositive: false,
      phq4DepressionPositive: false,
      showCrisisHelp: false,
    });
  });

  it('all maximum answers: score 100, thriving, PHQ-4 12 severe, both subscales positive, crisis help', () => {
    const result = scored(answers(5, 3));
    expect(result).toMatchObject({
      score: 100,
      band: 'thriving',
      phq4Anxiety: 6,
      phq4Depression: 6,
      phq4Total: 12,
      phq4Severity: 'severe',
      phq4AnxietyPositive: true,
      phq4DepressionPositive: true,
      showCrisisHelp: true,
      safety: false,
    });
  });

  it('multiplies the WHO-5 raw sum by 4 and bands the edges (48, 52, 68, 72)', () => {
    expect(scored(answers([3, 3, 2, 2, 2])).score).toBe(48);
    expect(scored(answers([3, 3, 2, 2, 2])).band).toBe('of_concern');
    expect(scored(answers([3, 3, 3, 2, 2])).score).toBe(52);
    expect(scored(answers([3, 3, 3, 2, 2])).band).toBe('room_to_improve');
    expect(scored(answers([4, 4, 3, 3, 3])).score).toBe(68);
    expect(scored(answers([4, 4, 3, 3, 3])).band).toBe('room_to_improve');
    expect(scored(answers([4, 4, 4, 3, 3])).score).toBe(72);
    expect(scored(answers([4, 4, 4, 3, 3])).band).toBe('thriving');
  });

  it('bands: of concern below 50, room to improve from 50 to 70, thriving above 70', () => {
    expect(bandOf(49)).toBe('of_concern');
    expect(bandOf(50)).toBe('room_to_improve');
    expect(bandOf(70)).toBe('room_to_improve');
    expect(bandOf(71)).toBe('thriving');
    expect(bandOf(0)).toBe('of_concern');
    expect(bandOf(100)).toBe('thriving');
    expect(HEALTHY_BALANCE).toEqual({ min: 60, max: 90 });
  });

  it('screens each PHQ-4 subscale positive at 3, not at 2', () => {
    const anxiety2 = scored(answers(3, [1, 1, 0, 0]));
    expect(anxiety2).toMatchObject({ phq4Anxiety: 2, phq4AnxietyPositive: false });
    const anxiety3 = scored(answers(3, [2, 1, 0, 0]));
    expect(anxiety3).toMatchObject({
      phq4Anxiety: 3,
      phq4AnxietyPositive: true,
      phq4DepressionPositive: false,
    });
    const depression2 = scored(answers(3, [0, 0, 1, 1]));
    expect(depression2).toMatchObject({ phq4Depression: 2, phq4DepressionPositive: false });
    const depression3 = scored(answers(3, [0, 0, 1, 2]));
    expect(depression3).toMatchObject({
      phq4Depression: 3,
      phq4DepressionPositive: true,
      phq4AnxietyPositive: false,
    });
  });

  it.each([
    [[1, 1, 0, 0], 2, 'normal'],
    [[1, 1, 1, 0], 3, 'mild'],
    [[2, 1, 1, 1], 5, 'mild'],
    [[2, 2, 1, 1], 6, 'moderate'],
    [[2, 2, 2, 2], 8, 'moderate'],
    [[3, 2, 2, 2], 9, 'severe'],
  ])('PHQ-4 %j totals %i: %s', (phq4, total, severity) => {
    const result = scored(answers(3, phq4));
    expect(result.phq4Total).toBe(total);
    expect(result.phq4Severity).toBe(severity);
    expect(phq4SeverityOf(total as number)).toBe(severity);
    expect(result.showCrisisHelp).toBe(severity === 'severe');
  });

  it('reverses stress only, so higher is better in every life area', () => {
    const result = scored(answers(3, 0, { sleep: 2, energy: 7, stress: 9, social: 10, work: 0, meaning: 4 }));
    expect(result.lifeAreas).toEqual({
      sleep: 2,
      energy: 7,
      stress: 1,
      social: 10,
      work: 0,
      meaning: 4,
    });
    expect(scored(answers(3, 0, { stress: 0 })).lifeAreas.stress).toBe(10);
    // Life areas never change the score.
    expect(scored(answers(3, 0, { sleep: 0, stress: 10 })).score).toBe(60);
    expect(result.answers.stress).toBe(9);
  });

  it('keeps the safety answer out of the score and shows crisis help on a yes', () => {
    const yes = scored(answers(5, 0, { safety: 1 }));
    expect(yes).toMatchObject({ score: 100, band: 'thriving', safety: true, showCrisisHelp: true });
    expect(scored(answers(5, 0, { safety: 0 })).showCrisisHelp).toBe(false);
  });

  it('refuses a missing answer, naming the item', () => {
    const input = answers(3);
    delete input.phq4_2;
    delete input.safety;
    expect(problems(input)).toEqual([
      { itemId: 'phq4_2', problem: 'required' },
      { itemId: 'safety', problem: 'required' },
    ]);
  });

  it('refuses out-of-range, non-integer and unknown answers', () => {
    expect(problems(answers(3, 0, { who5_1: 6 }))).toEqual([{ itemId: 'who5_1', problem: 'out_of_range' }]);
    expect(problems(answers(3, 0, { phq4_4: -1 }))).toEqual([{ itemId: 'phq4_4', problem: 'out_of_range' }]);
    expect(problems(answers(3, 0, { sleep: 11 }))).toEqual([{ itemId: 'sleep', problem: 'out_of_range' }]);
    expect(problems(answers(3, 0, { safety: 2 }))).toEqual([{ itemId: 'safety', problem: 'out_of_range' }]);
    expect(problems(answers(3, 0, { energy: 2.5 }))).toEqual([{ itemId: 'energy', problem: 'not_integer' }]);
    expect(problems(answers(3, 0, { work: '3' }))).toEqual([{ itemId: 'work', problem: 'not_integer' }]);
    expect(problems(answers(3, 0, { mood: 3 }))).toEqual([{ itemId: 'mood', problem: 'unknown' }]);
  });

  it('names the life area of people around you `social`: `relationships` is a reserved JSON:API member', () => {
    const { social, ...old } = answers(3, 0);
    expect(problems({ ...old, relationships: social })).toEqual([
      { itemId: 'social', problem: 'required' },
      { itemId: 'relationships', problem: 'unknown' },
    ]);
  });
});

describe('isStale', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is stale only when the last check-up is more than 30 days old', () => {
    expect(isStale('2026-10-24T11:59:59Z', now)).toBe(true);
    expect(isStale('2026-10-24T12:00:00Z', now)).toBe(false);
    expect(isStale(new Date('2026-11-20T00:00:00Z'), now)).toBe(false);
  });
  it('is never stale without any check-up: that is its own state', () => {
    expect(isStale(null, now)).toBe(false);
  });
});
