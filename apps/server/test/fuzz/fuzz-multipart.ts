import fc from 'fast-check';
import { buildXlsx, SAMPLE_FILES } from '../file-samples.ts';
import type { BodyPlan } from './fuzz-bodies.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import { hostileString } from './hostile-values.ts';
import { isRecord, type Json } from './json-mutations.ts';

// multipart/form-data bodies: the route's fields and hostile files, well-framed or broken at the framing.

interface MultipartPart {
  headers: string[];
  content: Buffer;
}

function multipartBody(boundary: string, parts: MultipartPart[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'utf8'),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  if (close) {
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
  }
  return Buffer.concat(chunks);
}

const FILE_NAMES = [
  'drawing.pdf',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'evil\u202Efdp.exe',
  'a\u0000b.pdf',
  'curve.png\r\nContent-Type: text/html',
  `${'n'.repeat(400)}.pdf`,
  '',
  '.pdf',
  'page.html',
  'parts.csv',
  'sheet.xlsx',
  '"quoted".pdf',
  '<script>alert(1)</script>.pdf',
] as const;

const FILE_CONTENTS: readonly Buffer[] = [
  SAMPLE_FILES.pdf,
  SAMPLE_FILES.png,
  SAMPLE_FILES.csv,
  SAMPLE_FILES.html,
  buildXlsx(),
  Buffer.from('PK\x03\x04broken zip', 'latin1'),
  Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 0xff)]),
  Buffer.from("=cmd|' /C calc'!A0,\"unterminated\n\u0000,x", 'utf8'),
  Buffer.alloc(0),
];

/** multipart/form-data, well-formed with hostile parts, or broken at the framing. */
export function multipartArbitrary(route: FuzzRoute, body: fc.Arbitrary<Json>): fc.Arbitrary<BodyPlan> {
  const upload = route.upload;
  const fileField = upload?.fileField ?? 'file';
  const file = fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant(fileField) },
      { weight: 1, arbitrary: hostileString },
    ),
    name: fc.constantFrom(...FILE_NAMES),
    content: fc.oneof(
      fc.constantFrom(...FILE_CONTENTS),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
    type: fc.constantFrom(
      'application/pdf',
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
      'text/csv\r\nX: y',
    ),
  });
  const framing = fc.constantFrom(
    'good',
    'good',
    'good',
    'no-boundary',
    'wrong-boundary',
    'unclosed',
    'no-disposition',
    'many-fields',
    'long-boundary',
    'json-typed-field',
    'proto-field',
  );
  return fc
    .tuple(body, fc.array(file, { maxLength: 3 }), framing, fc.boolean())
    .map(([value, files, frame, asJsonField]) => {
      const boundary = frame === 'long-boundary' ? 'b'.repeat(200) : 'fuzz-boundary-7MA4YWxk';
      const parts: MultipartPart[] = [];
      if (upload?.jsonField && asJsonField) {
        parts.push({
          headers: [`Content-Disposition: form-data; name="${upload.jsonField}"`],
          content: Buffer.from(JSON.stringify(value) ?? 'null'),
        });
      } else if (isRecord(value)) {
        for (const [key, item] of Object.entries(value)) {
          parts.push({
            headers: [
              `Content-Disposition: form-data; name="${key}"`,
              // @fastify/multipart parses a part typed as JSON itself, and refuses one that is not.
              ...(frame === 'json-typed-field' ? ['Content-Type: application/json'] : []),
            ],
            content: Buffer.from(typeof item === 'string' ? item : (JSON.stringify(item) ?? '')),
          });
        }
      }
      if (frame === 'proto-field') {
        parts.push({
          headers: ['Content-Disposition: form-data; name="__proto__"'],
          content: Buffer.from('{"polluted":"yes"}'),
        });
      }
      for (const entry of files) {
        parts.push({
          headers: [
            `Content-Disposition: form-data; name="${entry.field}"; filename="${entry.name}"`,
            `Content-Type: ${entry.type}`,
          ],
          content: entry.content,
        });
      }
      if (frame === 'no-disposition') {
        parts.push({ headers: ['Content-Type: text/plain'], content: Buffer.from('orphan') });
      }
      if (frame === 'many-fields') {
        for (let index = 0; index < 60; index += 1) {
          parts.push({
            headers: [`Content-Disposition: form-data; name="f${index}"`],
            content: Buffer.from('x'),
          });
        }
      }
      const payload = multipartBody(
        frame === 'wrong-boundary' ? 'another-boundary' : boundary,
        parts,
        frame !== 'unclosed',
      );
      const contentType =
        frame === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return { payload, contentType, label: `multipart ${frame} ${files.length} file(s)` };
    });
}
