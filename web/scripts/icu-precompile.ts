/// <reference types="node" />
/**
 * The interface's texts arrive in the browser already parsed (issue 12: first-load bytes).
 *
 * The catalogues are ICU messages. Parsing them in the browser needed FormatJS's message and
 * skeleton parsers, about 11 kB of brotli on every first load. This plugin parses every message
 * that holds ICU syntax at build time, into the AST intl-messageformat formats directly, and leaves
 * plain text as a string (lib/i18n.ts shows it as it is). The web bundle then aliases the parser to
 * FormatJS's `no-parser` build for intl-messageformat, which has the AST helpers intl-messageformat uses but no parser.
 * A message that does not parse fails the build (and the web tests) with its key and language,
 * instead of showing its key to someone.
 */
import { createRequire } from 'node:module';
import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js');

/** The catalogues the web app loads (common/src/i18n/web-catalogues.ts). */
const CATALOGUE = /[\\/]common[\\/]src[\\/]locales[\\/](en|fr)[\\/](web|common)\.json$/;

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

export function icuPrecompile(): Plugin {
  return {
    name: 'evenkeel-icu-precompile',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    // intl-messageformat gets the parser-less build; this script itself keeps the parser.
    resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('intl-messageformat'))
        return null;
      return NO_PARSER;
    },
    transform(code, id) {
      const match = CATALOGUE.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const [, language, namespace] = match;
      return {
        code: JSON.stringify(precompileCatalogue(JSON.parse(code), `${language}:${namespace}`)),
        map: null,
      };
    },
  };
}
