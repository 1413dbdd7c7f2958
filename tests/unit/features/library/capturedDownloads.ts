// What downloadText (src/components/download.ts) hands the reader: a Blob behind a link it clicks. The
// files a test's downloads would save, each with its name and text; vi.restoreAllMocks() puts things back.
import { vi } from 'vitest';
import { readFileText } from '../../../../src/features/library/readFileText';

export interface CapturedFile {
  name: string;
  text: Promise<string>;
}

export function captureDownloads(): CapturedFile[] {
  const files: CapturedFile[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push({ name: '', text: readFileText(blob as Blob) });
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.at(-1)!.name = this.download;
  });
  return files;
}
