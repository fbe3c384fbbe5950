// The README's test command: typecheck, lint, unit/component/API tests (and the API tests on PostgreSQL when
// TEST_DATABASE_URL is set), build, the bundle budget, then the browser tests against the built app.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const projects = ['node', 'dom', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const steps = [
  ['tsc', ['--noEmit', '-p', '.']],
  ['eslint', ['.', '--max-warnings=0']],
  ['vitest', ['run', ...projects.flatMap((name) => ['--project', name]), ...report('unit')]],
  ['vite', ['build', '--logLevel', 'warn']],
  ['vite', ['build', '--ssr', 'src/ssr.tsx', '--logLevel', 'warn']],
  ['tsx', ['scripts/bundleBudget.ts']],
  ['vitest', ['run', '--project', 'e2e', ...report('e2e')]],
];

function report(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=.tmp/vitest-${name}.json`];
}
mkdirSync('.tmp', { recursive: true });

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(`node_modules/.bin/${command}`, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} failed`);
    process.exit(result.status ?? 1);
  }
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'e2e']) {
  const summary = JSON.parse(readFileSync(`.tmp/vitest-${name}.json`, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
}
console.log(`\nnpm test: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
