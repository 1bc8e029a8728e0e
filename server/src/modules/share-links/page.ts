import {
  type Band,
  type Instrument,
  type Item,
  type Locale,
  SHARE_LINK_CODE_LENGTH,
  weeklyQuestionnaire,
} from '@evenkeel/common';
import type { PageTranslate } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import { field, hiddenInput } from '../front-door';
import type { SharedCheckup } from './service';

/** The contents of a share link's pages (issue 32 §5), drawn by the server in the front door's layout. */

export type SharedScore = { week_start: string; score: number; band: Band };
export type SharedLog = {
  kind: 'life_event' | 'ailment' | 'activity';
  date: string;
  title: string;
  impact: number;
};

export type SharedView = {
  name: string;
  /** Until when the link opens, in words. */
  until: string;
  scores: SharedScore[];
  latest: SharedCheckup | null;
  /** Null when the member did not share them. */
  checkups: SharedCheckup[] | null;
  logs: SharedLog[] | null;
  fhirHref: string | null;
  locale: Locale;
  formatDate: (date: string) => string;
};

const LIFE_AREAS = ['sleep', 'energy', 'stress', 'social', 'work', 'meaning'] as const;

export function sharedMain(t: PageTranslate, view: SharedView): string {
  const e = (text: string) => escapeHtml(text);
  return `<div class="fd-stack">
<h1>${e(t('share_links.page.title', { name: view.name }))}</h1>
<div class="fd-alert fd-alert-ok" role="status"><p>${e(t('share_links.page.intro', { name: view.name, until: view.until }))}</p></div>
${scoresSection(t, view)}
${lifeAreasSection(t, view)}
${view.checkups ? answersSection(t, view, view.checkups) : ''}
${view.logs ? logsSection(t, view, view.logs) : ''}
<p class="fd-small">${e(t('share_links.page.footer'))}</p>
</div>`;
}

