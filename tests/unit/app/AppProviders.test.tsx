import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../src/app/AppProviders';
import { createCatalogStore } from '../../../src/catalog/catalogStore';
import { useCatalog } from '../../../src/catalog/CatalogProvider';
import { createMapStore } from '../../../src/catalog/mapStore';
import { useFileStore } from '../../../src/catalog/FileStores';
import { createScheduleStore } from '../../../src/catalog/scheduleStore';
import { createPapersStore } from '../../../src/catalog/papersStore';
import { usePapers } from '../../../src/catalog/PapersProvider';
import { createLibraryStore } from '../../../src/features/library/libraryStore';
import { useLibrary } from '../../../src/features/library/LibraryProvider';
import { listFixture } from '../lib/fixtures/catalogFixture';
import { fakeStorage } from '../features/library/fakeStorage';

// Reads one value from each store: it throws if a provider is missing.
function Probe() {
  const papers = useCatalog((s) => s.list?.papers.length);
  const asked = usePapers((s) => Object.keys(s.entries).length);
  const map = useFileStore('map', () => { throw new Error('no map store given'); }).getState().status;
  const schedule = useFileStore('schedule', () => { throw new Error('no schedule store given'); }).getState().status;
  const saved = useLibrary((s) => s.readingList.length);
  return <p>{`${papers} papers, ${asked} files asked for, map ${map}, schedule ${schedule}, ${saved} saved`}</p>;
}

describe('AppProviders', () => {
  it('provides every store it is given to what it wraps', () => {
    const never = () => new Promise<never>(() => {});
    const storage = fakeStorage();
    render(
      <AppProviders
        stores={{
          catalog: createCatalogStore({ list: vi.fn(), fullText: vi.fn() }, { list: listFixture() }),
          papers: createPapersStore(never),
          map: createMapStore(never),
          schedule: createScheduleStore(never),
          library: createLibraryStore({ storage: () => storage, events: new EventTarget() }),
        }}
      >
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByText('3 papers, 0 files asked for, map idle, schedule idle, 0 saved')).toBeInTheDocument();
  });
});
