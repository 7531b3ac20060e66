import './JsonViewer.css';

import { useId } from 'react';

import { CopyButton } from './CopyButton';
import { JsonNode } from './JsonNode';

interface JsonViewerProps {
  /** Untrusted JSON of any shape (already parsed). */
  value: unknown;
  /** The viewer's accessible name and visible title, e.g. "Answer". */
  label: string;
  /** Objects and arrays shallower than this start expanded: 1 opens the root only, 0 none. */
  initiallyExpandedDepth?: number;
}

/** Pretty JSON for the clipboard; values JSON cannot hold (cycles, bigints) fall back to text. */
function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * A collapsible view of an untrusted JSON value. Objects and arrays are disclosure buttons
 * whose children render only when expanded, 100 at a time; long strings show a preview until
 * asked for all of them. Everything is rendered as text, never as HTML, and the whole value is
 * only pretty-printed when "Copy JSON" is pressed, so large payloads stay cheap to show.
 *
 * Expansion state is kept while `value` changes; give the viewer a `key` (e.g. the row id) to
 * start afresh for a different record.
 */
export function JsonViewer({ value, label, initiallyExpandedDepth = 1 }: JsonViewerProps) {
  const labelId = useId();
  const isEmpty = value === null || value === undefined;

  return (
    <section className="json-viewer" aria-labelledby={labelId}>
      <div className="json-viewer-header">
        <span id={labelId} className="json-viewer-label">
          {label}
        </span>
        {!isEmpty && <CopyButton text={() => prettyJson(value)} label="Copy JSON" fallbackLabel={`${label} JSON`} />}
      </div>
      {isEmpty ? (
        <p className="json-viewer-none">None</p>
      ) : (
        <ul className="json-tree">
          <JsonNode value={value} depth={0} initiallyExpandedDepth={initiallyExpandedDepth} />
        </ul>
      )}
    </section>
  );
}
