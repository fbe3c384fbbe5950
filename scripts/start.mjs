// `npm start`: builds the browser app and the server's renderer of readers' pages, saying what it is doing (the two
// builds take seconds to a minute), then starts the server, which prints its address and the demo accounts.
import { spawn } from 'node:child_process';

function run(label, command, args) {
  const started = Date.now();
  process.stdout.write(`${label}...`);
  return new Promise((resolve, reject) => {
    const child = spawn(`node_modules/.bin/${command}`, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => {
      if (code === 0) {
        process.stdout.write(` done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
        resolve();
      } else {
        process.stdout.write(' failed\n');
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      }
    });
  });
}

try {
  console.log('Masthead: building, then starting the server.');
  await run('Building the browser app', 'vite', ['build', '--logLevel', 'warn']);
  await run("Building the renderer of readers' pages", 'vite', ['build', '--ssr', 'src/ssr.tsx', '--logLevel', 'warn']);
  console.log('Starting the server (the first start creates the database and the demo content)...');
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
