import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { PATHS, pipelineSchema, type Pipeline, type PipelineUpdate } from '@assessment-insights/contract';
import type { WriteAttempt } from '@/api/idempotency';
import { useIdempotentMutation } from '@/hooks/use-idempotent-mutation';
import { pipelineQueryOptions } from './get-pipeline';

export function updatePipeline(pipelineId: string, update: PipelineUpdate, attempt: WriteAttempt): Promise<Pipeline> {
  return apiRequest({
    method: 'PATCH',
    path: PATHS.pipeline(pipelineId),
    body: update,
    schema: pipelineSchema,
    ...attempt,
  });
}

export interface UpdatePipelineVariables {
  pipelineId: string;
  update: PipelineUpdate;
}

/** Renames a pipeline; a retried save reuses its Idempotency-Key, so it never applies twice. */
export function useUpdatePipeline() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    ({ pipelineId, update }: UpdatePipelineVariables, attempt: WriteAttempt) =>
      updatePipeline(pipelineId, update, attempt),
    (pipeline) => {
      queryClient.setQueryData(pipelineQueryOptions(pipeline.id).queryKey, pipeline);
      // Every list of pipelines, the explorers' name list included, shows the old name.
      return queryClient.invalidateQueries({ queryKey: ['pipelines'] });
    },
  );
}
