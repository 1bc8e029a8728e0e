import type { Locale } from '@evenkeel/common/locale';

/**
 * The browser loads its date data (ICU's calendars and patterns) the first time anything formats a
 * date: about 25 ms of a phone's CPU (100–150 ms under Lighthouse's 4× slowdown), the same for any
 * date format or language afterwards costing a few. Left to itself, that lands inside the render
 * of the first page showing a date (home's check-up card, insights, results) and lengthens the
 * page's longest task. Asked for in a task of its own once the first screen is drawn (the router's
 * Root), it delays neither that screen nor, usually, the page's data, which arrives after it.
 */
export function prepareDateFormatting(locale: Locale): void {
  setTimeout(() => {
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  }, 0);
}
