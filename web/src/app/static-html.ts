// The HTML of a React tree once everything in it has rendered: React's static prerender waits for
// every Suspense boundary. A part that throws would be left for the browser to render (React
// falls back to client rendering for it); its error reaches onError, a public API, and the build
// fails instead of shipping a page with a hole (entry-server.tsx). progressiveChunkSize: Infinity
// keeps every boundary in place, in document order, as renderToString writes it: otherwise React
// moves large boundaries to the end of the HTML with inline scripts to put them back.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export class IncompletePageError extends Error {
  constructor(cause: unknown) {
    super("une partie de la page n'a pas pu être rendue", { cause });
    this.name = 'IncompletePageError';
  }
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}

/** The complete HTML of `tree`; rejects with IncompletePageError if any part failed. */
export async function staticHtml(tree: ReactNode): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Infinity,
    onError: (error) => void failures.push(error),
  });
  const html = await streamToString(prelude);
  if (failures.length > 0) throw new IncompletePageError(failures[0]);
  return html;
}
