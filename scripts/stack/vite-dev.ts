// `npm run dev`: Vite's dev server (HMR) instead of Hosting, built for the stack's emulators.
import { HOST, NPM, ROOT_DIR, webEmulatorEnv, type StackPorts } from './config';
import { answers, spawnService, waitUntil, type LogTarget, type ServiceProcess } from './processes';

/** `ready` resolves once it answers; the caller keeps `service` to stop it either way. */
export function startViteDevServer(
  port: number,
  ports: StackPorts,
  log: LogTarget,
): { service: ServiceProcess; url: string; ready: Promise<void> } {
  const args = ['run', 'dev', '-w', 'web', '--silent', '--', '--host', HOST];
  const service = spawnService('vite', NPM, [...args, '--port', String(port), '--strictPort'], {
    cwd: ROOT_DIR,
    env: webEmulatorEnv(ports),
    log,
  });
  const url = `http://${HOST}:${port}`;
  const ready = waitUntil(() => answers(`${url}/`), {
    what: 'Serveur Vite',
    timeoutMs: 60_000,
    process: service,
  });
  return { service, url, ready };
}
