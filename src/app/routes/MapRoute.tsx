// Placeholder until the paper map lands (being written now).
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function MapRoute() {
  useDocumentTitle('Map');
  return <h1>Map of the papers</h1>;
}
