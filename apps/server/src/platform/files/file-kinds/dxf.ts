import { startsWith, withoutBom } from './byte-prefix.ts';

const BINARY_DXF_SENTINEL = Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1');

/**
 * ASCII DXF is pairs of lines, a group code then a value; a file opens with `0` / `SECTION`, possibly after
 * `999` comment pairs. Binary DXF has its own sentinel.
 */
export function isDxf(bytes: Buffer): boolean {
  if (startsWith(bytes, BINARY_DXF_SENTINEL)) {
    return true;
  }
  const head = withoutBom(bytes).subarray(0, 4096).toString('latin1');
  const lines = head.split(/\r?\n/).map((line) => line.trim());
  let at = 0;
  while (at < lines.length && lines[at] === '') {
    at += 1;
  }
  while (lines[at] === '999' && at + 2 < lines.length) {
    at += 2;
  }
  return lines[at] === '0' && lines[at + 1] === 'SECTION';
}
