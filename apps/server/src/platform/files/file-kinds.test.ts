import { ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildXlsx, buildZip, SAMPLE_FILES } from '../../../test/file-samples.ts';
import { zipEntryNames } from './file-kinds/zip-entry-names.ts';
import { checkFileKind } from './file-kinds.ts';
import { sanitizeFileName } from './sanitize-file-name.ts';

describe('checkFileKind', () => {
  it.each([
    ['drawing.pdf', SAMPLE_FILES.pdf, 'application/pdf'],
    ['photo.PNG', SAMPLE_FILES.png, 'image/png'],
    ['photo.jpg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['photo.jpeg', SAMPLE_FILES.jpeg, 'image/jpeg'],
    ['sheet.xlsx', buildXlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['plan.dwg', SAMPLE_FILES.dwg, 'image/vnd.dwg'],
    ['plan.dxf', SAMPLE_FILES.dxf, 'image/vnd.dxf'],
    ['model.step', SAMPLE_FILES.step, 'model/step'],
    ['model.stp', SAMPLE_FILES.step, 'model/step'],
    ['list.csv', SAMPLE_FILES.csv, 'text/csv; charset=utf-8'],
  ])('accepts %s as %s', async (name, bytes, contentType) => {
    expect(await checkFileKind(name, bytes)).toMatchObject({ ok: true, contentType });
  });

  it('accepts a DXF without comments and with CRLF line ends', async () => {
    const dxf = Buffer.from('  0\r\nSECTION\r\n  2\r\nENTITIES\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n', 'latin1');
    expect((await checkFileKind('a.dxf', dxf)).ok).toBe(true);
  });

  it('refuses an HTML page renamed .pdf (content mismatch)', async () => {
    expect(await checkFileKind('invoice.pdf', SAMPLE_FILES.html)).toEqual({
      ok: false,
      message: ATTACHMENT_MESSAGES.contentMismatch,
    });
  });

  it('refuses HTML or script text sent as .csv', async () => {
    expect((await checkFileKind('list.csv', SAMPLE_FILES.html)).ok).toBe(false);
    const sneaky = Buffer.from('a,b\n1,"<script src=//evil.example></script>"\n', 'utf8');
    expect(await checkFileKind('list.csv', sneaky)).toMatchObject({
      message: ATTACHMENT_MESSAGES.contentMismatch,
    });
  });

  it('refuses a .csv that is not UTF-8 text or holds NUL bytes', async () => {
    expect((await checkFileKind('list.csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]))).ok).toBe(false);
    expect((await checkFileKind('list.csv', Buffer.from('a,b\n1,\u0000\n', 'utf8'))).ok).toBe(false);
  });

  it('refuses a file whose bytes are another allowed kind', async () => {
    expect(await checkFileKind('photo.png', SAMPLE_FILES.jpeg)).toMatchObject({
      message: ATTACHMENT_MESSAGES.contentMismatch,
    });
    expect((await checkFileKind('drawing.dwg', SAMPLE_FILES.pdf)).ok).toBe(false);
  });

  it('refuses a ZIP that is not a workbook, and a truncated one', async () => {
    const docx = buildZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' });
    expect(await checkFileKind('sheet.xlsx', docx)).toMatchObject({
      message: ATTACHMENT_MESSAGES.contentMismatch,
    });
    const truncated = buildXlsx().subarray(0, 60);
    expect((await checkFileKind('sheet.xlsx', truncated)).ok).toBe(false);
  });

  it('refuses unknown or missing extensions whatever the content', async () => {
    expect(await checkFileKind('run.exe', SAMPLE_FILES.pdf)).toEqual({
      ok: false,
      message: ATTACHMENT_MESSAGES.typeNotAllowed,
    });
    expect(await checkFileKind('page.html', SAMPLE_FILES.html)).toMatchObject({
      message: ATTACHMENT_MESSAGES.typeNotAllowed,
    });
    expect(await checkFileKind('README', SAMPLE_FILES.csv)).toMatchObject({
      message: ATTACHMENT_MESSAGES.typeNotAllowed,
    });
  });

  it('refuses an empty file and an unusable name', async () => {
    expect(await checkFileKind('a.pdf', Buffer.alloc(0))).toEqual({
      ok: false,
      message: ATTACHMENT_MESSAGES.empty,
    });
    expect(await checkFileKind('', SAMPLE_FILES.pdf)).toEqual({
      ok: false,
      message: ATTACHMENT_MESSAGES.nameInvalid,
    });
  });
});

describe('zipEntryNames', () => {
  it('lists the central directory of a real archive', async () => {
    expect(await zipEntryNames(buildXlsx())).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('is null for bytes that are no archive', async () => {
    expect(await zipEntryNames(Buffer.from('PK\x03\x04 not really', 'latin1'))).toBeNull();
    expect(await zipEntryNames(Buffer.alloc(3))).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it('keeps only the base name, so traversal names lose their folders', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('C:\\Users\\me\\drawing.pdf')).toBe('drawing.pdf');
  });

  it('removes control and direction-changing characters', async () => {
    expect(sanitizeFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('keeps non-ASCII names', async () => {
    expect(sanitizeFileName('Übersicht Pumpe ⌀200.pdf')).toBe('Übersicht Pumpe ⌀200.pdf');
  });

  it('shortens long names to 255 characters and keeps the extension', async () => {
    const name = sanitizeFileName(`${'x'.repeat(400)}.step`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('.step')).toBe(true);
  });

  it('is empty when nothing usable is left', async () => {
    expect(sanitizeFileName('../..')).toBe('');
    expect(sanitizeFileName('dir/')).toBe('');
    expect(sanitizeFileName('\u0001\u0002')).toBe('');
  });
});
