// scripts/build/prerender.ts loads src/app/firstScreen.tsx through vite by its path and names the shape
// it expects itself, since scripts never import src/app (eslint.config.js). Tests may import both: this
// keeps the two in step, at compile time (npm run typecheck) and here.
import { describe, expectTypeOf, it } from 'vitest';
import type * as firstScreen from '../../../src/app/firstScreen';
import type { FirstScreenRenderer } from '../../../scripts/build/prerender';

describe('the module prerender.ts loads by path', () => {
  it('exports the renderFirstScreen the script expects', () => {
    expectTypeOf<typeof firstScreen>().toExtend<{ renderFirstScreen: FirstScreenRenderer }>();
  });
});
