// `npm start` builds the web app only when web/dist is missing or older than its sources,
// so a fresh clone works with one command and later starts stay fast.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'web/dist/index.html');
const sources = [path.join(root, 'web'), path.join(root, 'common/src')];

function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log('Building the web app…');
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}
