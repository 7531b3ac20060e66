import { getRouteApi } from '@tanstack/react-router';

import { CandidateRuns } from '@/features/assessment-results/components/CandidateRuns';
import { CandidatePage } from '@/features/pipelines/components/CandidatePage';
import { CandidateAnswers } from '@/features/question-results/components/CandidateAnswers';
import { StoredFacility } from '@/features/statistics/components/StoredFacility';

const candidateRouteApi = getRouteApi('/candidates/$candidateId');

// Module-level: one function for the table's lifetime, so its columns stay put.
const renderFacility = (questionId: string) => <StoredFacility questionId={questionId} />;

/**
 * A pipeline candidate's page, loaded with its route (code splitting), composed here because
 * features do not import each other: the candidate and their stage (pipelines), their runs
 * (assessment results), their answers (question results) beside each question's stored
 * facility (statistics).
 */
export function CandidateRoutePage() {
  const { candidateId } = candidateRouteApi.useParams();
  return (
    <CandidatePage
      candidateId={candidateId}
      renderResults={(candidate) => (
        <>
          <CandidateRuns candidateId={candidate.id} candidateName={candidate.name} />
          <CandidateAnswers candidateId={candidate.id} candidateName={candidate.name} renderFacility={renderFacility} />
        </>
      )}
    />
  );
}
