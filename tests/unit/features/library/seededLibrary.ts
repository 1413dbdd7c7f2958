// A library store over its own in-memory storage, filled by the test through the store's actions.

import { createLibraryStore } from '../../../../src/features/library/libraryStore';
import type { LibraryStore } from '../../../../src/features/library/libraryStore';
import { clock, fakeStorage } from './fakeStorage';

/** seededLibrary((s) => s.add({ id: 'cfmm', title: 'CFMM' })): one second per action, from 2026-05-01. */
export function seededLibrary(setup: (state: () => LibraryStore) => void = () => {}) {
  const storage = fakeStorage();
  const library = createLibraryStore({ storage: () => storage, events: new EventTarget(), now: clock() });
  setup(() => library.getState());
  return library;
}

/** The fixture's papers (tests/unit/lib/fixtures/papers-v1.json), as list.json titles them. */
export const TITLES = {
  toolorchestra: 'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools',
  cfmm: 'Contrastive Flow Map Matching (CFMM) for Few-Step Generation',
  bandits: 'Tight Regret Bounds for Adversarial Bandits with Delays',
} as const;
