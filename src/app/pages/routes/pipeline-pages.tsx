import { ComingSoonPage } from '../ComingSoonPage';

/** The pipelines page, loaded with its route (code splitting). */
export function PipelinesRoutePage() {
  return <ComingSoonPage title="Pipelines" plannedFeature="pipelines, their stages and candidates." />;
}
