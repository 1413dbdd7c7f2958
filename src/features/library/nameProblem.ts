// Why a saved search's name was turned down (see validateSearchName), in the active language.

import { t } from '../../i18n/i18n';
import type { NameProblem } from '../../lib/library/savedSearches';

// nameProblemText({ code: 'taken', name: 'GANs' }) => "There is already a saved search named “GANs”."
export function nameProblemText(problem: NameProblem): string {
  switch (problem.code) {
    case 'empty':
      return t('library.nameEmpty');
    case 'tooLong':
      return t('library.nameTooLong', { max: problem.max, length: problem.length });
    case 'taken':
      return t('library.nameTaken', { name: problem.name });
    case 'missing':
      return t('library.nameMissing', { name: problem.name });
  }
}
