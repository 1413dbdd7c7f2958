// What downloadText (src/components/download.ts) hands the reader, caught in a test: the Blob behind the
// link it clicks, and the file name. Restored with vi.restoreAllMocks().
import { vi } from 'vitest';

export interface Download {
  blob: Blob;
  fileName: string;
}

/**
 *   const downloads = captureDownloads();
 *   await user.click(button);
 *   downloads.last() => { blob, fileName: 'schedule.ics' }
 */
export function captureDownloads(): { all: Download[]; last: () => Download | null } {
  const all: Download[] = [];
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    blob = object as Blob;
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob !== null) all.push({ blob, fileName: this.download });
  });
  return { all, last: () => all.at(-1) ?? null };
}
