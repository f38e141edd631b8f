// Analytics: loaded only after consent (dynamic import), never against the emulators nor
// without a measurement id; collection stops if consent is withdrawn.
import type { Analytics } from 'firebase/analytics';
import { firebaseApp } from './app';
import { firebaseConfig, useEmulators } from './config';

let analytics: Promise<Analytics | null> | undefined;

export async function startAnalytics(): Promise<void> {
  if (useEmulators || !firebaseConfig.measurementId) return;
  analytics ??= import('firebase/analytics').then(async (sdk) =>
    (await sdk.isSupported()) ? sdk.getAnalytics(firebaseApp) : null,
  );
  const instance = await analytics;
  if (instance) (await import('firebase/analytics')).setAnalyticsCollectionEnabled(instance, true);
}

export async function stopAnalytics(): Promise<void> {
  if (!analytics) return;
  const instance = await analytics;
  if (instance) (await import('firebase/analytics')).setAnalyticsCollectionEnabled(instance, false);
}
