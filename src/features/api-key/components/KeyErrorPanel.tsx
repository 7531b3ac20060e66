import { isApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/ErrorPanel';
import { explainKeyError } from './key-error-text';

interface KeyErrorPanelProps {
  error: unknown;
  headingLevel?: 2 | 3;
  /** Asks the API again with the key in use: a "Check again" beside the error. */
  onCheckAgain?: () => void;
}

/**
 * A failed key check or whoami: authentication failures get their own plain-language title and
 * explanation; every failure keeps the API's message, code, request id and "Copy details".
 */
export function KeyErrorPanel({ error, headingLevel = 3, onCheckAgain }: KeyErrorPanelProps) {
  const known = isApiError(error) ? explainKeyError(error.code) : undefined;
  return (
    <ErrorPanel
      error={error}
      title={known?.title}
      headingLevel={headingLevel}
      onRetry={onCheckAgain}
      retryLabel="Check again"
    >
      {known && <p className="key-error-explanation">{known.explanation}</p>}
    </ErrorPanel>
  );
}
