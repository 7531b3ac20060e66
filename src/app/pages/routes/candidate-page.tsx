import { getRouteApi } from '@tanstack/react-router';

import { ComingSoonPage } from '../ComingSoonPage';

const candidateRouteApi = getRouteApi('/candidates/$candidateId');

/** A pipeline candidate's page, loaded with its route (code splitting). */
export function CandidateRoutePage() {
  const { candidateId } = candidateRouteApi.useParams();
  return (
    <ComingSoonPage title="Candidate" plannedFeature="the candidate's stage and their results.">
      <p>Candidate ID: {candidateId}</p>
    </ComingSoonPage>
  );
}
