import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, type BaseLocationHook } from 'wouter';
import { AppProviders } from '@/app/providers';
import { RootLayout } from '@/app/layout/root-layout';
import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';
import { preloadScreen } from '@/app/routes';
import { useAppBrowserLocation } from '@/lib/router/browser-location';

const container = document.getElementById('root');
if (!container) throw new Error('Élément #root introuvable.');

// Routing: wouter on the browser location (see lib/router and app/routes.tsx). The first page's
// module is loaded before the first render, so the layout appears once, complete (no shift).
const root = container;
void preloadScreen(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <Router hook={useAppBrowserLocation as BaseLocationHook}>
          <RouteErrorBoundary>
            <RootLayout />
          </RouteErrorBoundary>
        </Router>
      </AppProviders>
    </StrictMode>,
  ),
);
