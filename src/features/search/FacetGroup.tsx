import { useId, useState } from 'react';
import type { ReactNode } from 'react';

interface FacetGroupProps {
  /** The group's name: its legend, and the name of the button that folds it. */
  title: string;
  children: ReactNode;
}

/**
 * One group of filters that the reader can fold (a long benchmark list need not push "Code" away). The
 * fold button sits in the legend, so the group keeps its name ("Topics") for screen readers.
 */
export function FacetGroup({ title, children }: FacetGroupProps) {
  const id = useId();
  const [open, setOpen] = useState(true);
  return (
    <fieldset className="facet">
      <legend>
        <button type="button" className="facet-fold" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {title}
        </button>
      </legend>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </fieldset>
  );
}
