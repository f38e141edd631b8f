// Fails early, in French, when a port the stack needs is taken (another stack, a test run…).
import { createServer } from 'node:net';
import { HOST } from './config';

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isFree(port))) busy.push(`${port} (${name})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `Port(s) déjà utilisé(s) sur ${HOST} : ${busy.join(', ')}. ` +
        'Une autre pile (npm start, tests) tourne-t-elle encore ? Arrêtez-la ou libérez ces ports.',
    );
  }
}
