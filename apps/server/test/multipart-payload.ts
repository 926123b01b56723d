/** One part of a multipart/form-data body built by `multipartPayload`. */
export type MultipartPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; fileName: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body as a browser's FormData sends it, with the headers to send it under. */
export function multipartPayload(parts: readonly MultipartPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----specsource-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const lines = [`--${boundary}`];
    if ('bytes' in part) {
      lines.push(`Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"`);
      lines.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    } else {
      lines.push(`Content-Disposition: form-data; name="${part.name}"`);
      if (part.contentType) {
        lines.push(`Content-Type: ${part.contentType}`);
      }
    }
    chunks.push(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
