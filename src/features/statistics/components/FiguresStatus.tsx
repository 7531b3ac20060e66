import { ErrorPanel } from '@/components/ErrorPanel';

/**
 * Between "computed" and the figures: the worker is reducing the answers it read (usually a
 * moment), or it could not (a fault of ours, never of the API).
 */
export function FiguresStatus({ pending, error }: { pending: boolean; error: Error | null }) {
  if (error) {
    return (
      <ErrorPanel error={error} title="The figures could not be computed">
        <p>The answers were read and are kept; reload the page to compute the figures again.</p>
      </ErrorPanel>
    );
  }
  if (!pending) return null;
  return (
    <p role="status" className="muted">
      Computing the figures from the answers read…
    </p>
  );
}
