// The README's test command: typecheck and lint, unit/component/API tests, build, the bundle budget, then the
// browser tests against the built app, then the API tests on PostgreSQL when TEST_DATABASE_URL is set.
// Steps in one group run at the same time (on 2 cores, a typecheck and a lint, or two builds, each keep one busy).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { freemem, loadavg, tmpdir } from 'node:os';

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
  [['vitest', ['run', '--project', 'e2e', ...report('e2e')]]],
  // After the browser tests, not beside them: together they kept 2 cores at a load of 13, and journeys timed out.
  ...(postgres ? [[['vitest', ['run', '--project', 'postgres', '--maxWorkers', '1', ...report('postgres')]]]] : []),
];

// Dots, not a line a test: CI shows a part of the output, and the failures (with the summary below) must be in it.
function report(name) {
  return ['--reporter=dot', '--reporter=json', `--outputFile.json=.tmp/vitest-${name}.json`];
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
let stepsFailed = 0;
console.log(`(before: ${machine()})`);
for (const group of groups) {
  const groupStart = Date.now();
  console.log(`\n> ${group.map(([command, args]) => `${command} ${args.join(' ')}`).join('\n> ')}`);
  const codes = await Promise.all(group.map(([command, args]) => run(command, args)));
  console.log(`(${((Date.now() - groupStart) / 1000).toFixed(0)} s; ${machine()})`);
  const failed = group.filter((_, index) => codes[index] !== 0);
  stepsFailed += failed.length;
  // The PostgreSQL tests need nothing of the browser tests: they run whatever those did, and the summary tells both.
  const lastTests = group === groups.at(-1) || (postgres && group === groups.at(-2));
  if (failed.length && !lastTests) {
    printOutcomes();
    console.error(`\n${failed.map(([command]) => command).join(', ')} failed`);
    process.exit(1);
  }
}

/** What the machine had left after a step: a run that fails only on CI's machine may have run out of disk or memory. */
function machine() {
  const { bavail, bsize } = statfsSync(tmpdir());
  const gib = (bytes) => (bytes / 2 ** 30).toFixed(1);
  return `disk left ${gib(bavail * bsize)} GiB, memory free ${gib(freemem())} GiB, load ${loadavg()[0].toFixed(1)}`;
}

/** The vitest reports this run wrote (those whose step ran), each as vitest's JSON reporter writes it. */
function reports() {
  const found = [];
  for (const name of ['unit', 'e2e', 'postgres']) {
    try {
      found.push(JSON.parse(readFileSync(`.tmp/vitest-${name}.json`, 'utf8')));
    } catch {
      // That step did not run, or left no report (said at the end).
    }
  }
  return found;
}

/**
 * An error's first lines, without the stack frames of dependencies. Vitest's JSON report gives a test that timed out
 * the stack of its placeholder error, "STACK_TRACE_ERROR", and no message: said here for what it is.
 */
function firstLines(message, count) {
  return message
    .replace(/^Error: STACK_TRACE_ERROR/, 'Timed out (the test, or a hook, ran past its timeout)')
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, count)
    .join('\n    ');
}

/**
 * The tests that passed only on their retry, with the first lines of the error that made them retry (a flake is fixed
 * from its error, not from "(retry x1)"); then every test that failed, and every file whose set-up failed (its tests
 * then show as skipped), with the first lines of their errors. The last thing CI prints, so that a failure on a machine
 * nobody can log in to can be read.
 */
function printOutcomes() {
  const retried = [];
  const failed = [];
  for (const summary of reports()) {
    for (const file of summary.testResults) {
      const fileName = file.name.replace(`${process.cwd()}/`, '');
      if (file.status === 'failed' && file.message) failed.push(`- ${fileName} (the file)\n    ${firstLines(file.message, 12)}`);
      for (const test of file.assertionResults) {
        if (test.status === 'passed' && test.failureMessages.length > 0)
          retried.push(`- ${fileName} > ${test.fullName}\n    ${firstLines(test.failureMessages[0], 5)}`);
        if (test.status === 'failed')
          failed.push(`- ${fileName} > ${test.fullName}\n    ${firstLines(test.failureMessages.at(-1) ?? '', 12)}`);
      }
    }
  }
  if (retried.length) console.log(`\nPassed only on a retry (${retried.length}):\n${retried.join('\n')}`);
  if (failed.length) console.log(`\nFailed (${failed.length}):\n${failed.join('\n')}`);
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'e2e', ...(postgres ? ['postgres'] : [])]) {
  try {
    const summary = JSON.parse(readFileSync(`.tmp/vitest-${name}.json`, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
  } catch {
    console.log(`\nThe ${name} tests left no report (.tmp/vitest-${name}.json): see their output above.`);
  }
}
printOutcomes();
console.log(`\nnpm test: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
// A file whose set-up failed fails its run with no test counted as failed: the steps' exit codes decide.
process.exit(failed || stepsFailed ? 1 : 0);
