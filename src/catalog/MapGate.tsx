// Starts loading map.json and shows its progress; renders `children(file)` once it is ready.

import type { ReactNode } from 'react';
import type { MapFile } from '../lib/types';
import { FileGate } from './FileGate';
import { useMap } from './MapProvider';

export function MapGate({ children }: { children: (file: MapFile) => ReactNode }) {
  return <FileGate use={useMap}>{children}</FileGate>;
}
