// Placeholder until the overview lands (being written now).
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function OverviewRoute() {
  useDocumentTitle('Overview');
  return <h1>Overview</h1>;
}
