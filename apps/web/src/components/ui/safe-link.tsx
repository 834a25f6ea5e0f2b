import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, type LinkProps, type NavigateOptions, type To } from 'react-router';

type LocationLike = { pathname: string; search: string; hash: string };

/** Turns a `To` into pathname, search and hash relative to the current location. */
export function resolveTarget(to: To, current: LocationLike): LocationLike {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? current.pathname, search: to.search ?? '', hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://site${current.pathname}${current.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function isSameLocation(to: To, current: LocationLike): boolean {
  const target = resolveTarget(to, current);
  return target.pathname === current.pathname && target.search === current.search && target.hash === current.hash;
}

/**
 * `navigate` that silently ignores a navigation to the location already shown, as the
 * spec asks for duplicate navigation.
 */
export function useSafeNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (to, options) => {
    if (isSameLocation(to, location)) return;
    void navigate(to, options);
  };
}

/** A router Link that does nothing when it points at the current location. */
export function SafeLink({ to, onClick, ...rest }: LinkProps) {
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && isSameLocation(to, location)) event.preventDefault();
  };
  return <Link to={to} onClick={handleClick} {...rest} />;
}
