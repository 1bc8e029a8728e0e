// Prints the figures issue 28 measures the house by, from the code's own imports:
// `node scripts/structure-report.mjs` (run it before and after a restructuring and compare).
// - server module→module imports: imports from one server/src/modules/<a>/ file into another module <b>
// - server import depth: the longest chain of runtime imports between server product files
// - web upward imports: lib → components/features/app, components → features/app, features → app
// - files over 300 lines: product code (tests, test support and generated files left out), and
//   apart from it the data tables written as code (demo articles and tips, every country's emergency number)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const isTest = (path) => /\.test\.tsx?$|\/test\/|test-helpers\.ts$|\.d\.ts$/.test(path);
const raw = execFileSync(
  'npx',
  [
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
    'common/src',
    'server/src',
    'web/src',
  ],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const modules = JSON.parse(raw).modules.filter(
  (m) => !isTest(m.source) && !m.source.includes('node_modules'),
);
const product = new Set(modules.map((m) => m.source));

const moduleOf = (path) => /^server\/src\/modules\/([^/]+)\//.exec(path)?.[1];
let moduleImports = 0;
for (const m of modules) {
  const from = moduleOf(m.source);
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    if (to && to !== from) moduleImports += 1;
  }
}

// Longest runtime import chain among server product files (type-only imports vanish at run time).
const graph = new Map();
for (const m of modules) {
  if (!m.source.startsWith('server/src/')) continue;
  graph.set(
    m.source,
    m.dependencies
      .filter((d) => product.has(d.resolved) && d.resolved.startsWith('server/src/'))
      .filter((d) => !(d.dependencyTypes ?? []).includes('type-only'))
      .map((d) => d.resolved),
  );
}
const depthMemo = new Map();
const depth = (file, seen = new Set()) => {
  if (depthMemo.has(file)) return depthMemo.get(file);
  if (seen.has(file)) return 0;
  seen.add(file);
  let best = 0;
  for (const next of graph.get(file) ?? []) best = Math.max(best, 1 + depth(next, seen));
  seen.delete(file);
  depthMemo.set(file, best);
  return best;
};
let serverDepth = 0;
for (const file of graph.keys()) serverDepth = Math.max(serverDepth, depth(file));

const webLayer = (path) => {
  const m = /^web\/src\/(lib|components|features|app|front-door)\//.exec(path);
  return m ? { lib: 0, components: 1, features: 2, 'front-door': 2, app: 3 }[m[1]] : undefined;
};
const upward = [];
for (const m of modules) {
  const from = webLayer(m.source);
  if (from === undefined) continue;
  for (const d of m.dependencies) {
    const to = webLayer(d.resolved);
    if (to !== undefined && to > from && !(from === 2 && to === 2))
      upward.push(`${m.source} → ${d.resolved}`);
  }
}

const isData = (path) => /^server\/src\/demo\/content\/|^common\/src\/emergency-numbers\.ts$/.test(path);
const over300 = modules
  .filter((m) => /\.(ts|tsx)$/.test(m.source) && !m.source.includes('/generated/'))
  .map((m) => ({ file: m.source, lines: readFileSync(m.source, 'utf8').split('\n').length }))
  .filter((f) => f.lines > 300)
  .sort((a, b) => b.lines - a.lines);
const long = over300.filter((f) => !isData(f.file));
const longData = over300.filter((f) => isData(f.file));

console.log(`server module→module imports: ${moduleImports}`);
console.log(`server import depth: ${serverDepth}`);
console.log(`web upward imports: ${upward.length}`);
for (const line of upward) console.log(`  ${line}`);
console.log(`product files over 300 lines: ${long.length}`);
for (const f of long) console.log(`  ${f.lines} ${f.file}`);
console.log(`data tables over 300 lines: ${longData.length}`);
for (const f of longData) console.log(`  ${f.lines} ${f.file}`);