function scoresSection(t: PageTranslate, view: SharedView): string {
  const e = escapeHtml;
  if (view.scores.length === 0)
    return `<section class="fd-section"><h2>${e(t('share_links.page.scores_title'))}</h2><p>${e(t('share_links.page.no_checkups'))}</p></section>`;
  const rows = [...view.scores]
    .reverse()
    .map(
      (point) =>
        `<tr><th scope="row">${e(view.formatDate(point.week_start))}</th><td>${point.score}</td><td>${e(t(`results.band.${point.band}`))}</td></tr>`,
    )
    .join('');
  return `<section class="fd-section" aria-labelledby="shared-scores">
<h2 id="shared-scores">${e(t('share_links.page.scores_title'))}</h2>
<p>${e(t('share_links.page.scores_hint'))}</p>
<table class="fd-table"><caption>${e(t('share_links.page.scores_caption'))}</caption>
<thead><tr><th scope="col">${e(t('insights.week'))}</th><th scope="col">${e(t('insights.score'))}</th><th scope="col">${e(t('insights.band'))}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

function lifeAreasSection(t: PageTranslate, view: SharedView): string {
  const { latest } = view;
  if (!latest) return '';
  const e = escapeHtml;
  const items = LIFE_AREAS.flatMap((area) => {
    const value = latest.lifeAreas[area];
    return value === undefined || value === null
      ? []
      : [`<li>${e(t(`results.area.${area}`))}: ${e(t('results.area_value', { value }))}</li>`];
  }).join('');
  if (!items) return '';
  return `<section class="fd-section" aria-labelledby="shared-areas">
<h2 id="shared-areas">${e(t('share_links.page.areas_title', { date: view.formatDate(latest.weekStart) }))}</h2>
<p>${e(t('share_links.page.areas_hint'))}</p>
<ul class="fd-list">${items}</ul>
</section>`;
}

/** An answer in words: the option's label, or a number out of 10 for a life area. */
function answerText(t: PageTranslate, item: Item, value: number, locale: Locale): string {
  if (item.instrument === 'life_area') return t('results.area_value', { value });
  return item.options.find((option) => option.value === value)?.label[locale] ?? String(value);
}

/** Every instrument of the check-up but the safety question, whose answer reaches nobody but the member. */
const sharedInstruments = (instruments: readonly Instrument[]) =>
  instruments.filter((instrument) => instrument.id !== 'safety');

function answersSection(t: PageTranslate, view: SharedView, checkups: SharedCheckup[]): string {
  const e = escapeHtml;
  const { locale } = view;
  const entries = checkups
    .map((row) => {
      const questionnaire = weeklyQuestionnaire(row.questionnaireVersion);
      if (!questionnaire) return '';
      const groups = sharedInstruments(questionnaire.instruments)
        .map((instrument) => {
          const lines = instrument.items
            .flatMap((item) => {
              const value = row.answers[item.id];
              return value === undefined
                ? []
                : [`<dt>${e(item.text[locale])}</dt><dd>${e(answerText(t, item, value, locale))}</dd>`];
            })
            .join('');
          return `<h4>${e(instrument.title[locale])}</h4><dl class="fd-answers">${lines}</dl>`;
        })
        .join('');
      const summary = t('share_links.page.checkup_summary', {
        date: view.formatDate(row.weekStart),
        score: row.score,
        band: t(`results.band.${row.band}`),
      });
      return `<details><summary>${e(summary)}</summary>${groups}</details>`;
    })
    .join('');
  const download = view.fhirHref
    ? `<p><a class="fd-button fd-default" href="${e(view.fhirHref)}">${e(t('share_links.page.fhir_download'))}</a></p><p class="fd-small">${e(t('share_links.page.fhir_hint'))}</p>`
    : '';
  return `<section class="fd-section" aria-labelledby="shared-answers">
<h2 id="shared-answers">${e(t('share_links.page.answers_title'))}</h2>
<p>${e(t('share_links.page.answers_hint'))}</p>
${download}
${entries || `<p>${e(t('share_links.page.no_checkups'))}</p>`}
</section>`;
}

function logsSection(t: PageTranslate, view: SharedView, logs: SharedLog[]): string {
  const e = escapeHtml;
  const rows = [...logs]
    .reverse()
    .map(
      (log) =>
        `<tr><th scope="row">${e(view.formatDate(log.date))}</th><td>${e(t(`share_links.page.kind.${log.kind}`))}</td><td>${e(log.title)}</td><td>${log.impact}</td></tr>`,
    )
    .join('');
  return `<section class="fd-section" aria-labelledby="shared-logs">
<h2 id="shared-logs">${e(t('share_links.page.logs_title'))}</h2>
${
  logs.length === 0
    ? `<p>${e(t('share_links.page.no_logs'))}</p>`
    : `<table class="fd-table"><caption>${e(t('share_links.page.logs_caption'))}</caption>
<thead><tr><th scope="col">${e(t('share_links.page.date'))}</th><th scope="col">${e(t('share_links.page.kind_label'))}</th><th scope="col">${e(t('share_links.page.what'))}</th><th scope="col">${e(t('share_links.page.impact'))}</th></tr></thead>
<tbody>${rows}</tbody></table>`
}
</section>`;
}

export type CodeForm = {
  action: string;
  csrf: string;
  locale: Locale;
  /** Said above the field: a wrong code and the tries left, or the lock and its end. */
  refusal: string | null;
  locked: boolean;
};

/** The code's form: the page says whose link it is only once the code is given. */
export function codeMain(t: PageTranslate, form: CodeForm): string {
  const e = escapeHtml;
  const title = e(t('share_links.page.code_title'));
  const notice = form.refusal ? `<div class="fd-alert" role="alert">${e(form.refusal)}</div>` : '';
  const fields = form.locked
    ? ''
    : `<form class="fd-stack" method="post" action="${e(form.action)}" novalidate aria-label="${title}">
${hiddenInput('authenticity_token', form.csrf)}${hiddenInput('locale', form.locale)}
${field({ name: 'code', label: t('share_links.page.code_label'), autocomplete: 'one-time-code', description: t('share_links.page.code_hint', { count: SHARE_LINK_CODE_LENGTH }) })}
<div><button type="submit" class="fd-button">${e(t('share_links.page.code_submit'))}</button></div>
</form>`;
  return `<div class="fd-stack">
<h1>${title}</h1>
<p>${e(t('share_links.page.code_intro'))}</p>
${notice}
${fields}
</div>`;
}

/** A revoked or expired link (410), or none (404): no name, nothing of the member. */
export function endedMain(t: PageTranslate, kind: 'gone' | 'missing'): string {
  const e = escapeHtml;
  return `<div class="fd-stack">
<h1>${e(t(kind === 'gone' ? 'share_links.page.gone_title' : 'share_links.page.missing_title'))}</h1>
<p>${e(t(kind === 'gone' ? 'share_links.page.gone_body' : 'share_links.page.missing_body'))}</p>
</div>`;
}

/** The file asked for before the code was given in this browser: back to the page, which asks for it. */
export function codeFirstMain(t: PageTranslate, pagePath: string): string {
  const e = escapeHtml;
  return `<div class="fd-stack">
<h1>${e(t('share_links.page.code_title'))}</h1>
<p><a href="${e(pagePath)}">${e(t('share_links.page.code_first'))}</a></p>
</div>`;
}
