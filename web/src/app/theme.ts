import { DESKTOP_MIN_WIDTH } from '@evenkeel/common/limits';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { t } from '../lib/i18n';

/**
 * Calm teal for the brand. Shades 6–9 are dark enough for white text and for links on white
 * and light gray (contrast ≥ 4.5:1, WCAG 2.2 AA); the lighter ones are for backgrounds only.
 */
const evenkeel: MantineColorsTuple = [
  '#e6f6f1',
  '#c8ebe0',
  '#a0dcc9',
  '#72c9ae',
  '#45b394',
  '#1f9b7b',
  '#0a6e54',
  '#096a50',
  '#085c46',
  '#064d3a',
];

export const theme = createTheme({
  colors: { evenkeel },
  primaryColor: 'evenkeel',
  primaryShade: 6,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  focusRing: 'always',
  // `sm` is where the desktop layout starts (spec §9: 768 px); hiddenFrom/visibleFrom use it.
  breakpoints: { xs: '36em', sm: `${DESKTOP_MIN_WIDTH / 16}em`, md: '62em', lg: '75em', xl: '88em' },
  components: {
    // Every dialog's close button has a name, in the current language: a getter, read each time
    // Mantine spreads these props onto the button. A dialog may still give its own.
    // A plain object rather than `Modal.extend`, which would bring the dialog's code (portal, focus
    // trap, scroll lock, transitions) into every first load; only pages with a dialog need it.
    Modal: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return t('controls.close_dialog');
          },
        },
      },
    },
    // A long list scrolls in its listbox itself, the browser's own scrolling, not in Mantine's
    // scroll area inside it: axe (scrollable-region-focusable) then knows it as the field's popup,
    // which the arrow keys in the field walk and scroll; Mantine's area, a box with no focus of
    // its own inside the listbox, was neither reachable nor allowed there. Plain objects, as above.
    ...Object.fromEntries(
      ['MultiSelect', 'Autocomplete', 'Select'].map((name) => [
        name,
        {
          defaultProps: { withScrollArea: false },
          styles: { options: { maxHeight: 'min(220px, 50vh)', overflowY: 'auto' } },
        },
      ]),
    ),
  },
});

/**
 * Mantine's default secondary, placeholder and error colours are below AA contrast on white;
 * these pass (≥ 4.5:1). Set through its resolver, which writes the variables it owns.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-anchor': '#0a6e54',
  },
  dark: {},
});
