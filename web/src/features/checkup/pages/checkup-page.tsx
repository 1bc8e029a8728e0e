import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Button, Group, Loader, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiRequestError } from '../../../lib/api-client';
import { focusOutcome } from '../../../lib/focus-outcome';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { CrisisLines } from '../../crisis';
import { useCurrentUser } from '../../session';
import { type Questionnaire, type QuestionnaireItem, useQuestionnaire } from '../api/use-questionnaire';
import { useSubmitCheckup } from '../api/use-submit-checkup';
import { Question } from '../components/question';
import { clearDraft, type Draft, loadDraft, saveDraft } from '../lib/draft';

type Page = {
  instrument: QuestionnaireItem['instrument'];
  title: string;
  instructions: string;
  items: QuestionnaireItem[];
};

/** Short pages, one per instrument, in the questionnaire's order: about two minutes in all. */
function pagesOf(questionnaire: Questionnaire): Page[] {
  const pages: Page[] = [];
  for (const item of questionnaire.items) {
    let page = pages.at(-1);
    if (!page || page.instrument !== item.instrument) {
      const section = questionnaire.sections.find((s) => s.instrument === item.instrument);
      page = {
        instrument: item.instrument,
        title: section?.title ?? '',
        instructions: section?.instructions ?? '',
        items: [],
      };
      pages.push(page);
    }
    page.items.push(item);
  }
  return pages;
}

export default function CheckupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkup.title'));
  const { data, isPending, isError } = useQuestionnaire();
  if (isPending) return <Loader aria-label={t('layout.loading')} />;
  if (isError || !data) return <Alert color="red">{t('errors.generic')}</Alert>;
  return <CheckupForm questionnaire={data.questionnaire} doneThisWeek={Boolean(data.thisWeek?.checkup_id)} />;
}

function CheckupForm({
  questionnaire,
  doneThisWeek,
}: {
  questionnaire: Questionnaire;
  doneThisWeek: boolean;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const submit = useSubmitCheckup();
  const pages = useMemo(() => pagesOf(questionnaire), [questionnaire]);
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
  // pagesOf never returns an empty list for a questionnaire with items.
  const page = pages[pageIndex] as Page;
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

  const update = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));

  const goTo = (index: number) => {
    update({ page: index });
    setErrors({});
    followedPart.current = index;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('part', String(index + 1));
      return next;
    });
  };

  const missingOn = (items: QuestionnaireItem[]) =>
    items.filter((item) => draft.answers[item.id] === undefined);

  const send = (replace: boolean) => {
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

  const next = () => {
    const missing = missingOn(page.items);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((item) => [item.id, t('checkup.answer_required')])));
      document.querySelector<HTMLInputElement>(`#question-${missing[0]?.id} input`)?.focus();
      return;
    }
    if (pageIndex < pages.length - 1) goTo(pageIndex + 1);
    else send(draft.replace);
  };

  if (showingDone) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('checkup.title')}</Title>
        <Alert color="blue" variant="light" title={t('checkup.done_title')}>
          {t('checkup.done_body')}
        </Alert>
        <Group>
          <Button component={Link} to={paths.checkupResult}>
            {t('checkup.see_result')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              update({ replace: true });
              // The button gives way to the check-up: focus goes to its first part's heading.
              focusOutcome(headingRef);
            }}
          >
            {t('checkup.again')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const answeredCount = Object.keys(draft.answers).length;
  const last = pageIndex === pages.length - 1;
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('checkup.title')}</Title>
        <Text c="gray.7">{t('checkup.intro')}</Text>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" id="checkup-progress">
          {t('checkup.progress', { page: pageIndex + 1, pages: pages.length })}
        </Text>
        <Progress.Root size="md">
          <Progress.Section
            value={(answeredCount / questionnaire.items.length) * 100}
            aria-labelledby="checkup-progress"
          />
        </Progress.Root>
      </Stack>
      {draft.replace && (
        <Alert color="blue" variant="light">
          {t('checkup.replacing')}
        </Alert>
      )}
      <section aria-labelledby="checkup-part-title">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} size="h3" id="checkup-part-title" ref={headingRef} tabIndex={-1}>
              {page.title}
            </Title>
            {page.instructions && <Text>{page.instructions}</Text>}
          </Stack>
          {page.items.map((item) => (
            <Question
              key={item.id}
              item={item}
              number={questionnaire.items.indexOf(item) + 1}
              value={draft.answers[item.id]}
              error={errors[item.id]}
              onChange={(value) => {
                // From the latest state, not this render's: answers given in quick succession
                // (arrow keys, or a second question before the page drew the first) all stay.
                setDraft((current) => ({ ...current, answers: { ...current.answers, [item.id]: value } }));
                setErrors(({ [item.id]: _, ...rest }) => rest);
              }}
            />
          ))}
          {safetyYes && (
            // A "yes" brings help at once, before anything is sent (product.md §2, §6).
            <Alert
              ref={safetyPanelRef}
              color="red"
              variant="light"
              role="note"
              title={t('checkup.safety_yes_title')}
              data-testid="safety-panel"
            >
              <Stack gap="sm">
                <Text size="sm">{t('checkup.safety_yes_body')}</Text>
                <CrisisLines location={{}} headingLevel={3} />
              </Stack>
            </Alert>
          )}
          {page.instrument === 'safety' && (
            // Always there on the safety question, so that what appears in it is announced at
            // once: the panel's words, not its whole list of lines (issue 27).
            <div
              aria-live="assertive"
              aria-atomic="true"
              className="visually-hidden"
              data-testid="safety-live"
            >
              {safetyYes ? `${t('checkup.safety_yes_title')}. ${t('checkup.safety_yes_body')}` : ''}
            </div>
          )}
          {page.instrument === 'safety' && (
            <Text size="sm" c="gray.7">
              {t('checkup.safety_private')}{' '}
              <Anchor component={Link} to={paths.crisis} underline="always">
                {t('nav.crisis')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </section>
      <Group justify="space-between">
        <Button variant="default" disabled={pageIndex === 0} onClick={() => goTo(pageIndex - 1)}>
          {t('checkup.back')}
        </Button>
        <Button onClick={next} loading={submit.isPending}>
          {last ? t('checkup.finish') : t('checkup.next')}
        </Button>
      </Group>
      <Text size="xs" c="gray.7">
        {questionnaire.attributions.map((a) => a.text).join(' ')}
      </Text>
      <Modal
        opened={confirmReplace}
        onClose={() => setConfirmReplace(false)}
        title={t('checkup.replace_title')}
        centered
      >
        <Stack>
          <Text>{t('checkup.replace_body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReplace(false)}>
              {t('checkup.keep_first')}
            </Button>
            <Button
              onClick={() => {
                setConfirmReplace(false);
                send(true);
              }}
            >
              {t('checkup.replace_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
