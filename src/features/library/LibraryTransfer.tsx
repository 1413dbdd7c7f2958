// "Export and import": the whole library (reading list and saved searches) as a JSON file to keep or to
// take to another browser, and back; and the reading list as BibTeX, CSV or Markdown for other tools.
// Importing only adds and merges, field by field (see mergeImport), and says what it took, what it merged
// and what it left out.

import { useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { downloadText } from '../../components/download';
import { useLocale, useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/errors';
import { exportFileName } from '../../lib/library/file';
import type { ListFile } from '../../lib/types';
import { useLibrary } from './LibraryProvider';
import type { ImportOutcome } from './libraryStore';
import { ImportResult } from './ImportResult';
import type { ImportAttempt } from './ImportResult';
import { exportReadingList } from './exportFormats';
import { FORMAT_ORDER, LIST_FORMATS } from '../../lib/library/formats';
import type { ListFormat } from '../../lib/library/formats';
import { readFileText } from './readFileText';
import { paperUrl } from './siteUrl';

/** Files larger than this are not read: a library of thousands of papers with notes is a few MB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

interface LibraryTransferProps {
  /** list.json; null while it loads or after it failed. */
  list: ListFile | null;
  /** Whether list.json failed to load (null and not failed: it is still on its way). */
  listFailed: boolean;
}

export function LibraryTransfer({ list, listFailed }: LibraryTransferProps) {
  const id = useId();
  const exportData = useLibrary((s) => s.exportData);
  const importData = useLibrary((s) => s.importData);
  const entries = useLibrary((s) => s.readingList);
  const fileInput = useRef<HTMLInputElement>(null);
  const [attempt, setAttempt] = useState<ImportAttempt | null>(null);
  const t = useT();
  const locale = useLocale();
  const report = (source: string, outcome: ImportOutcome) => setAttempt((last) => ({ seq: (last?.seq ?? 0) + 1, source, outcome }));

  const importFile = async (file: File) => {
    if (file.size > MAX_IMPORT_BYTES) {
      report(file.name, { ok: false, error: t('library.fileTooLarge', { file: file.name, size: megabytes(file.size) }) });
      return;
    }
    let text: string;
    try {
      text = await readFileText(file);
    } catch (error) {
      report(file.name, { ok: false, error: t('library.fileUnreadable', { file: file.name, error: messageOf(error) }) });
      return;
    }
    report(file.name, importData(text, file.name));
  };

  // Each format's button carries its format as its value.
  const exportList = (event: MouseEvent<HTMLButtonElement>) => {
    const format = event.currentTarget.value as ListFormat;
    const file = exportReadingList(format, entries, { list, paperUrl, now: Date.now(), locale });
    downloadText(file.text, file.fileName, file.type);
  };
  const exportLibrary = () => downloadText(exportData(), exportFileName(Date.now()), 'application/json');

  return (
    <section className="library-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('library.transferHeading')}</h2>
      <p id={`${id}-about`}>{t('library.transferAbout')}</p>
      <div className="library-actions">
        <button type="button" className="button" aria-describedby={`${id}-about`} onClick={exportLibrary}>
          {t('library.export')}
        </button>
        <button type="button" className="button" aria-describedby={`${id}-about`} onClick={() => fileInput.current?.click()}>
          {t('library.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={t('library.importFileLabel')}
          hidden
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // Cleared, so that choosing the same file again imports it again.
            input.value = '';
            if (file !== undefined) void importFile(file);
          }}
        />
      </div>
      <ImportResult attempt={attempt} />

      <h3>{t('library.otherTools')}</h3>
      <p id={`${id}-formats`}>
        {t('library.formatsAbout')}
        {list === null && ` ${t(listFailed ? 'library.bibtexNeedsList' : 'library.exportsWait')}`}
      </p>
      <div className="library-actions">
        {FORMAT_ORDER.map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            aria-describedby={`${id}-formats`}
            disabled={entries.length === 0 || !canExport(format, list, listFailed)}
            value={format}
            onClick={exportList}
          >
            {t('library.exportAs', { format: LIST_FORMATS[format].label })}
          </button>
        ))}
      </div>
      {entries.length === 0 && <p className="library-hint">{t('library.exportsNeedPapers')}</p>}
    </section>
  );
}

/**
 * Whether the reading list can be exported as `format` now. While list.json is on its way every format
 * waits for it: it brings the current titles and, for a conference's own data, the authors, and a file
 * must not have columns that depend on how soon the reader clicked. If it failed, CSV and Markdown go
 * with the titles saved in the reading list; BibTeX cannot (its keys and venue come from the list).
 */
function canExport(format: ListFormat, list: ListFile | null, listFailed: boolean): boolean {
  if (list !== null) return true;
  return listFailed && format !== 'bibtex';
}

// megabytes(15_300_000) => 14.6 (one decimal; the message formats it in the reader's language)
function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
