/**
 * A redirect target from user input, made safe: only same-origin relative paths survive; everything else
 * (absolute URLs, protocol-relative `//host`, `/\host`, `javascript:`, encoded or control-character tricks)
 * becomes '/'. OWASP Unvalidated Redirects cheat sheet: allow-list by shape, never by blocklist.
 */
export function safeNextPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048) {
    return '/';
  }
  let decoded = candidate;
  try {
    // Decode repeatedly so `%2F%2Fevil` and `%252F%252Fevil` are judged by what a browser finally sees.
    for (let i = 0; i < 3; i++) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) {
        break;
      }
      decoded = next;
    }
  } catch {
    return '/';
  }
  for (const text of [candidate, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) {
      return '/';
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
    if (/[\u0000-\u001f\u007f]/.test(text)) {
      return '/';
    }
  }
  // Resolved against a dummy origin, the path must stay on it.
  const resolved = new URL(candidate, 'http://same.origin');
  if (resolved.origin !== 'http://same.origin') {
    return '/';
  }
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
