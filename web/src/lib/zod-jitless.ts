/**
 * Zod compiles its object parsers with `new Function` when it may, and probes for that the first
 * time a schema runs. Our Content-Security-Policy allows no eval (script-src 'self'), so the
 * probe is refused and the browser reports a CSP violation on every page with a form. Telling
 * Zod up front to parse without compiling (its `jitless` setting, read from this global before
 * the library loads, so the first screen need not load Zod to set it) avoids the probe.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
