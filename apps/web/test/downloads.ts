import { vi } from 'vitest';

type SavedFile = (blob: Blob, fileName: string) => void;

/**
 * Records each file `downloadFile` (src/lib/download-file.ts) saves, by catching the link it clicks: the real
 * function runs, so no module mock is needed. This project shares modules between test files (isolate: false),
 * and a module mock would miss a module another file had already imported.
 * Call it in a `beforeEach`; `restoreMocks` puts the link and the object URLs back after each test.
 */
export function captureDownloads() {
  // jsdom has no object URLs; give the spies something to wrap.
  if (!('createObjectURL' in URL)) {
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  }
  const saved = vi.fn<SavedFile>();
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) {
      saved(blob, this.download);
    }
  });
  return saved;
}
