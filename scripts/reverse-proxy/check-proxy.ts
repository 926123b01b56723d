// `npm run proxy:check` (the production deployment in docs/deployment.md): runs the nginx site that
// docs/deployment.md documents, moved onto loopback, in front of a real server instance configured as the page
// says (PUBLIC_URL on https, TRUST_PROXY naming the proxy), and checks what the page promises:
//   - plain http answers with a redirect to https;
//   - https negotiates HTTP/2 and carries the app's answer with one HSTS header (the app's, not the proxy's);
//   - the app sees each client's own address through X-Forwarded-For, and a client cannot choose it by
//     sending the header itself (per-address limits would otherwise count the proxy, or whatever it is told);
//   - an attachment of the largest size the app takes gets through to the app, not a 413 from nginx;
//   - /metrics is refused to addresses outside the allowed network.
// Needs nginx and openssl on PATH (Debian: nginx-light, openssl).
//
//   npm run proxy:check [-- --keep]

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import tls from 'node:tls';
import { parseArgs } from 'node:util';
import { freePort, type ServerProcess, startServer } from '../../apps/server/scripts/server-process.ts';
import { documentedNginxSite, hasHttp2Directive, mainConfig, siteOnLoopback } from './nginx-site.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const print = (line = '') => process.stdout.write(`${line}\n`);
const HOST_NAME = 'specsource.example.com';
const PUBLIC_URL = `https://${HOST_NAME}`;
const PROXY_ADDRESS = '127.0.0.1';
// Two clients on loopback addresses of their own, neither the proxy's nor in the network /metrics allows.
const CLIENT_A = '127.0.0.3';
const CLIENT_B = '127.0.0.4';
// What a client claims to be; the proxy appends the address it really came from.
const SPOOFED_ADDRESS = '203.0.113.9';
// The app takes 30 feedback posts an hour from one address (features/feedback).
const FEEDBACK_PER_ADDRESS = 30;
// ATTACHMENT_MAX_BYTES in the contracts: 10 MiB.
const LARGEST_ATTACHMENT = 10 * 1024 * 1024;

