// Namespace of a request: `?ns=`, else the first label of a `<ns>.host` Host header.
const NAMESPACE = /^[a-zA-Z0-9_-]{1,128}$/;
export const DEFAULT_NAMESPACE = 'default';

export function namespaceFromRequest(url: URL, host: string): string {
  const ns = url.searchParams.get('ns');
  if (ns && NAMESPACE.test(ns)) return ns;
  const hostname = host.replace(/:\d+$/, '');
  const label = hostname.split('.')[0] ?? '';
  const isName = hostname.includes('.') && !/^\d+$/.test(label) && NAMESPACE.test(label);
  return isName ? label : DEFAULT_NAMESPACE;
}
