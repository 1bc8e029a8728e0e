import {
  EMERGENCY_COUNTRY_CODES,
  type EmergencyNumber,
  emergencyNumbersOf,
  HELPLINE_DIRECTORY_URL,
  type Locale,
} from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import { namedCountries } from './countries';
import { type CrisisLine, textsIn } from './service';

// The crisis page's lines and numbers as HTML: each line's card, the emergency number, the
// quick-dial buttons and every country's emergency number (page.ts lays them out).

/** The number as a dialler wants it: digits and a leading +. */
const dialString = (value: string) => value.replace(/[^\d+]/g, '');

function smsHref(line: CrisisLine): string {
  const number = dialString(line.sms ?? '');
  return line.smsBody ? `sms:${number}?&body=${encodeURIComponent(line.smsBody)}` : `sms:${number}`;
}

function languageNames(codes: string[], locale: Locale): string {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
}

export function renderLine(line: CrisisLine, t: ServerTranslate, locale: Locale): string {
  const { name, description, hours } = textsIn(line, locale);
  const actions: string[] = [];
  if (line.phone) {
    actions.push(
      `<li><a href="tel:${escapeHtml(dialString(line.phone))}">${escapeHtml(t('crisis_lines.page.call', { number: line.phone }))}</a></li>`,
    );
  }
  if (line.sms) {
    const label = line.smsBody
      ? t('crisis_lines.page.text_word', { word: line.smsBody, number: line.sms })
      : t('crisis_lines.page.text', { number: line.sms });
    actions.push(`<li><a href="${escapeHtml(smsHref(line))}">${escapeHtml(label)}</a></li>`);
  }
  if (line.chatUrl) {
    actions.push(
      `<li><a href="${escapeHtml(line.chatUrl)}" rel="noopener noreferrer">${escapeHtml(t('crisis_lines.page.chat'))}</a></li>`,
    );
  }
  if (line.websiteUrl) {
    actions.push(
      `<li><a href="${escapeHtml(line.websiteUrl)}" rel="noopener noreferrer">${escapeHtml(t('crisis_lines.page.website'))}</a></li>`,
    );
  }
  const when = line.available247 ? t('crisis_lines.page.always_open') : hours;
  return [
    '<li class="line">',
    `<h3>${escapeHtml(name)}</h3>`,
    description ? `<p>${escapeHtml(description)}</p>` : '',
    actions.length ? `<ul class="actions">${actions.join('')}</ul>` : '',
    when ? `<p class="meta">${escapeHtml(t('crisis_lines.page.hours', { hours: when }))}</p>` : '',
    line.languages.length
      ? `<p class="meta">${escapeHtml(t('crisis_lines.page.languages', { languages: languageNames(line.languages, locale) }))}</p>`
      : '',
    '</li>',
  ].join('');
}

export function renderEmergency(line: CrisisLine, t: ServerTranslate, locale: Locale): string {
  const { name, description } = textsIn(line, locale);
  const phone = line.phone ?? '';
  return [
    '<section class="emergency">',
    `<h3>${escapeHtml(name)}</h3>`,
    `<a class="emergency-number" href="tel:${escapeHtml(dialString(phone))}" aria-label="${escapeHtml(t('crisis_lines.page.call', { number: phone }))}">${escapeHtml(phone)}</a>`,
    description ? `<p>${escapeHtml(description)}</p>` : '',
    '</section>',
  ].join('');
}

/**
 * The emergency number and the first crisis line (988 in Canada) as two large call buttons under
 * the danger line, where a phone shows them without scrolling; their cards follow further down.
 * Kept small: the plain page must stay under 14 KB (one round trip).
 */
export function renderQuickDial(lines: CrisisLine[], t: ServerTranslate): string {
  const first = [
    lines.find((line) => line.kind === 'emergency' && line.phone),
    lines.find((line) => line.kind === 'crisis_line' && line.phone),
  ].filter((line): line is CrisisLine => Boolean(line?.phone));
  if (first.length === 0) return '';
  const links = first.map(
    (line) =>
      `<a href="tel:${escapeHtml(dialString(line.phone ?? ''))}">${escapeHtml(t('crisis_lines.page.call', { number: line.phone ?? '' }))}</a>`,
  );
  return `<p class="quick-dial">${links.join(' ')}</p>`;
}

function emergencyLabel(entry: EmergencyNumber, t: ServerTranslate): string {
  if (entry.service === 'ambulance')
    return t('crisis_lines.page.service_ambulance', { number: entry.number });
  if (entry.service === 'police') return t('crisis_lines.page.service_police', { number: entry.number });
  if (entry.service === 'mobile') return t('crisis_lines.page.service_mobile', { number: entry.number });
  return entry.number;
}

/**
 * Every country's emergency number (common/src/emergency-numbers.ts), by name in the language,
 * each country an anchor (`#cc-CA`) that the service worker opens offline when a country is chosen.
 */
export function renderEveryCountry(locale: Locale, t: ServerTranslate): string {
  const items = namedCountries(EMERGENCY_COUNTRY_CODES, locale).map((country) => {
    const numbers = emergencyNumbersOf(country.code)?.numbers ?? [];
    const links = numbers
      .map(
        (entry) =>
          `<a href="tel:${escapeHtml(dialString(entry.number))}">${escapeHtml(emergencyLabel(entry, t))}</a>`,
      )
      .join(' · ');
    return `<li id="cc-${escapeHtml(country.code)}"><span>${escapeHtml(country.name)}</span> ${links}</li>`;
  });
  return [
    '<section class="every-country" aria-labelledby="every-country">',
    `<h2 id="every-country">${escapeHtml(t('crisis_lines.page.every_country'))}</h2>`,
    `<p>${escapeHtml(t('crisis_lines.page.every_country_note'))} <a href="${escapeHtml(HELPLINE_DIRECTORY_URL)}" rel="noopener noreferrer">${escapeHtml(t('crisis_lines.page.directory'))}</a></p>`,
    `<ul class="countries">${items.join('')}</ul>`,
    '</section>',
  ].join('');
}
