/**
 * First-screen JS budget: sums the gzipped size of the JS that web/dist/index.html loads at once
 * (script tags and modulepreload links, which Vite writes for every static import of the entry).
 * Lazy route chunks are not counted: they are not part of the first screen.
 *
 * Run after `npm run build -w web`: node --import tsx bench/bundle-size.ts [dist folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// kB of 1,000 bytes, as Vite prints them (the stricter reading of "250 KB").
const KB = 1000;
const BUDGET_BYTES = 250 * KB;
const DIST = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'web', 'dist'));

/** Value of `attribute` in every tag matching `tagPattern`. */
function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const valuePattern = new RegExp(`\\s${attribute}\\s*=\\s*["']([^"']+)["']`, 'i');
  return [...html.matchAll(tagPattern)].flatMap((match) => {
    const value = valuePattern.exec(match[0])?.[1];
    return value ? [value] : [];
  });
}

function firstScreenScripts(html: string): string[] {
  const scripts = attributeValues(html, /<script\b[^>]*>/gi, 'src');
  const preloads = attributeValues(html, /<link\b[^>]*\brel\s*=\s*["']modulepreload["'][^>]*>/gi, 'href');
  return [...new Set([...scripts, ...preloads])];
}

function main(): number {
  const indexFile = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.error(
      `${path.relative(process.cwd(), indexFile)} is missing: build the web app first (npm run build -w web).`,
    );
    return 2;
  }
  const references = firstScreenScripts(fs.readFileSync(indexFile, 'utf8'));
  let total = 0;
  const rows: string[] = [];
  for (const reference of references) {
    if (/^(https?:)?\/\//i.test(reference)) {
      console.error(`not counted, served from elsewhere: ${reference}`);
      continue;
    }
    // Vite writes root-relative URLs (/assets/…); the query or hash, if any, is not part of the file name.
    const file = path.join(DIST, reference.replace(/[?#].*$/, '').replace(/^\.?\//, ''));
    if (!fs.existsSync(file)) {
      console.error(`index.html references ${reference}, which is not in web/dist`);
      return 2;
    }
    const raw = fs.readFileSync(file);
    // Default zlib level (6), the level static servers and CDNs commonly use on the fly.
    const gzipped = gzipSync(raw).length;
    total += gzipped;
    rows.push(`| ${reference} | ${(raw.length / KB).toFixed(1)} | ${(gzipped / KB).toFixed(1)} |`);
  }
  if (references.length === 0) {
    console.error('index.html references no script: nothing measured');
    return 2;
  }
  console.log('| file | raw kB | gzipped kB |\n|---|---:|---:|');
  console.log(rows.join('\n'));
  const ok = total < BUDGET_BYTES;
  console.log(
    `\nFirst screen: ${(total / KB).toFixed(1)} kB of gzipped JS (budget < ${BUDGET_BYTES / KB} kB): ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok ? 0 : 1;
}

process.exit(main());
