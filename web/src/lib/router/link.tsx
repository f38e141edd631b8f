// Links of the shop on top of wouter: <Link to state replace>, <NavLink end> (aria-current on
// the current page) and <Navigate> (redirect on render).
import { useLayoutEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useLocation as useWouterLocation } from 'wouter';
import type { NavigateOptions } from './browser-location';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & {
    to: string;
    /** Full page load instead of a client-side navigation. */
    reloadDocument?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const [, navigate] = useWouterLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** A link that marks itself aria-current="page" on its page (`end`: exact path only). */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const [pathname] = useWouterLocation();
  const path = props.to.split(/[?#]/)[0] ?? '';
  const active = end
    ? pathname === path
    : pathname === path || pathname.startsWith(`${path.replace(/\/$/, '')}/`);
  return <Link aria-current={active ? 'page' : undefined} {...props} />;
}

/** Navigates as soon as it is rendered (guards, canonical redirects). */
export function Navigate({ to, replace, state }: NavigateOptions & { to: string }) {
  const [, navigate] = useWouterLocation();
  useLayoutEffect(() => {
    navigate(to, { replace, state });
    // Once per mount, like a redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
