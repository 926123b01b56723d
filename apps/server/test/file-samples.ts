import { crc32 } from 'node:zlib';

/**
 * A real ZIP archive (entries stored, not compressed) for tests: local headers, central directory and the
 * end record, as APPNOTE.TXT §4.3 lays them out. Office files are such archives.
 */
export function buildZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralDirectory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDirectory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDirectory, end]);
}

/** The smallest archive Excel's format needs to be recognised as a workbook. */
export function buildXlsx(): Buffer {
  return buildZip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<Relationships/>',
    'xl/workbook.xml': '<workbook/>',
    'xl/worksheets/sheet1.xml': '<worksheet/>',
  });
}

export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  ),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00', 'latin1'),
  ]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  dwg: Buffer.concat([Buffer.from('AC1032', 'latin1'), Buffer.alloc(32)]),
  dxf: Buffer.from('999\nmade by a test\n  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n', 'latin1'),
  step: Buffer.from(
    "ISO-10303-21;\nHEADER;\nFILE_NAME('pump.step');\nENDSEC;\nEND-ISO-10303-21;\n",
    'latin1',
  ),
  csv: Buffer.from('part,quantity\nimpeller ⌀200,2\n', 'utf8'),
  html: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>', 'utf8'),
} as const;
