// The README's test command: typecheck, lint, unit/component/API tests (and the API tests on PostgreSQL when
// TEST_DATABASE_URL is set), build, then the browser tests against the built app.
import { spawnSync } from 'node:child_process';

const projects = ['node', 'dom', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
const steps = [
  ['tsc', ['--noEmit', '-p', '.']],
  ['eslint', ['.', '--max-warnings=0']],
  ['vitest', ['run', ...projects.flatMap((name) => ['--project', name])]],
  ['vite', ['build', '--logLevel', 'warn']],
  ['vitest', ['run', '--project', 'e2e']],
];

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(`node_modules/.bin/${command}`, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} failed`);
    process.exit(result.status ?? 1);
  }
}
