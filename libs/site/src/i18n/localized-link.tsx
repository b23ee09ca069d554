import { forwardRef } from 'react';
import { Link, NavLink, useNavigate, type LinkProps, type NavLinkProps, type NavigateOptions } from 'react-router-dom';
import { useLanguage } from '@brokerfront/i18n/react';

/** A path of this site in the current language: `useLocalizedPath()('/blog')` → `/de/blog`. */
export function useLocalizedPath(): (path: string) => string {
  return useLanguage().localizePath;
}

/** `navigate` that keeps the current language: `useLocalizedNavigate()('/blog')`. */
export function useLocalizedNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (path, options) => {
    void navigate(localize(path), options);
  };
}

/** A router link to a page in the current language; `to` is the unprefixed path ('/blog'). */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(function LocalizedLink(
  { to, ...rest },
  ref,
) {
  return <Link ref={ref} to={useLocalizedPath()(to)} {...rest} />;
});

/** A navigation link (with active state) to a page in the current language. */
export const LocalizedNavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & { to: string }>(function LocalizedNavLink(
  { to, ...rest },
  ref,
) {
  return <NavLink ref={ref} to={useLocalizedPath()(to)} {...rest} />;
});
