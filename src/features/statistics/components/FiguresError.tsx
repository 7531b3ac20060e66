import { ErrorPanel } from '../../../components/ErrorPanel';

/** The figures could not be computed from the answers read (a fault of ours, never of the API). */
export function FiguresError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <ErrorPanel error={error} title="The figures could not be computed">
      <p>The answers were read and are kept; reload the page to compute the figures again.</p>
    </ErrorPanel>
  );
}
