import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OnDemandModal } from '../../../components/on-demand-modal';
import { QueryView } from '../../../components/query-view';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { CrisisLines } from '../../crisis';
import { useCurrentUser } from '../../session';
import { type Questionnaire, useQuestionnaire } from '../api/use-questionnaire';
import { OfflineCheckupStatus } from '../components/offline-status';
import { Question } from '../components/question';
import { useCheckupForm } from '../lib/use-checkup-form';
import { type OfflineCheckup, useOfflineCheckup } from '../lib/use-offline-checkup';

export default function CheckupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkup.title'));
  const questionnaire = useQuestionnaire();
  // A check-up finished without a network waits on this device (decision 0026): its state first.
  const offline = useOfflineCheckup(useCurrentUser().id);
  if (offline.sent || offline.entry) return <OfflineCheckupStatus offline={offline} />;
  return (
    <QueryView query={questionnaire}>
      {(data) => (
        <CheckupForm
          questionnaire={data.questionnaire}
          doneThisWeek={Boolean(data.thisWeek?.checkup_id)}
          offline={offline}
        />
      )}
    </QueryView>
  );
}

/** The check-up as the person sees it; what it does is useCheckupForm's. */
function CheckupForm({
  questionnaire,
  doneThisWeek,
  offline,
}: {
  questionnaire: Questionnaire;
  doneThisWeek: boolean;
  offline: OfflineCheckup;
}) {
  const { t } = useTranslation();
  const form = useCheckupForm(questionnaire, doneThisWeek, offline.save);
  const { draft, errors, page, pageIndex, pages, safetyYes } = form;

  if (form.showingDone) {
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
          <Button variant="default" onClick={form.startAgain}>
            {t('checkup.again')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const answeredCount = Object.keys(draft.answers).length;
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
            <Title order={2} size="h3" id="checkup-part-title" ref={form.headingRef} tabIndex={-1}>
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
              onChange={(value) => form.answer(item, value)}
            />
          ))}
          {safetyYes && (
            // A "yes" brings help at once, before anything is sent (product.md §2, §6).
            <Alert
              ref={form.safetyPanelRef}
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
        <Button variant="default" disabled={pageIndex === 0} onClick={form.back}>
          {t('checkup.back')}
        </Button>
        <Button onClick={form.next} loading={form.submitting}>
          {form.last ? t('checkup.finish') : t('checkup.next')}
        </Button>
      </Group>
      <Text size="xs" c="gray.7">
        {questionnaire.attributions.map((a) => a.text).join(' ')}
      </Text>
      <OnDemandModal
        opened={form.confirmReplace}
        onClose={form.keepFirst}
        title={t('checkup.replace_title')}
        centered
      >
        <Stack>
          <Text>{t('checkup.replace_body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={form.keepFirst}>
              {t('checkup.keep_first')}
            </Button>
            <Button onClick={form.replaceFirst}>{t('checkup.replace_confirm')}</Button>
          </Group>
        </Stack>
      </OnDemandModal>
    </Stack>
  );
}
