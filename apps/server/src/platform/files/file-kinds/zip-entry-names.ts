import { asFileBytes, type FileBytes } from '../file-bytes.ts';

/**
 * The entry names in a ZIP's central directory: found through the end-of-central-directory record, which
 * sits in the last 22 bytes plus at most a 64 KiB comment, and read from where that record says the directory
 * is (so a large spooled file is read only there). Null when the structure does not hold together.
 */
export async function zipEntryNames(input: Buffer | FileBytes): Promise<string[] | null> {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const file = asFileBytes(input);
  if (file.sizeBytes < 22) {
    return null;
  }
  const tailStart = Math.max(0, file.sizeBytes - 22 - 0xffff);
  const tail = await file.read(tailStart, file.sizeBytes);
  let eocd = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) {
    return null;
  }
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryStart = tail.readUInt32LE(eocd + 16);
  if (directoryStart + directorySize > tailStart + eocd) {
    return null;
  }
  const directory = await file.read(directoryStart, directoryStart + directorySize);
  let at = 0;
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      return null;
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) {
      return null;
    }
    names.push(directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
