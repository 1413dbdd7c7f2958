// Node's MessagePort takes an onmessage handler as the browser's does (setting it also starts the port),
// but @types/node leaves the property out. src/lib/slices.ts's giveWay sets it, and the build reaches that
// module (through src/lib/search/build.ts) in tsconfig.node.json, which has no DOM types to lend it.
import 'worker_threads';

declare module 'worker_threads' {
  interface MessagePort {
    onmessage: ((event: unknown) => void) | null;
  }
}
