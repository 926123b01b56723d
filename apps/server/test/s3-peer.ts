import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible server on 127.0.0.1 for the S3 file store's tests: PutObject, GetObject, DeleteObject
 * and ListObjectsV2 in path style (`/{bucket}/{key}`, `/{bucket}?list-type=2`), with S3's XML bodies, and every
 * request's AWS Signature Version 4 recomputed and checked against the one credential it knows, as S3 would.
 */
export interface S3Peer {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined; lastModified?: Date }>;
  /** Every request as received: method, path and whether its signature was valid. */
  requests: { method: string; path: string; signatureValid: boolean }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

// RFC 3986 unreserved characters stay; everything else is %XX (SigV4's UriEncode).
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Recomputes the request's SigV4 signature (docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv.html). */
function isSignatureValid(
  request: IncomingMessage,
  body: Buffer,
  peer: Pick<S3Peer, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): boolean {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) {
    return false;
  }
  const [, accessKeyId, date, region, signedHeaders = '', signature] = match;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (accessKeyId !== peer.accessKeyId || region !== peer.region || !amzDate.startsWith(date ?? '-')) {
    return false;
  }
  // The payload hash is signed; it must also be the body's, unless the client chose not to sign the body.
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
    return false;
  }
  const url = new URL(request.url ?? '/', 'http://peer');
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${peer.secretAccessKey}`, date ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) {
    key = hmac(key, part);
  }
  return createHmac('sha256', key).update(stringToSign).digest('hex') === signature;
}

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * ListObjectsV2 (docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html): keys in UTF-8 order, at most
 * `max-keys` a page (1000), the next page named by `continuation-token` (here: the page's last key).
 */
function sendList(response: ServerResponse, url: URL, bucket: string, objects: S3Peer['objects']): void {
  const pageSize = Number(url.searchParams.get('max-keys') ?? 1000);
  const after = url.searchParams.get('continuation-token') ?? '';
  const keys = [...objects.keys()].filter((key) => key > after).sort();
  const page = keys.slice(0, pageSize);
  const isTruncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const object = objects.get(key);
      const modified = (object?.lastModified ?? new Date()).toISOString();
      return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${modified}</LastModified><Size>${object?.body.length ?? 0}</Size></Contents>`;
    })
    .join('');
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${isTruncated}</IsTruncated>${isTruncated ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? '')}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
  );
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export async function startS3Peer(): Promise<S3Peer> {
  const credentials = {
    bucket: 'specsource-files',
    region: 'eu-central-1',
    accessKeyId: 'AKIATESTPEER',
    secretAccessKey: 'peer-secret/with+symbols',
  };
  const objects: S3Peer['objects'] = new Map();
  const requests: S3Peer['requests'] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://peer').pathname;
      const signatureValid = isSignatureValid(request, body, credentials);
      requests.push({ method: request.method ?? '', path, signatureValid });
      if (!signatureValid) {
        sendError(
          response,
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match',
        );
        return;
      }
      const prefix = `/${credentials.bucket}/`;
      const url = new URL(request.url ?? '/', 'http://peer');
      if (
        request.method === 'GET' &&
        url.searchParams.get('list-type') === '2' &&
        `${path}/`.startsWith(prefix)
      ) {
        sendList(response, url, credentials.bucket, objects);
        return;
      }
      if (!path.startsWith(prefix)) {
        sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        return;
      }
      const key = decodeURIComponent(path.slice(prefix.length));
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: request.headers['content-type'], lastModified: new Date() });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        response.end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
        });
        response.end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
      } else {
        sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...credentials,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
