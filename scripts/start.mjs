// `npm start`: builds the web app when its build is missing, then runs the gateway, which also
// starts the reference api when REST_BASE_URL is unset. Prints the URL and the sign-in.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const webDist = process.env.WEB_DIST || join('web', 'dist');

function webHasBuildScript() {
  try {
    return Boolean(JSON.parse(readFileSync(join('web', 'package.json'), 'utf8')).scripts?.build);
  } catch {
    return false;
  }
}

if (!existsSync(join(webDist, 'index.html')) && webHasBuildScript()) {
  console.log('start: building the web app (web/dist is missing) …');
  const build = spawnSync('npm', ['run', '-w', 'web', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) console.warn('start: the web build failed; serving GraphQL only');
}

const gateway = spawn(bin('tsx'), ['gateway/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
