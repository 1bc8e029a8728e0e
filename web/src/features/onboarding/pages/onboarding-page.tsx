import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Title.css';
import { ONBOARDING_STEPS, type OnboardingStep } from '@evenkeel/common/limits';
import { LOCALES, type Locale } from '@evenkeel/common/locale';
import { canonicalTimeZone } from '@evenkeel/common/time-zones';
import { Button, Group, NativeSelect, Radio, Stack, Stepper, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { reportApiError, useTranslate } from '../../../components/form';
import { useDocumentTitle } from '../../../components/use-document-title';
import { focusHeadingWhenShown } from '../../../lib/focus';
import { changeLocale, rememberLocale, useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { DayRadios, hourOptions, useSaveCheckupPreferences } from '../../preferences';
import { BirthdateField, CityField, type Place, TimezoneField } from '../../profile';
import { type ProfileChanges, useCurrentUser, useUpdateProfile } from '../../session';

const STEPS = ONBOARDING_STEPS.filter((step) => step !== 'done');
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

/**
 * First run (product.md §11): language, birthdate, city and timezone, reminders, then the way to
 * the first check-up. Each step is saved in the profile, so a reload resumes where it stopped.
 */
export default function OnboardingPage() {
  const { t, i18n } = useTranslation();
  const translate = useTranslate();
  const user = useCurrentUser();
  const update = useUpdateProfile();
  const savePreferences = useSaveCheckupPreferences();
  const [locale, setLocale] = useState<Locale>(user.locale);
  const [birthdate, setBirthdate] = useState(user.birthdate);
  const [place, setPlace] = useState<Place | null>(null);
  // Text in the city field that is not a city chosen from the list: the step does not go on as
  // if no city had been given (issue 27).
  const [cityUnchosen, setCityUnchosen] = useState(false);
  const [cityError, setCityError] = useState<string | undefined>();
  // The browser's zone by its current name (a browser may still say Asia/Calcutta or Europe/Kiev).
  const [timezone, setTimezone] = useState(
    user.timezone ?? canonicalTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const [day, setDay] = useState('');
  const [time, setTime] = useState('09:00:00');
  const [dayError, setDayError] = useState<string | undefined>();
  // Set when the last step is done: where to go then, instead of the home page.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useDocumentTitle(t('onboarding.title'));

  const step: OnboardingStep = user.onboarding_step ?? 'done';
  // After each step, focus moves to the next step's heading (not on the first screen: the page's h1).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    return focusHeadingWhenShown('main h2');
  }, [step]);
  if (step === 'done') return <Navigate to={leavingTo ?? paths.home} replace />;
  const index = STEPS.indexOf(step);
  const next = (STEPS[index + 1] ?? 'done') as OnboardingStep;

  const advance = (changes: ProfileChanges = {}, then?: () => void) =>
    update.mutate(
      { slug: user.id, attributes: { ...changes, onboarding_step: next } },
      { onSuccess: () => then?.(), onError: (error) => reportApiError(error, translate) },
    );

  const skip = (
    <Button variant="subtle" onClick={() => advance()} disabled={update.isPending}>
      {t('onboarding.skip')}
    </Button>
  );

  const finish = (to: string) => {
    setLeavingTo(to);
    update.mutate(
      { slug: user.id, attributes: { onboarding_step: 'done' } },
      { onError: (error) => reportApiError(error, translate) },
    );
  };

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t('onboarding.title')}</Title>
      <Stepper
        active={index}
        size="sm"
        allowNextStepsSelect={false}
        aria-label={t('onboarding.progress')}
        className="onboarding-stepper"
      >
        {STEPS.map((name) => (
          <Stepper.Step key={name} label={t(`onboarding.steps.${name}`)} />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed">
        {t('onboarding.step_of', { step: index + 1, total: STEPS.length })}
      </Text>

      {step === 'language' && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('onboarding.language_title')}
          </Title>
          <Radio.Group
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            label={t('fields.locale')}
          >
            <Group mt="xs">
              {LOCALES.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={<span lang={option}>{LANGUAGE_NAMES[option]}</span>}
                />
              ))}
            </Group>
          </Radio.Group>
          <Group>
            <Button
              loading={update.isPending}
              onClick={() =>
                advance({ locale }, () => {
                  rememberLocale(locale);
                  void changeLocale(locale);
                })
              }
            >
              {t('onboarding.continue')}
            </Button>
          </Group>
        </Stack>
      )}

      {step === 'birthdate' && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('onboarding.birthdate_title')}
          </Title>
          <Text size="sm">{t('onboarding.birthdate_why')}</Text>
          <BirthdateField value={birthdate} onChange={setBirthdate} />
          <Group>
            <Button loading={update.isPending} onClick={() => advance(birthdate ? { birthdate } : {})}>
              {t('onboarding.continue')}
            </Button>
            {skip}
          </Group>
        </Stack>
      )}

      {step === 'location' && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('onboarding.location_title')}
          </Title>
          <Text size="sm">{t('onboarding.location_why')}</Text>
          <CityField
            initialLabel=""
            onPick={(picked) => {
              setPlace(picked);
              if (picked?.timezone) setTimezone(picked.timezone);
            }}
            onUnchosen={(unchosen) => {
              setCityUnchosen(unchosen);
              if (!unchosen) setCityError(undefined);
            }}
            error={cityError}
          />
          <TimezoneField value={timezone} onChange={(value) => value && setTimezone(value)} />
          <Group>
            <Button
              loading={update.isPending}
              onClick={() => {
                if (cityUnchosen) {
                  setCityError(t('validation.location_incorrect'));
                  document.querySelector<HTMLInputElement>('main input[role="combobox"]')?.focus();
                  return;
                }
                advance({
                  timezone,
                  ...(place?.google_place_id ? { location: { google_place_id: place.google_place_id } } : {}),
                });
              }}
            >
              {t('onboarding.continue')}
            </Button>
            {skip}
          </Group>
        </Stack>
      )}

      {step === 'reminders' && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('onboarding.reminders_title')}
          </Title>
          <Text size="sm">{t('preferences.intro')}</Text>
          <DayRadios
            value={day}
            onChange={(value) => {
              setDay(value);
              setDayError(undefined);
            }}
            error={dayError}
          />
          <NativeSelect
            label={t('preferences.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            data={hourOptions(i18n.language)}
          />
          <Group>
            <Button
              loading={savePreferences.isPending || update.isPending}
              onClick={() => {
                if (!day) return setDayError(t('validation.please_select_a_day'));
                savePreferences.mutate(
                  { frequency: day, time },
                  { onSuccess: () => advance(), onError: (error) => reportApiError(error, translate) },
                );
              }}
            >
              {t('onboarding.continue')}
            </Button>
            {skip}
          </Group>
        </Stack>
      )}

      {step === 'checkup' && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('onboarding.checkup_title')}
          </Title>
          <Text>{t('onboarding.checkup_body')}</Text>
          <Group>
            <Button loading={update.isPending} onClick={() => finish(paths.checkup)}>
              {t('onboarding.start_checkup')}
            </Button>
            <Button variant="default" disabled={update.isPending} onClick={() => finish(paths.home)}>
              {t('onboarding.later')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
