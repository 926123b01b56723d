const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export function startsWith(bytes: Buffer, prefix: Buffer | string): boolean {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return bytes.length >= expected.length && bytes.subarray(0, expected.length).equals(expected);
}

export function withoutBom(bytes: Buffer): Buffer {
  return startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
}
