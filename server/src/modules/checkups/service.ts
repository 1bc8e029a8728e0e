import {
  type AnswerProblem,
  type CheckupCreateInput,
  type CheckupResult,
  CURRENT_QUESTIONNAIRE,
  type FieldError,
  isoWeekStart,
  memberTimeZone,
  scoreCheckup,
} from '@evenkeel/common';
import { type SQL, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { checkups } from '../../db/schema';
import { statement } from '../../db/statements';
import { ApiError, validationFailed } from '../../http/errors';
import type { ServerTranslate } from '../../i18n';
import { newSlug } from '../../lib/ids';
import type { CheckupRow } from './queries';
import { resultsVersionBump } from './results-version';

/** One error per item, at `/data/attributes/answers/<item id>`, in the request's language. */
export function answerErrors(problems: AnswerProblem[], t: ServerTranslate): FieldError[] {
  return problems.map((problem) => {
    const pointer = `/data/attributes/answers/${problem.itemId}`;
    const field = `answers.${problem.itemId}`;
    if (problem.problem === 'unknown') {
      return { field, pointer, message: t('checkups.answer_unknown', { id: problem.itemId }) };
    }
    const message =
      problem.problem === 'required'
        ? t('checkups.answer_required', { number: problem.number })
        : t('checkups.answer_out_of_range', {
            number: problem.number,
            min: problem.item.min,
            max: problem.item.max,
          });
    return { field, pointer, message };
  });
}

/** The stored row of a scored check-up (the service and the demo seed write the same shape). */
export function checkupValues(
  userId: number,
  weekStart: string,
  result: CheckupResult,
  completedAt: Date,
  clientId: string | null = null,
) {
  return {
    userId,
    weekStart,
    questionnaireId: CURRENT_QUESTIONNAIRE.id,
    questionnaireVersion: CURRENT_QUESTIONNAIRE.version,
    answers: result.answers,
    score: result.score,
    band: result.band,
    phq4Anxiety: result.phq4Anxiety,
    phq4Depression: result.phq4Depression,
    phq4Total: result.phq4Total,
    phq4Severity: result.phq4Severity,
    lifeAreas: result.lifeAreas,
    showCrisisHelp: result.showCrisisHelp,
    completedAt,
    clientId,
  };
}

export const checkupExists = () => new ApiError(409, 'checkup_exists_this_week', 'checkups.exists_this_week');

/**
 * Scores and stores the member's check-up of the current ISO week in their timezone (decision
 * 0005). A second one in the same week is a 409 unless `replace`, which replaces the first
 * with the second atomically. The server scores: the client sends answers only.
 */
export async function submitCheckup(
  db: Db,
  user: User,
  input: CheckupCreateInput,
  t: ServerTranslate,
  now = new Date(),
): Promise<CheckupRow> {
  const result = scoreAnswers(input.answers, t);
  const weekStart = isoWeekStart(now, memberTimeZone(user.timezone));
  const row = await writeCheckup(db, checkupValues(user.id, weekStart, result, now), input.replace ?? false);
  if (!row) throw checkupExists();
  return row;
}

/** The server's scoring of the answers (decision 0005), or a 422 with one error per item. */
export function scoreAnswers(answers: Record<string, unknown>, t: ServerTranslate): CheckupResult {
  const scored = scoreCheckup(CURRENT_QUESTIONNAIRE, answers);
  if (!scored.ok) throw validationFailed(answerErrors(scored.problems, t));
  return scored.result;
}

/**
 * Stores a scored check-up under a new slug, moving the member's results version (the insights
 * cache's key) in the same statement: a check-up sent now (POST) or one completed on the device
 * and sent later (PUT, offline.ts, with its client id). Returns the row, or undefined when the
 * week already has one (or, with a client id, when the week's row is that same check-up: see
 * buildReplace).
 */
export async function writeCheckup(
  db: Db,
  values: ReturnType<typeof checkupValues>,
  replace: boolean,
): Promise<CheckupRow | undefined> {
  const withSlug = { slug: newSlug(), ...values };
  const [row] = replace
    ? await statement(db, 'checkup_replace', buildReplace).execute(withSlug)
    : await statement(db, 'checkup_insert', buildInsert).execute(withSlug);
  return row;
}

type CheckupValues = { slug: string } & ReturnType<typeof checkupValues>;
const columnNames = [
  'slug',
  'userId',
  'weekStart',
  'questionnaireId',
  'questionnaireVersion',
  'answers',
  'score',
  'band',
  'phq4Anxiety',
  'phq4Depression',
  'phq4Total',
  'phq4Severity',
  'lifeAreas',
  'showCrisisHelp',
  'completedAt',
  'clientId',
] as const satisfies readonly (keyof CheckupValues)[];
/** Fails to compile when `checkupValues` gains a column this list lacks. */
const everyColumn: Exclude<keyof CheckupValues, (typeof columnNames)[number]> extends never ? true : never =
  true;
void everyColumn;

/** Every column the service writes as a placeholder of the same name: one statement text for every submission. */
const placeholders = () =>
  Object.fromEntries(columnNames.map((name) => [name, sql.placeholder(name)])) as unknown as Record<
    keyof CheckupValues,
    SQL
  >;

/*
 * The two submissions as prepared statements (planned once per connection, built once per
 * database handle): each is one statement (one round trip, one transaction), which also moves
 * the member's results version (the insights cache's key, results-version.ts).
 *
 * A replacement takes the version first (the member's row, then the week's: the order account
 * deletion locks them in) and overwrites the week's row whole with the values it tried to
 * insert (`excluded`: new slug, answers, results and times): the first check-up is gone, and
 * two replacements racing each other still leave one row, the last one's. A replacement sent
 * with a client id does not overwrite the row of that same client id (two tabs sending the same
 * offline check-up with `replace`): it writes nothing, and the caller answers with that row.
 */
function buildReplace(db: Db) {
  const userId = sql.placeholder('userId');
  const bumped = resultsVersionBump(db, userId, undefined, true);
  const overwrite = Object.fromEntries(
    columnNames.map((name) => [name, sql`excluded.${sql.identifier(checkups[name].name)}`]),
  );
  return withCompiledRows(
    db
      .with(bumped)
      .insert(checkups)
      .values({ ...placeholders(), userId: sql`(select ${bumped.id} from ${bumped})` })
      .onConflictDoUpdate({
        target: [checkups.userId, checkups.weekStart],
        set: { ...overwrite, createdAt: sql`now()` },
        setWhere: sql`excluded.client_id is null or ${checkups.clientId} is distinct from excluded.client_id`,
      })
      .returning()
      .prepare('checkup_replace'),
  );
}

/** Otherwise the version moves only when the row was written: a 409 changes nothing. */
function buildInsert(db: Db) {
  const written = db
    .$with('written')
    .as(db.insert(checkups).values(placeholders()).onConflictDoNothing().returning());
  const bumped = resultsVersionBump(
    db,
    sql.placeholder('userId'),
    sql`exists (select 1 from ${written})`,
    true,
  );
  return withCompiledRows(db.with(written, bumped).select().from(written).prepare('checkup_insert'));
}
