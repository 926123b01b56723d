/** Where users reach the app, as links in mail and the CSRF Origin check see it. */
export interface PublicOrigins {
  /** The origin links in e-mail point at. */
  primary: string;
  /** Every origin an unsafe browser call may come from (the primary one first). */
  accepted: readonly string[];
}

// Wildcard and loopback listen addresses all mean "this machine": a browser on it may use any of these names.
const THIS_MACHINE = new Set(['0.0.0.0', '::', 'localhost', '127.0.0.1', '::1']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

function hostPart(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The public origin is configured (PUBLIC_URL) or derived from where the server listens (HOST, PORT), never
 * read from a request's Host header, which a client chooses: a forged Host must not reach a mailed link or
 * pass the Origin check. Derived, a wildcard or loopback HOST gives `http://localhost:PORT` for links and
 * accepts the loopback names; a specific HOST gives `http://HOST:PORT`.
 */
export function publicOriginsOf(input: {
  publicUrl: string | undefined;
  host: string;
  port: number;
}): PublicOrigins {
  if (input.publicUrl) {
    const origin = new URL(input.publicUrl).origin;
    return { primary: origin, accepted: [origin] };
  }
  if (THIS_MACHINE.has(input.host)) {
    const accepted = LOOPBACK_NAMES.map((name) => `http://${name}:${input.port}`);
    return { primary: accepted[0] as string, accepted };
  }
  const origin = `http://${hostPart(input.host)}:${input.port}`;
  return { primary: origin, accepted: [origin] };
}
