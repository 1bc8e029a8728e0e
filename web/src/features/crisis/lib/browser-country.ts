/** The region of the browser's first language that names one (`en-CA` → `CA`, `fr` → `FR`). */
export function browserCountry(): string | null {
  for (const tag of navigator.languages ?? [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // A malformed language tag names no country.
    }
  }
  return null;
}
