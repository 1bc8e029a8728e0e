/** What other features use of check-up preferences: the panel, and the day and hour pickers onboarding asks with. */
export { useSaveCheckupPreferences } from './api/use-checkup-preferences';
export { DayRadios } from './components/day-radios';
export { hourOptions } from './components/hour-options';
export { PreferencesPanel } from './components/preferences-panel';
