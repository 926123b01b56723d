/** A link in one of the app's navigation bars. */
export interface NavLink {
  label: string;
  href: string;
  /** Current only on this very path, not on the paths under it (an area's root, such as its dashboard). */
  isExact?: boolean;
}

/** Whether `pathname` is the link's page (or, unless exact, a page under it); '/a/b' never matches '/a/bc'. */
export function isLinkCurrent(link: NavLink, pathname: string): boolean {
  const base = link.href.replace(/\/$/, '');
  const path = pathname.replace(/\/$/, '');
  return path === base || (!link.isExact && path.startsWith(`${base}/`));
}
