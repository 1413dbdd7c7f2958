// The interface's language, in the site header: a choice shown at once (no reload), kept at the same
// address and remembered. Each language is named in itself ("English", "中文"), so a reader finds theirs
// whichever is showing. A shared link's `?lang=` (which chose this visit's language without being saved)
// leaves the address once the reader picks one: the links the explorer makes never carry it.

import { useLocation, useNavigate } from 'react-router';
import { HTML_LANG, LOCALES } from '../../lib/i18n/locale';
import type { Locale } from '../../lib/i18n/locale';
import { chooseLocale, useLocale, useT } from '../../i18n/i18n';

export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const names: Record<Locale, string> = { en: t('language.en'), zh: t('language.zh') };
  return (
    <select
      className="language-switch"
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => {
        void chooseLocale(event.target.value as Locale).then(() => {
          const params = new URLSearchParams(location.search);
          if (!params.has('lang')) return;
          params.delete('lang');
          const search = params.toString();
          void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, state: location.state });
        });
      }}
    >
      {LOCALES.map((value) => (
        <option key={value} value={value} lang={HTML_LANG[value]}>
          {names[value]}
        </option>
      ))}
    </select>
  );
}
