import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { ApiRequestError } from '../../../lib/api-client';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../session';
import type { Questionnaire, QuestionnaireItem } from '../api/use-questionnaire';
import { type Answers, useSubmitCheckup } from '../api/use-submit-checkup';
import { clearDraft, type Draft, loadDraft, saveDraft } from './draft';
import { type Part, partsOf } from './parts';

/**
 * A check-up in progress: its answers (kept as a draft), the part shown and the address that
 * names it, each part's errors, and sending. The page (pages/checkup-page.tsx) only draws it.
 */
export function useCheckupForm(
  questionnaire: Questionnaire,
  doneThisWeek: boolean,
  saveOffline: (answers: Answers, replace: boolean) => Promise<void>,
) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const submit = useSubmitCheckup();
  const pages = useMemo(() => partsOf(questionnaire), [questionnaire]);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('part'));
  const askedIndex = Number.isInteger(asked) && asked >= 1 ? asked - 1 : null;
  const [draft, setDraft] = useState<Draft>(() => {
    const saved = loadDraft(user.id, questionnaire.id) ?? {
      questionnaireId: questionnaire.id,
      page: 0,
      answers: {},
      replace: false,
    };
    return askedIndex === null ? saved : { ...saved, page: askedIndex };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmReplace, setConfirmReplace] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each part is its own history entry (`?part=2`): the browser's Back goes to the previous part
  // and Forward returns, answers kept in the draft (issue 27). Without the parameter (a fresh
  // visit), the draft's part, so a check-up left half done resumes where it stopped. A part is
  // never shown before the earlier ones are answered (an address typed by hand, or a Forward
  // after the answers were sent): the first part with a question unanswered instead.
  // The part shown is the draft's, so Next draws the next part in the same render (focus and
  // keys go to it at once); the address follows it, and leads only when it changes by itself
  // (the browser's Back and Forward, an address typed by hand).
  const followedPart = useRef(askedIndex);
  useEffect(() => {
    if (askedIndex === followedPart.current) return;
    followedPart.current = askedIndex;
    if (askedIndex !== null)
      setDraft((current) => (current.page === askedIndex ? current : { ...current, page: askedIndex }));
  }, [askedIndex]);
  const firstIncomplete = pages.findIndex((p) =>
    p.items.some((item) => draft.answers[item.id] === undefined),
  );
  const reachable = firstIncomplete < 0 ? pages.length - 1 : firstIncomplete;
  const pageIndex = Math.max(0, Math.min(draft.page, reachable, pages.length - 1));
  // partsOf never returns an empty list for a questionnaire with items.
  const page = pages[pageIndex] as Part;
  const started = Object.keys(draft.answers).length > 0 || draft.page > 0;
  const safetyYes = page.items.some((item) => item.instrument === 'safety' && draft.answers[item.id] === 1);
  const safetyPanelRef = useRef<HTMLDivElement>(null);

  // A "yes" brings the panel into sight: on a phone it opens below the fold, where nobody sees
  // it (issue 27). Where its top is already in the upper part of the screen, nothing moves.
  useEffect(() => {
    const panel = safetyPanelRef.current;
    if (!safetyYes || !panel) return;
    if (panel.getBoundingClientRect().top < window.innerHeight * 0.4) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [safetyYes]);

  // This week's check-up is done and no other begun: that screen, not a part, so no `?part`.
  const showingDone = doneThisWeek && !draft.replace && !started;

  // The address names the part shown (replacing, not adding, an entry), and the draft keeps it.
  useEffect(() => {
    if (showingDone) return;
    // The address moved by itself (Back, Forward) and the draft has not followed yet: wait for it.
    if (askedIndex !== null && askedIndex === followedPart.current && draft.page !== askedIndex) return;
    if (params.get('part') !== String(pageIndex + 1)) {
      followedPart.current = pageIndex;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('part', String(pageIndex + 1));
          return next;
        },
        { replace: true },
      );
    }
    setDraft((current) => (current.page === pageIndex ? current : { ...current, page: pageIndex }));
  }, [askedIndex, draft.page, pageIndex, params, setParams, showingDone]);

  useEffect(() => saveDraft(user.id, draft), [user.id, draft]);

  // A new part (Next, Back, or the browser's Back and Forward): its own errors only, and screen
  // readers hear its title; keyboards continue from the top of it. Not on the first screen.
  const shownPart = useRef(pageIndex);
  const keepErrors = useRef(false);
  useEffect(() => {
    if (shownPart.current === pageIndex) return;
    shownPart.current = pageIndex;
    if (keepErrors.current) keepErrors.current = false;
    else setErrors({});
    requestAnimationFrame(() => headingRef.current?.focus());
    window.scrollTo({ top: 0 });
  }, [pageIndex]);

  const goTo = (index: number) => {
    setDraft((current) => ({ ...current, page: index }));
    setErrors({});
    followedPart.current = index;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('part', String(index + 1));
      return next;
    });
  };

  // Without a network the check-up is kept on this device and sent when one returns (decision 0026).
  const keepOnDevice = (replace: boolean) =>
    void saveOffline(draft.answers, replace).then(
      () => clearDraft(user.id),
      (error: unknown) => reportApiError(error, translate),
    );

  const send = (replace: boolean) => {
    if (!navigator.onLine) {
      keepOnDevice(replace);
      return;
    }
    submit.mutate(
      { answers: draft.answers, replace },
      {
        onSuccess: () => {
          clearDraft(user.id);
          navigate(paths.checkupResult);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            setConfirmReplace(true);
            return;
          }
          // No answer at all (the network went on the way): kept on the device instead.
          if (!(error instanceof ApiRequestError)) {
            keepOnDevice(replace);
            return;
          }
          const byField = error instanceof ApiRequestError ? error.fieldErrors() : {};
          const fieldErrors: Record<string, string> = {};
          for (const [field, message] of Object.entries(byField)) {
            fieldErrors[field.replace(/^answers\//, '')] = message;
          }
          const firstPage = pages.findIndex((p) => p.items.some((item) => fieldErrors[item.id]));
          if (firstPage >= 0) {
            if (firstPage !== pageIndex) {
              keepErrors.current = true;
              goTo(firstPage);
            }
            setErrors(fieldErrors);
            return;
          }
          reportApiError(error, translate);
        },
      },
    );
  };

  return {
    pages,
    page,
    pageIndex,
    last: pageIndex === pages.length - 1,
    draft,
    errors,
    showingDone,
    safetyYes,
    headingRef,
    safetyPanelRef,
    submitting: submit.isPending,
    confirmReplace,
    /** An answer, from the latest state: answers given in quick succession all stay. */
    answer: (item: QuestionnaireItem, value: number) => {
      setDraft((current) => ({ ...current, answers: { ...current.answers, [item.id]: value } }));
      setErrors(({ [item.id]: _, ...rest }) => rest);
    },
    back: () => goTo(pageIndex - 1),
    next: () => {
      const missing = page.items.filter((item) => draft.answers[item.id] === undefined);
      if (missing.length > 0) {
        setErrors(Object.fromEntries(missing.map((item) => [item.id, t('checkup.answer_required')])));
        document.querySelector<HTMLInputElement>(`#question-${missing[0]?.id} input`)?.focus();
        return;
      }
      if (pageIndex < pages.length - 1) goTo(pageIndex + 1);
      else send(draft.replace);
    },
    /** Done this week, the person starts another that will replace it. */
    startAgain: () => {
      setDraft((current) => ({ ...current, replace: true }));
      // The button gives way to the check-up: focus goes to its first part's heading.
      focusOutcome(headingRef);
    },
    keepFirst: () => setConfirmReplace(false),
    replaceFirst: () => {
      setConfirmReplace(false);
      send(true);
    },
  };
}
