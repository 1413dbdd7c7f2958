// The quiet mark under a derived title: visible small text (a tooltip alone reaches neither keyboard
// nor touch users), which the heading names as its description, so a screen reader says it with it.
import { useT } from '../i18n/i18n';

/** `id` is what the title's element points at: <h1 aria-describedby={id}>. */
export function DerivedTitleNote({ id }: { id: string }) {
  const t = useT();
  return (
    <p className="derived-title-note" id={id}>
      {t('app.derivedTitle')}
    </p>
  );
}
