// OWASP ASVS 5.0 §16.2.5 and §14.2.1: a few secrets travel in URLs by design — the e-mailed activation link
// (`/activate/{token}`, requested as a page), the OAuth callback's `code` and `state`, Stripe's return page
// with the PaymentIntent's client secret. Request logs keep the path and every other parameter, and show
// these values masked, so a log reader cannot replay them (an activation token signs its account in).

const MASK = '[redacted]';

/** Query parameters whose values are secrets wherever they appear. */
const SECRET_PARAMETERS = new Set([
  'code',
  'state',
  'token',
  'payment_intent_client_secret',
  'client_secret',
]);

/** Paths whose last segment is a secret: the activation link's landing page. */
const SECRET_PATH = /^(\/activate\/)[^/?#]+/;

/** The URL as logged: secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const maskedPath = path.replace(SECRET_PATH, `$1${MASK}`);
  if (queryAt < 0) {
    return maskedPath;
  }
  const maskedQuery = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; it names no secret we know.
      }
      return equals >= 0 && SECRET_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=${MASK}` : pair;
    })
    .join('&');
  return `${maskedPath}?${maskedQuery}`;
}

/** A parsed query object with the same values masked (the error handler logs `request.query`). */
export function redactQuery(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) {
    return query;
  }
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      name,
      SECRET_PARAMETERS.has(name.toLowerCase()) ? MASK : value,
    ]),
  );
}