const { values: flags } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const workDir = await mkdtemp(join(tmpdir(), 'specsource-proxy-'));
let app: ServerProcess | undefined;
let nginx: ChildProcess | undefined;
let failed = false;
try {
  const nginxVersion = commandOutput('nginx', ['-v']);
  const http2Directive = hasHttp2Directive(nginxVersion);
  print(
    `${nginxVersion.trim()}${http2Directive ? '' : ' (no `http2` directive: HTTP/2 as a listen parameter)'}`,
  );
  // The instance the page describes behind its proxy: PUBLIC_URL on https, TRUST_PROXY naming the proxy.
  app = await startServer({
    dataDir: join(workDir, 'data'),
    env: { PUBLIC_URL, TRUST_PROXY: PROXY_ADDRESS },
    startTimeoutMs: 120_000,
  });
  print(
    `server instance on ${PROXY_ADDRESS}:${app.port}: PUBLIC_URL=${PUBLIC_URL}, TRUST_PROXY=${PROXY_ADDRESS}`,
  );

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  nginx = await startNginx({ httpPort, httpsPort, appPort: app.port, http2Directive });
  print(`nginx (the documented site) on http ${httpPort} and https ${httpsPort}`);

  const checks: [string, () => Promise<string>][] = [
    ['http redirects to https', () => checkRedirect(httpPort)],
    ['https: HTTP/2, the app behind it, one HSTS header', () => checkHttps(httpsPort)],
    ['each client counted by its own address, whatever it claims', () => checkClientAddresses(httpsPort)],
    ['the largest attachment reaches the app', () => checkLargestUpload(httpsPort)],
    ['/metrics refused outside the allowed network', () => checkMetricsRefused(httpsPort)],
  ];
  for (const [name, check] of checks) {
    try {
      print(`  ok    ${name}: ${await check()}`);
    } catch (error) {
      failed = true;
      print(`  FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed) {
    print(`nginx error log:\n${await readFile(join(workDir, 'error.log'), 'utf8').catch(() => '(none)')}`);
  }
} catch (error) {
  failed = true;
  print(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await Promise.all([nginx && stopNginx(nginx), app?.stop()]);
  if (flags.keep) {
    print(`kept ${workDir}`);
  } else {
    await rm(workDir, { recursive: true, force: true });
  }
}
print(
  failed
    ? 'FAILED: the documented nginx site does not do what docs/deployment.md says.'
    : 'PASSED: the documented nginx site works in front of the app as docs/deployment.md says.',
);
process.exitCode = failed ? 1 : 0;

async function startNginx(ports: {
  httpPort: number;
  httpsPort: number;
  appPort: number;
  http2Directive: boolean;
}): Promise<ChildProcess> {
  const certificatePath = join(workDir, 'certificate.pem');
  const keyPath = join(workDir, 'key.pem');
  commandOutput('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST_NAME}`],
    ...['-keyout', keyPath, '-out', certificatePath],
  ]);
  const documented = documentedNginxSite(await readFile(join(repoRoot, 'docs/deployment.md'), 'utf8'));
  const sitePath = join(workDir, 'site.conf');
  await writeFile(
    sitePath,
    siteOnLoopback(documented, {
      httpPort: ports.httpPort,
      httpsPort: ports.httpsPort,
      upstreamPort: ports.appPort,
      certificatePath,
      keyPath,
      hasHttp2Directive: ports.http2Directive,
    }),
  );
  const configPath = join(workDir, 'nginx.conf');
  await writeFile(configPath, mainConfig(workDir, sitePath));
  // Run as root, nginx's workers drop to an unprivileged user: they must still write their temporary files.
  for (const folder of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(join(workDir, folder));
    await chmod(join(workDir, folder), 0o777);
  }
  await chmod(workDir, 0o755);
  commandOutput('nginx', ['-t', '-q', '-c', configPath]);
  const child = spawn('nginx', ['-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    }
    const answer = await request('http', ports.httpPort, { path: '/' }).catch(() => null);
    if (answer) {
      return child;
    }
    await delay(200);
  }
  throw new Error(`nginx did not answer within 10 s: ${stderr}`);
}

async function checkRedirect(httpPort: number): Promise<string> {
  const answer = await request('http', httpPort, { path: '/part/pump?tab=Submit' });
  expect(answer.status === 301, `GET http://…/part/pump answered ${answer.status}, not 301`);
  const target = `${PUBLIC_URL}/part/pump?tab=Submit`;
  expect(
    answer.headers.location === target,
    `the redirect goes to ${answer.headers.location}, not ${target}`,
  );
  return `301 → ${answer.headers.location}`;
}

async function checkHttps(httpsPort: number): Promise<string> {
  const protocol = await negotiatedProtocol(httpsPort);
  expect(protocol === 'h2', `TLS negotiated ${protocol}, not h2`);
  const answer = await request('https', httpsPort, { path: '/api/health' });
  expect(answer.status === 200, `GET /api/health answered ${answer.status}`);
  expect(
    (JSON.parse(answer.body) as { status?: string }).status !== undefined,
    'the health answer is not the app’s',
  );
  const hsts = answer.headers['strict-transport-security'];
  expect(typeof hsts === 'string' && /max-age=31536000/.test(hsts) && !hsts.includes(','), `HSTS is ${hsts}`);
  return `ALPN ${protocol}; GET /api/health 200; Strict-Transport-Security: ${hsts}`;
}

async function checkClientAddresses(httpsPort: number): Promise<string> {
  const sendFeedback = async (client: string) => {
    const session = await request('https', httpsPort, { path: '/api/check-auth/', client });
    const cookies = setCookiesOf(session.headers);
    const token = cookies.get('__Host-csrftoken');
    expect(
      token !== undefined,
      `no __Host-csrftoken cookie on https (got ${[...cookies.keys()].join(', ')})`,
    );
    return request('https', httpsPort, {
      path: '/api/feedback/submit/',
      method: 'POST',
      client,
      headers: {
        'content-type': 'application/json',
        origin: PUBLIC_URL,
        'x-csrftoken': token as string,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-forwarded-for': SPOOFED_ADDRESS,
      },
      body: JSON.stringify({ search_session_id: randomUUID(), nps_score: 9 }),
    });
  };
  // An unknown search session: the address is counted first, then the post is answered 404.
  for (let sent = 1; sent <= FEEDBACK_PER_ADDRESS; sent++) {
    const answer = await sendFeedback(CLIENT_A);
    expect(
      answer.status === 404,
      `feedback ${sent} from ${CLIENT_A} answered ${answer.status}: ${answer.body}`,
    );
  }
  const limited = await sendFeedback(CLIENT_A);
  expect(
    limited.status === 429,
    `feedback ${FEEDBACK_PER_ADDRESS + 1} from ${CLIENT_A} answered ${limited.status}`,
  );
  // Counted as the proxy, or as the address it claims, the second client would be refused too.
  const other = await sendFeedback(CLIENT_B);
  expect(other.status === 404, `the first feedback from ${CLIENT_B} answered ${other.status}: ${other.body}`);
  return `${FEEDBACK_PER_ADDRESS} posts from ${CLIENT_A} then 429; ${CLIENT_B} still answered (both claimed ${SPOOFED_ADDRESS})`;
}

async function checkLargestUpload(httpsPort: number): Promise<string> {
  const boundary = `----proxy-check-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file_comment"; filename="drawing.pdf"\r\n` +
      'content-type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const filler = Buffer.alloc(LARGEST_ATTACHMENT - '%PDF-1.7\n'.length, 0x20);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const answer = await request('https', httpsPort, {
    path: '/api/request/',
    method: 'POST',
    client: CLIENT_B,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: PUBLIC_URL },
    body: Buffer.concat([head, filler, tail]),
  });
  // Without a session token the app refuses the post, but it is the app that answers (JSON), not nginx's 413 page.
  expect(answer.status !== 413, `nginx refused a ${LARGEST_ATTACHMENT}-byte attachment with 413`);
  expect(
    String(answer.headers['content-type']).startsWith('application/json'),
    `the answer to the upload is not the app's JSON (${answer.status} ${answer.headers['content-type']})`,
  );
  return `${(LARGEST_ATTACHMENT / 1024 / 1024).toFixed(0)} MiB file → the app answered ${answer.status} JSON`;
}

