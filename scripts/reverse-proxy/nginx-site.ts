// The nginx site docs/deployment.md documents, taken from the page itself and moved onto loopback for
// `npm run proxy:check`. Every change is a rewrite of one line the page must still have: when the documented
// site changes shape, the check fails and names the line, rather than testing something else.

export interface LoopbackSite {
  httpPort: number;
  httpsPort: number;
  /** The app instance every `server` line of the upstream points to. */
  upstreamPort: number;
  certificatePath: string;
  keyPath: string;
  /**
   * nginx before 1.25.1 (Debian 12 ships 1.22) has no `http2` directive; there HTTP/2 is a parameter of
   * `listen` instead, which is what the page tells readers on such a version to write.
   */
  hasHttp2Directive: boolean;
}

const FENCE = '```nginx\n';

/** The first fenced `nginx` block of the page. */
export function documentedNginxSite(markdown: string): string {
  const start = markdown.indexOf(FENCE);
  if (start === -1) {
    throw new Error('docs/deployment.md has no ```nginx block');
  }
  const end = markdown.indexOf('\n```', start + FENCE.length);
  if (end === -1) {
    throw new Error('the ```nginx block in docs/deployment.md is not closed');
  }
  return markdown.slice(start + FENCE.length, end + 1);
}

/** Replaces every match of `pattern`, which must match exactly `count` times (`'some'`: at least once). */
function rewrite(
  site: string,
  what: string,
  pattern: RegExp,
  replacement: (match: string, ...groups: string[]) => string,
  count: number | 'some' = 1,
): string {
  const matches = site.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (count === 'some' ? matches.length === 0 : matches.length !== count) {
    throw new Error(
      `the documented nginx site should have ${count === 'some' ? 'at least one' : count} ${what}; it has ${matches.length}`,
    );
  }
  return site.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), replacement);
}

/** The documented site with its addresses, ports and certificate moved onto loopback; nothing else changed. */
export function siteOnLoopback(documented: string, loopback: LoopbackSite): string {
  let site = documented;
  let isFirstUpstream = true;
  site = rewrite(
    site,
    'upstream `server host:port …;` line',
    /^([ \t]*)server[ \t]+[\w.[\]:-]+:\d+([ \t][^;\n]*)?;[ \t]*$/m,
    (_line, indent, parameters = '') => {
      // The instances the page lists all become the one started here; nginx balances over a single server.
      const line = isFirstUpstream ? `${indent}server 127.0.0.1:${loopback.upstreamPort}${parameters};` : '';
      isFirstUpstream = false;
      return line;
    },
    'some',
  );
  site = rewrite(site, '`listen 80;` line', /^([ \t]*)listen 80;$/m, (_line, indent) => {
    return `${indent}listen 127.0.0.1:${loopback.httpPort};`;
  });
  site = rewrite(site, '`listen [::]:80;` line', /^[ \t]*listen \[::\]:80;\n/m, () => '');
  site = rewrite(site, '`listen 443 ssl;` line', /^([ \t]*)listen 443 ssl;$/m, (_line, indent) => {
    const http2 = loopback.hasHttp2Directive ? '' : ' http2';
    return `${indent}listen 127.0.0.1:${loopback.httpsPort} ssl${http2};`;
  });
  site = rewrite(site, '`listen [::]:443 ssl;` line', /^[ \t]*listen \[::\]:443 ssl;\n/m, () => '');
  site = rewrite(site, '`http2 on;` line', /^[ \t]*http2 on;\n/m, (line) =>
    loopback.hasHttp2Directive ? line : '',
  );
  site = rewrite(site, '`ssl_certificate` line', /^([ \t]*)ssl_certificate\s+\S+;$/m, (_line, indent) => {
    return `${indent}ssl_certificate     ${loopback.certificatePath};`;
  });
  site = rewrite(
    site,
    '`ssl_certificate_key` line',
    /^([ \t]*)ssl_certificate_key\s+\S+;$/m,
    (_line, indent) => {
      return `${indent}ssl_certificate_key ${loopback.keyPath};`;
    },
  );
  return site;
}

/** Whether this nginx (`nginx -v` prints e.g. "nginx version: nginx/1.22.1") knows the `http2` directive. */
export function hasHttp2Directive(versionLine: string): boolean {
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(versionLine);
  if (!match) {
    throw new Error(`cannot read the nginx version from "${versionLine.trim()}"`);
  }
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/** A whole nginx.conf around the site: everything nginx writes stays in `workDir`, logs included. */
export function mainConfig(workDir: string, sitePath: string): string {
  return [
    `pid ${workDir}/nginx.pid;`,
    `error_log ${workDir}/error.log warn;`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${workDir}/access.log;`,
    `  client_body_temp_path ${workDir}/client-body;`,
    `  proxy_temp_path ${workDir}/proxy;`,
    `  fastcgi_temp_path ${workDir}/fastcgi;`,
    `  uwsgi_temp_path ${workDir}/uwsgi;`,
    `  scgi_temp_path ${workDir}/scgi;`,
    `  include ${sitePath};`,
    '}',
    '',
  ].join('\n');
}
