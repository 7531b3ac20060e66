import { PipelinesPage } from '@/features/pipelines/components/PipelinesPage';

/** The pipelines page, loaded with its route (code splitting). */
export function PipelinesRoutePage() {
  return <PipelinesPage />;
}
