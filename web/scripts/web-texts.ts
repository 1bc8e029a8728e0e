/// <reference types="node" />
/**
 * The interface's texts, as the browser loads them (issue 12: first-load bytes).
 *
 * **In parts.** The `web` catalogue's top-level keys are parts (`content`, `benefits`, …): each
 * part of each language is a module of its own (`virtual:web-texts/fr/web/content`), loaded when
 * a page that needs it is (lib/i18n.ts; app/router.tsx names each page's parts), so a visitor's
 * first load carries the texts of the pages it shows, not of the whole product. The `common`
 * catalogue (field names, validation and error messages) loads whole, in one module with the
 * parts every screen shows (`virtual:web-texts/fr/core`, lib/core-text-parts.ts): one request
 * before the first render instead of nine. The module `virtual:web-texts` lists the loaders.
 *
 * **Parsed.**
 * The catalogues are ICU messages. Parsing them in the browser needed FormatJS's message and
 * skeleton parsers, about 11 kB of brotli on every first load. This plugin parses every message
 * that holds ICU syntax at build time, into the AST intl-messageformat formats directly, and leaves
 * plain text as a string (lib/i18n.ts shows it as it is). intl-messageformat then gets FormatJS's
 * `no-parser` build: the AST helpers it uses, without the parser.
 * A message that does not parse fails the build (and the web tests) with its key and language,
 * instead of showing its key to someone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { CORE_TEXT_PARTS } from '../src/lib/core-text-parts';

const require = createRequire(import.meta.url);
const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../common/src/locales');
const LANGUAGES = ['en', 'fr'] as const;
/** `virtual:web-texts` lists the loaders; `virtual:web-texts/<language>/<core or web/part>` is one of them. */
const VIRTUAL = 'virtual:web-texts';

/** Characters that make a message more than plain text: arguments, quoting, plural's `#`. */
const ICU_SYNTAX = /[{}'#]/;

type Tree = { [key: string]: string | Tree };
type Compiled = { [key: string]: string | MessageFormatElement[] | Compiled };

/** Plain text stays a string; a message with ICU syntax becomes its AST (tags are text, as at run time). */
export function precompileCatalogue(tree: Tree, where: string): Compiled {
  const compiled: Compiled = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = `${where}.${key}`;
    if (typeof value !== 'string') compiled[key] = precompileCatalogue(value, path);
    else if (!ICU_SYNTAX.test(value)) compiled[key] = value;
    else {
      try {
        compiled[key] = parse(value, { ignoreTag: true });
      } catch (error) {
        throw new Error(`The message ${path} is not valid ICU: ${(error as Error).message}`);
      }
    }
  }
  return compiled;
}

/** The web catalogue's parts: its top-level keys, the same in both languages (a test checks). */
export function webTextParts(): string[] {
  return Object.keys(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'en', 'web.json'), 'utf8')));
}

/** `virtual:web-texts`: for each language, the core texts' loader and one loader per part. */
function loadersModule(): string {
  const lines = LANGUAGES.map((language) => {
    const load = (name: string) => `() => import(${JSON.stringify(`${VIRTUAL}/${language}/${name}`)})`;
    const parts = webTextParts().map((part) => `${JSON.stringify(part)}: ${load(`web/${part}`)}`);
    return `  ${language}: { core: ${load('core')}, web: { ${parts.join(', ')} } },`;
  });
  return `export const textLoaders = {\n${lines.join('\n')}\n};\n`;
}

/** One language's common catalogue and the core parts of its web catalogue, parsed: what every screen needs. */
function coreModule(language: string, readFile: (file: string) => string): string {
  const read = (catalogue: string) =>
    JSON.parse(readFile(path.join(LOCALES_DIR, language, `${catalogue}.json`))) as Tree;
  const web = read('web');
  const core: Tree = {};
  for (const part of CORE_TEXT_PARTS) {
    const texts = web[part];
    if (!texts || typeof texts === 'string')
      throw new Error(`The ${language} web catalogue has no part ${part}`);
    core[part] = texts;
  }
  const compiled = {
    common: precompileCatalogue(read('common'), `${language}:common`),
    web: precompileCatalogue(core, `${language}:web`),
  };
  return `export default ${JSON.stringify(compiled)};\n`;
}

/** One part of a language's web catalogue (`web/<part>`), parsed. */
function textsModule(language: string, name: string, readFile: (file: string) => string): string {
  const part = name.slice('web/'.length);
  const texts = (JSON.parse(readFile(path.join(LOCALES_DIR, language, 'web.json'))) as Tree)[part];
  if (!texts || typeof texts === 'string')
    throw new Error(`The ${language} web catalogue has no part ${part}`);
  return `export default ${JSON.stringify(precompileCatalogue({ [part]: texts }, `${language}:web`))};\n`;
}

export function webTexts(): Plugin {
  return {
    name: 'evenkeel-web-texts',
    // Before Vite's own resolver, which would find the parser intl-messageformat names.
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === VIRTUAL || source.startsWith(`${VIRTUAL}/`)) return `\0${source}`;
      // intl-messageformat gets the parser-less build; this script itself keeps the parser.
      if (source === '@formatjs/icu-messageformat-parser' && importer?.includes('intl-messageformat'))
        return NO_PARSER;
      return null;
    },
    load(id) {
      if (id === `\0${VIRTUAL}`) return loadersModule();
      const match = new RegExp(`^\\0${VIRTUAL}/(en|fr)/(core|web/[a-z_]+)$`).exec(id);
      if (!match) return null;
      const [, language = '', name = ''] = match;
      const readFile = (file: string) => {
        // A change to a catalogue reloads its texts in development.
        this.addWatchFile(file);
        return fs.readFileSync(file, 'utf8');
      };
      return name === 'core' ? coreModule(language, readFile) : textsModule(language, name, readFile);
    },
  };
}
