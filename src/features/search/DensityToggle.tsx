import type { Density } from './density';
import { useT } from '../../i18n/i18n';

interface DensityToggleProps {
  density: Density;
  onChange: (density: Density) => void;
}

/** "Compact" as a pressed button: pressed, the rows show title and chips only. */
export function DensityToggle({ density, onChange }: DensityToggleProps) {
  const t = useT();
  const compact = density === 'compact';
  return (
    <button
      type="button"
      className="button button-small density-toggle"
      aria-pressed={compact}
      onClick={() => onChange(compact ? 'comfortable' : 'compact')}
    >
      {t('search.density.compact')}
    </button>
  );
}
