/** Saves `blob` as a file named `fileName` through a temporary link (no new window, no server round trip). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
