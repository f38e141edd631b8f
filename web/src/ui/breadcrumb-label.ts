// A page can name its last breadcrumb segment (a product name instead of its id).
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@/lib/router/location';

let labels: Record<string, string> = {};
const listeners = new Set<() => void>();

function update(next: Record<string, string>): void {
  labels = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Label set by the page shown at `pathname`, if any. */
export function useBreadcrumbLabelFor(pathname: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => labels[pathname],
    () => undefined,
  );
}

/** For pages: label the current path's last breadcrumb segment while shown. */
export function useBreadcrumbLabel(label: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return;
    update({ ...labels, [pathname]: label });
    return () => {
      const { [pathname]: _removed, ...rest } = labels;
      update(rest);
    };
  }, [pathname, label]);
}