async function checkMetricsRefused(httpsPort: number): Promise<string> {
  const answer = await request('https', httpsPort, { path: '/metrics', client: CLIENT_A });
  expect(answer.status === 403, `GET /metrics from ${CLIENT_A} answered ${answer.status}`);
  return `GET /metrics from ${CLIENT_A} → 403`;
}

function expect(condition: boolean, message: string): void {
  if (!condition) {
    throw new Error(message);
  }
}

function request(
  scheme: 'http' | 'https',
  port: number,
  options: {
    path: string;
    method?: string;
    client?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = (scheme === 'https' ? https : http).request(
      {
        host: PROXY_ADDRESS,
        port,
        path: options.path,
        method: options.method ?? 'GET',
        localAddress: options.client ?? CLIENT_A,
        headers: { host: HOST_NAME, ...options.headers },
        servername: HOST_NAME,
        // The certificate is the throwaway one made for this run.
        rejectUnauthorized: false,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error(`${options.path} took over 30 s`)));
    call.on('error', reject);
    call.end(options.body);
  });
}

function negotiatedProtocol(port: number): Promise<string | false> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      {
        host: PROXY_ADDRESS,
        port,
        servername: HOST_NAME,
        ALPNProtocols: ['h2', 'http/1.1'],
        rejectUnauthorized: false,
      },
      () => {
        resolve(socket.alpnProtocol ?? false);
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

function setCookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers['set-cookie'] ?? []) {
    const [pair = ''] = line.split(';');
    const separator = pair.indexOf('=');
    if (separator > 0) {
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  }
  return cookies;
}

/** Runs a command to its end; its stdout and stderr together (`nginx -v` prints to stderr). */
function commandOutput(command: string, args: string[]): string {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(`${command} is not installed (Debian: apt-get install nginx-light openssl)`);
  }
  if (run.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${run.status}: ${run.stderr || run.error?.message}`,
    );
  }
  return `${run.stdout}${run.stderr}`;
}

async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A graceful stop (SIGQUIT), then SIGKILL after 10 s.
  child.kill('SIGQUIT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
