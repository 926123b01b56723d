export const CSRF_COOKIE = 'csrftoken';
/** The name the server gives the cookie over https (only the app's own host can set it). */
export const CSRF_SECURE_COOKIE = '__Host-csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/**
 * The CSRF token the server set as a cookie, or null before it has set one. Over https the `__Host-` one is
 * the server's: a plain `csrftoken` beside it may have been planted by a sibling host, so it loses.
 */
export function readCsrfToken(cookies: string = document.cookie): string | null {
  const found = new Map<string, string>();
  for (const pair of cookies.split(';')) {
    const [name = '', ...value] = pair.trim().split('=');
    if ((name === CSRF_SECURE_COOKIE || name === CSRF_COOKIE) && !found.has(name)) {
      found.set(name, decodeURIComponent(value.join('=')));
    }
  }
  return found.get(CSRF_SECURE_COOKIE) ?? found.get(CSRF_COOKIE) ?? null;
}
