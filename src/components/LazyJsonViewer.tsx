import './JsonViewer.css';

import { Suspense, lazy, useId, type ComponentProps } from 'react';

import type { JsonViewer as JsonViewerComponent } from './JsonViewer';

type JsonViewerProps = ComponentProps<typeof JsonViewerComponent>;

const JsonViewer = lazy(() => import('./JsonViewer').then((module) => ({ default: module.JsonViewer })));

/**
 * The JSON viewer, its code loaded when one is first shown (a row's detail), not with the page.
 * Until it arrives, the viewer's place is held as it will be: the label, the Copy button's room
 * and a line of the tree saying it is loading ("None" for no value, as the viewer says it).
 */
export function LazyJsonViewer(props: JsonViewerProps) {
  return (
    <Suspense
      fallback={<JsonViewerPending label={props.label} isEmpty={props.value === null || props.value === undefined} />}
    >
      <JsonViewer {...props} />
    </Suspense>
  );
}

function JsonViewerPending({ label, isEmpty }: { label: string; isEmpty: boolean }) {
  const labelId = useId();
  return (
    <section className="json-viewer" aria-labelledby={labelId} aria-busy={isEmpty ? undefined : true}>
      <div className="json-viewer-header">
        <span id={labelId} className="json-viewer-label">
          {label}
        </span>
        {!isEmpty && (
          <span className="copy-button json-viewer-copy-placeholder" aria-hidden="true">
            <button type="button" tabIndex={-1} disabled>
              Copy JSON
            </button>
          </span>
        )}
      </div>
      {isEmpty ? (
        <p className="json-viewer-none">None</p>
      ) : (
        <div className="json-tree">
          <p role="status" className="json-viewer-pending">
            Loading the viewer…
          </p>
        </div>
      )}
    </section>
  );
}
