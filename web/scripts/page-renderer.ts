// Renders pages through the built SSR entry: in a pool of worker threads (render-worker.mjs), or
// in this thread when one worker is asked for. Both give the same parts for the same data.
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Product } from '@fohzshop/shared/schemas/product';
import type { EntryServer, RenderedParts } from './inject-page';

export type PageRenderer = {
  workers: number;
  render(path: string): Promise<RenderedParts>;
  close(): Promise<void>;
};

type RenderInput = { entryFile: string; products: Product[]; renderedAt: number };
type Reply = { id: number; parts?: RenderedParts; error?: string; ready?: true };
type Task = {
  id: number;
  path: string;
  resolve: (parts: RenderedParts) => void;
  reject: (error: Error) => void;
};

/** PRERENDER_WORKERS, else one per core the process may use; at least 1. */
export function workerCount(env = process.env.PRERENDER_WORKERS): number {
  const asked = env === undefined || env === '' ? Number.NaN : Number(env);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, availableParallelism());
}

export async function openRenderer(input: RenderInput, workers: number): Promise<PageRenderer> {
  return workers <= 1 ? inThread(input) : pool(input, workers);
}

async function inThread({ entryFile, products, renderedAt }: RenderInput): Promise<PageRenderer> {
  const server = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const data = { products, renderedAt };
  let closed = false;
  const renderOne = async (path: string): Promise<RenderedParts> => {
    if (closed) throw new Error('Prérendu : rendu arrêté.');
    const { html, styles, pageData } = await server.renderPage(path, data);
    const pageJson = server.serializePageData(pageData);
    return { html, styles, pageJson, dataId: server.PAGE_DATA_ID };
  };
  // One page after the other, in the order asked: renderPage sets module-level state.
  let chain: Promise<unknown> = Promise.resolve();
  return {
    workers: 1,
    render(path) {
      const next = chain.then(() => renderOne(path));
      chain = next.catch(() => undefined);
      return next;
    },
    close: async () => {
      closed = true;
    },
  };
}

async function pool(input: RenderInput, size: number): Promise<PageRenderer> {
  const queue: Task[] = [];
  const busy = new Map<Worker, Task>();
  const idle: Worker[] = [];
  let failure: Error | undefined;
  let nextId = 0;

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const task = queue.shift()!;
      busy.set(worker, task);
      worker.postMessage({ id: task.id, path: task.path });
    }
  };
  // A dead worker fails its page and every later one: the prerender stops on the first error.
  const fail = (error: Error) => {
    failure ??= error;
    for (const task of [...busy.values(), ...queue.splice(0)]) task.reject(failure);
    busy.clear();
  };

  const started = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: input,
      // React's production build, as shipped: the development one is ~2× slower to render.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return new Promise<Worker>((ready, broken) => {
      worker.on('message', (reply: Reply) => {
        if (reply.ready) {
          idle.push(worker);
          ready(worker);
        } else {
          const task = busy.get(worker);
          busy.delete(worker);
          idle.push(worker);
          if (reply.error) task?.reject(new Error(`Prérendu de ${task.path} : ${reply.error}`));
          else if (reply.parts) task?.resolve(reply.parts);
        }
        dispatch();
      });
      worker.on('error', (error) => {
        broken(error);
        fail(error);
      });
      worker.on('exit', (code) => {
        if (code !== 0) fail(new Error(`Prérendu : un worker s'est arrêté (code ${code}).`));
      });
    });
  });
  const all = await Promise.allSettled(started);
  const workers = all.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  if (workers.length < size) {
    await close();
    throw failure ?? new Error('Prérendu : un worker n’a pas démarré.');
  }

  return {
    workers: size,
    render: (path) =>
      failure
        ? Promise.reject(failure)
        : new Promise<RenderedParts>((resolve, reject) => {
            queue.push({ id: nextId++, path, resolve, reject });
            dispatch();
          }),
    close: async () => {
      failure ??= new Error('Prérendu : rendu arrêté.');
      await close();
    },
  };
}
