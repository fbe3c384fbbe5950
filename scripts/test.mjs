// The README's test command: typecheck and lint, unit/component/API tests, build, the bundle budget, then the
// browser tests against the built app, with the API tests on PostgreSQL beside them when TEST_DATABASE_URL is set.
// Steps in one group run at the same time (on 2 cores, a typecheck and a lint, or two builds, each keep one busy;
// the browser tests mostly wait on the browser, which leaves room for the PostgreSQL run).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const groups = [
  [
    ['tsc', ['--noEmit', '-p', '.']],
    ['eslint', ['.', '--max-warnings=0']],
    ['prettier', ['--check', '.', '--log-level', 'warn']],
  ],
  [['vitest', ['run', '--project', 'node', '--project', 'dom', ...report('unit')]]],
  [
    ['vite', ['build', '--logLevel', 'warn']],
    ['vite', ['build', '--ssr', 'src/ssr.tsx', '--logLevel', 'warn']],
  ],
  [['tsx', ['scripts/bundleBudget.ts']]],
  [
    ['vitest', ['run', '--project', 'e2e', ...report('e2e')]],
    ...(postgres ? [['vitest', ['run', '--project', 'postgres', '--maxWorkers', '1', ...report('postgres')]]] : []),
  ],
];

function report(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=.tmp/vitest-${name}.json`];
}
mkdirSync('.tmp', { recursive: true });
for (const name of ['unit', 'e2e', 'postgres']) rmSync(`.tmp/vitest-${name}.json`, { force: true });

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(`node_modules/.bin/${command}`, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
for (const group of groups) {
  const groupStart = Date.now();
  console.log(`\n> ${group.map(([command, args]) => `${command} ${args.join(' ')}`).join('\n> ')}`);
  const codes = await Promise.all(group.map(([command, args]) => run(command, args)));
  console.log(`(${((Date.now() - groupStart) / 1000).toFixed(0)} s)`);
  const failed = group.filter((_, index) => codes[index] !== 0);
  if (failed.length) {
    printRetried();
    console.error(`\n${failed.map(([command]) => command).join(', ')} failed`);
    process.exit(1);
  }
}

/**
 * The tests that passed only on their retry, with the first lines of the error that made them retry: CI shows only
 * the end of the output, and a flake is fixed from its error, not from "(retry x1)".
 */
function printRetried() {
  const lines = [];
  for (const name of ['unit', 'e2e', 'postgres']) {
    let summary;
    try {
      summary = JSON.parse(readFileSync(`.tmp/vitest-${name}.json`, 'utf8'));
    } catch {
      continue;
    }
    for (const file of summary.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'passed' || test.failureMessages.length === 0) continue;
        const first = test.failureMessages[0]
          .split('\n')
          .filter((line) => !line.includes('node_modules'))
          .slice(0, 5)
          .join('\n    ');
        lines.push(`- ${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}\n    ${first}`);
      }
    }
  }
  if (lines.length) console.log(`\nPassed only on a retry (${lines.length}):\n${lines.join('\n')}`);
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'e2e', ...(postgres ? ['postgres'] : [])]) {
  const summary = JSON.parse(readFileSync(`.tmp/vitest-${name}.json`, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
}
printRetried();
console.log(`\nnpm test: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed ? 1 : 0);
