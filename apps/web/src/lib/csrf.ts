export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** The CSRF token the server set as a cookie, or null before it has set one. */
export function readCsrfToken(cookies: string = document.cookie): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === CSRF_COOKIE) {
      return decodeURIComponent(value.join('='));
    }
  }
  return null;
}
