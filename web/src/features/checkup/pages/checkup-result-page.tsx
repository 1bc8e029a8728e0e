import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { CrisisLines, CrisisQuickDial } from '../../crisis';
import { Recommendations } from '../../recommendations';
import { useLatestCheckup } from '../api/use-latest-checkup';
import { CheckupResults } from '../components/checkup-results';

/**
 * The latest check-up's result. After a safety "yes" or a severe PHQ-4 total, crisis help
 * comes first, before any number (product.md §2, §6). The page opens at its top, whatever
 * the check-up's scroll position was, with the focus on its heading: a screen reader starts
 * with crisis help, and the first thing seen is crisis help.
 */
export default function CheckupResultPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('results.title'));
  const { data: checkup, isPending, isError } = useLatestCheckup();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = checkup?.id;
  useEffect(() => {
    if (!shownId) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, [shownId]);
  if (isPending) return <Loader aria-label={t('layout.loading')} />;
  if (isError) return <Alert color="red">{t('errors.generic')}</Alert>;
  if (!checkup) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1}>{t('results.title')}</Title>
        <Text>{t('results.none')}</Text>
        <Button component={Link} to={paths.checkup} w="fit-content">
          {t('results.start')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={960}>
      {checkup.show_crisis_help ? (
        <>
          <Title order={1} ref={headingRef} tabIndex={-1} data-testid="crisis-heading">
            {t('results.support_title')}
          </Title>
          {/* The numbers to call first, where a phone shows them without scrolling. */}
          <CrisisQuickDial location={{}} />
          <Alert color="red" variant="light" role="note" title={t('crisis.danger_title')}>
            {t('results.support_body')}
          </Alert>
          <section aria-labelledby="support-lines">
            <Title order={2} size="h3" id="support-lines" mb="sm">
              {t('results.support_lines')}
            </Title>
            <CrisisLines location={{}} headingLevel={3} quickDial={false} />
            <Anchor component={Link} to={paths.crisis} mt="sm" display="inline-block">
              {t('results.other_place')}
            </Anchor>
          </section>
          <CheckupResults checkup={checkup} />
        </>
      ) : (
        <>
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {t('results.title')}
          </Title>
          <CheckupResults checkup={checkup} />
        </>
      )}
      <Recommendations />
      <Group>
        <Button component={Link} to={paths.insights}>
          {t('results.see_insights')}
        </Button>
        <Button component={Link} to={paths.home} variant="default">
          {t('nav.home')}
        </Button>
      </Group>
    </Stack>
  );
}
