import type { CoverageTargetKind } from '@evenkeel/common';
import { currentLocale, type TFunction } from '../../../lib/i18n';

/** An amount in minor units, in the interface's language ("$1,000.00", « 1 000,00 $ »). */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(currentLocale() === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency }).format(
    cents / 100,
  );

/** A calendar day (yyyy-mm-dd) written out, read as that day wherever the reader is. */
export const day = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The day before a yyyy-mm-dd (a plan year's last day, from the next one's start). */
export const dayBefore = (iso: string) =>
  new Date(new Date(`${iso}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);

/** What a coverage covers, by name: a service category or a provider specialty. */
export const targetName = (t: TFunction, kind: CoverageTargetKind, key: string) =>
  kind === 'specialty'
    ? t(`specialties.${key}`, { ns: 'common', defaultValue: key })
    : t(`service_categories.${key}`, { ns: 'common', defaultValue: key });

/** A whole number field: '' → null, digits → the number, anything else → undefined (invalid). */
export const wholeNumber = (text: string): number | null | undefined =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** "1000", "1000.5", "1 000,50" → minor units; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f$€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** Minor units → what an input shows ("1000.50", "1000"). */
export const amountText = (cents: number | null) =>
  cents === null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** A plan year's start, month and day only ("July 1", « 1er juillet » as Intl writes it). */
export const monthDay = (month: number, dayOfMonth: number) =>
  new Intl.DateTimeFormat(currentLocale(), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2001, month - 1, dayOfMonth)),
  );
