import { startAnalytics, stopAnalytics } from '@/lib/firebase/analytics';

export async function setAnalyticsEnabled(enabled: boolean): Promise<void> {
  if (enabled) await startAnalytics();
  else await stopAnalytics();
}
