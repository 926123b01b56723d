// A registry on loopback that speaks the two parts of the npm registry's protocol `npm audit` uses: the bulk
// advisory endpoint (POST /-/npm/v1/security/advisories/bulk, a gzipped `{ name: [versions] }`, answered with
// `{ name: [advisory] }`) and package documents (GET /<name>), which npm reads to work out fixes. The real
// advisory service cannot run here, so this stands in for it on the real wire protocol; `refuse` answers the
// way the registry this project is built against does (405, GET and HEAD only).

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RegistryAdvisory {
  id: number;
  url: string;
  title: string;
  severity: string;
  vulnerable_versions: string;
}

export interface AdvisoryRegistry {
  url: string;
  /** What the registry answers next; set by each test. */
  advisories: Record<string, RegistryAdvisory[]>;
  refuse: boolean;
  /** The bulk requests received, decoded. */
  bulkRequests: Record<string, string[]>[];
  close(): Promise<void>;
}

export async function startAdvisoryRegistry(versions: Record<string, string[]>): Promise<AdvisoryRegistry> {
  let server: Server | undefined;
  const registry: AdvisoryRegistry = {
    url: '',
    advisories: {},
    refuse: false,
    bulkRequests: [],
    close: () => new Promise((resolve) => server?.close(() => resolve())),
  };

  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
      if (path === '/-/npm/v1/security/advisories/bulk') {
        if (registry.refuse || request.method !== 'POST') {
          response.writeHead(405, { allow: 'GET,HEAD', 'content-length': '0' }).end();
          return;
        }
        const raw = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        registry.bulkRequests.push(JSON.parse(body.toString('utf8')));
        sendJson(response, registry.advisories);
        return;
      }
      const name = path.slice(1);
      const known = versions[name];
      if (request.method === 'GET' && known) {
        sendJson(response, packumentOf(registry.url, name, known));
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registry.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return registry;
}

function packumentOf(registryUrl: string, name: string, versions: string[]) {
  return {
    name,
    'dist-tags': { latest: versions.at(-1) },
    versions: Object.fromEntries(
      versions.map((version) => [
        version,
        { name, version, dist: { tarball: `${registryUrl}${name}/-/${name}-${version}.tgz` } },
      ]),
    ),
  };
}

function sendJson(response: ServerResponse, value: unknown) {
  const body = JSON.stringify(value);
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
