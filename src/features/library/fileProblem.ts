// Why an imported file is not a library (see readLibraryFile), in the active language, naming the file.

import { t } from '../../i18n/i18n';
import type { LibraryFileProblem } from '../../lib/library/file';

// fileProblemText('mine.json', { code: 'noLibrary' }) => 'mine.json: it has no "library"'
export function fileProblemText(file: string, problem: LibraryFileProblem): string {
  switch (problem.code) {
    case 'otherFormat':
      return t('library.fileOtherFormat', { file, kind: problem.kind });
    case 'notJson':
      return t('library.fileNotJson', { file, error: problem.error });
    case 'notLibrary':
      return t('library.fileNotLibrary', { file, format: problem.format });
    case 'noVersion':
      return t('library.fileNoVersion', { file, got: problem.got });
    case 'newerVersion':
      return t('library.fileNewerVersion', { file, version: problem.version, supported: problem.supported });
    case 'noLibrary':
      return t('library.fileNoLibrary', { file });
  }
}
