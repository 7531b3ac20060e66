import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { PATHS, pipelineSchema, type Pipeline, type PipelineUpdate } from '../../../api/contract';
import { useIdempotencyKeys } from '../../../api/idempotency';
import { pipelineQueryOptions } from './get-pipeline';
import { pipelinesQueryOptions } from './get-pipelines';

export function updatePipeline(pipelineId: string, update: PipelineUpdate, idempotencyKey: string): Promise<Pipeline> {
  return apiRequest({
    method: 'PATCH',
    path: PATHS.pipeline(pipelineId),
    body: update,
    schema: pipelineSchema,
    idempotencyKey,
  });
}

export interface UpdatePipelineVariables {
  pipelineId: string;
  update: PipelineUpdate;
}

/** Renames a pipeline; a retried save reuses its Idempotency-Key, so it never applies twice. */
export function useUpdatePipeline() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKeys();
  return useMutation({
    mutationFn: ({ pipelineId, update }: UpdatePipelineVariables) =>
      updatePipeline(pipelineId, update, idempotency.keyFor({ pipelineId, update })),
    onSuccess: (pipeline) => {
      idempotency.settle();
      queryClient.setQueryData(pipelineQueryOptions(pipeline.id).queryKey, pipeline);
      return queryClient.invalidateQueries({ queryKey: pipelinesQueryOptions().queryKey });
    },
  });
}
