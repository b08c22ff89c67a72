import type { ComponentProps, MouseEvent } from 'react';
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type To } from 'react-router';

type FirstLoadLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: To; state?: unknown; replace?: boolean };

/** A click React Router's `Link` leaves to the browser: another button, a modifier key, another tab, a download. */
const leftToTheBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * React Router's `Link` for the pages of the first load (the sign-in page and what the entry draws): the same
 * anchor and the same client-side navigation (a link to the current location replaces it, as `Link` does), without
 * `Link` itself. `Link` lives in React Router's DOM module with `NavLink`, `Form` and the framework mode's prefetch
 * and route discovery, which bundlers keep whole once any of it is imported (their `displayName` assignments count
 * as side effects): about 4 KiB gzip the sign-in page would load and never run (ADR 0011). Signed-in screens use
 * `Link`.
 */
export function FirstLoadLink({ to, state, replace, onClick, ...anchor }: FirstLoadLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || leftToTheBrowser(event)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...anchor} href={href} onClick={handleClick} />;
}
