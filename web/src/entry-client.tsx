// Browser entry. A prerendered page (its HTML and the data it was rendered with are in the document) is
// hydrated inside a transition, so React hydrates it in short slices and each region on its own;
// any other page (spa.html, the shell of client-rendered screens) is rendered on the client.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { App } from '@/app/app';
import { PAGE_DATA_ID, readPageData } from '@/app/page-data';
import { createQueryClient } from '@/app/query-client';
import { preloadScreen } from '@/app/router/route-table';
import { warmSession } from '@/entities/session/api/session-store';
import { hydrationStore } from '@/lib/hydration/hydration-store';
import { setPageRenderTime } from '@/lib/hydration/page-time';
// The theme's global styles, the recipes and every sheet, compiled at build time.
import 'virtual:static-styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable.');
const root = container;

const queryClient = createQueryClient();
// A signed-in visitor's Auth starts with the page, beside the screen's module.
warmSession();
const pageData = readPageData(document);
// The 404 page's markup was rendered for another path: rendered again here, with the page's data.
const clientRender = document.getElementById(PAGE_DATA_ID)?.hasAttribute('data-client-render');
if (pageData) {
  // The queries the page was rendered with (never stale: they go live after hydration).
  hydrate(queryClient, pageData.queries);
  setPageRenderTime(pageData.renderedAt);
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

/** Lets the browser handle what is waiting (input, paint) before the next piece of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The start in separate tasks, none of them long on a phone: this module's evaluation; the
// page's module (it then renders at once: no spinner, no shift); then the hydration, itself
// sliced by React (docs/performance.md, "Where the remaining TBT comes from").
void preloadScreen(window.location.pathname)
  .then(nextTask)
  .then(() => {
    if (pageData && root.hasChildNodes() && !clientRender) {
      hydrationStore.begin();
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => {
            // Collected by the end-to-end suite: a mismatch is a bug, never a silent re-render.
            (window.__hydrationErrors ??= []).push(String(error));
            console.error(error);
          },
        });
      });
    } else {
      createRoot(root).render(app);
    }
  });

declare global {
  interface Window {
    __hydrationErrors?: string[];
  }
}
