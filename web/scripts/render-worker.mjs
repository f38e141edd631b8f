// @ts-check
// One prerender worker thread (page-renderer.ts starts them): imports the built SSR entry once,
// keeps the catalogue it was given, then renders the paths it receives one at a time. Plain
// JavaScript on purpose: a worker thread does not inherit tsx's or vitest's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

/** @type {{ entryFile: string; products: unknown[]; renderedAt: number }} */
const { entryFile, products, renderedAt } = workerData;
const server = await import(pathToFileURL(entryFile).href);
// One object for every page: entry-server keeps its in-memory catalogue indexes per array.
const data = { products, renderedAt };

if (!parentPort) throw new Error('render-worker.mjs : à lancer comme worker_thread.');
const port = parentPort;

// One page at a time (the pool sends the next one only after a reply): renderPage sets
// module-level state (catalogue source, render time) that concurrent renders would share.
port.on('message', async (/** @type {{ id: number; path: string }} */ task) => {
  try {
    const { html, styles, pageData } = await server.renderPage(task.path, data);
    port.postMessage({
      id: task.id,
      parts: {
        html,
        styles,
        pageJson: server.serializePageData(pageData),
        dataId: server.PAGE_DATA_ID,
      },
    });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ id: task.id, error: message });
  }
});
port.postMessage({ ready: true });
