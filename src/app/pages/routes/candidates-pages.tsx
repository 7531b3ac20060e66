import { ComingSoonPage } from '../ComingSoonPage';

/** The candidates list, loaded with its route (code splitting). */
export function CandidatesRoutePage() {
  return <ComingSoonPage title="Candidates" plannedFeature="pipeline candidates by pipeline and stage." />;
}
