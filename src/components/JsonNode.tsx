import { memo, type ReactNode, useId, useMemo, useState } from 'react';

import { formatCount } from '@/lib/format-number';

/** How many children an expanded node shows at first, and how many more each press adds. */
export const JSON_CHUNK_SIZE = 100;
/** How many characters of a long string show before "Show all". */
export const JSON_STRING_PREVIEW_CHARS = 500;

type Container = readonly unknown[] | Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** The key before a value: an object's property name or an array's index. */
function KeyLabel({ name }: { name: string | number | undefined }) {
  if (name === undefined) return null;
  return (
    <>
      <span className="json-key">{name}</span>
      {': '}
    </>
  );
}

/** A string as text (never HTML), cut to a preview when long, whitespace kept. */
function JsonString({ value }: { value: string }) {
  const [showAll, setShowAll] = useState(false);
  const isLong = value.length > JSON_STRING_PREVIEW_CHARS;
  const shown = isLong && !showAll ? value.slice(0, JSON_STRING_PREVIEW_CHARS) : value;
  return (
    <>
      <span className="json-value json-string">{shown}</span>
      {isLong && (
        <>
          {!showAll && <span aria-hidden="true">…</span>}{' '}
          <button type="button" className="json-text-button" onClick={() => setShowAll((all) => !all)}>
            {showAll ? 'Show less' : `Show all (${plural(value.length, 'character', 'characters')})`}
          </button>
        </>
      )}
    </>
  );
}

/** A value that is not an object or array, styled by its type. */
function JsonPrimitive({ value }: { value: unknown }) {
  if (typeof value === 'string') return <JsonString value={value} />;
  if (value === null) return <span className="json-value json-null">null</span>;
  if (typeof value === 'number' || typeof value === 'bigint') {
    return <span className="json-value json-number">{String(value)}</span>;
  }
  if (typeof value === 'boolean') return <span className="json-value json-boolean">{String(value)}</span>;
  // Not JSON (undefined, functions, symbols): name the type rather than run its toString.
  return <span className="json-value json-other">{value === undefined ? 'undefined' : `(${typeof value})`}</span>;
}

interface JsonNodeProps {
  value: unknown;
  /** The property name or index; none for the root. */
  name?: string | number;
  depth: number;
  initiallyExpandedDepth: number;
}

/**
 * One entry of the tree, as an `li`: a primitive, or a disclosure button for an object or array.
 * Memoized, so "Show more" renders only the new chunk, not every entry already shown.
 */
export const JsonNode = memo(function JsonNode({ value, name, depth, initiallyExpandedDepth }: JsonNodeProps) {
  if (!isContainer(value)) {
    return (
      <li className="json-node">
        <KeyLabel name={name} />
        <JsonPrimitive value={value} />
      </li>
    );
  }
  return <JsonContainer value={value} name={name} depth={depth} initiallyExpandedDepth={initiallyExpandedDepth} />;
});

interface JsonContainerProps extends JsonNodeProps {
  value: Container;
}

function JsonContainer({ value, name, depth, initiallyExpandedDepth }: JsonContainerProps) {
  const [expanded, setExpanded] = useState(depth < initiallyExpandedDepth);
  const [shownCount, setShownCount] = useState(JSON_CHUNK_SIZE);
  const childrenId = useId();
  const isArray = Array.isArray(value);
  // Object.keys of a large object is cheap next to rendering; arrays need no key list.
  const keys = useMemo(() => (Array.isArray(value) ? null : Object.keys(value)), [value]);
  const total = keys ? keys.length : (value as readonly unknown[]).length;

  if (total === 0) {
    return (
      <li className="json-node">
        <KeyLabel name={name} />
        <span className="json-value json-empty">{isArray ? '[]' : '{}'}</span>
      </li>
    );
  }

  const summary = isArray ? `[${plural(total, 'item', 'items')}]` : `{${plural(total, 'key', 'keys')}}`;
  const visible = Math.min(shownCount, total);
  const remaining = total - visible;

  const children: ReactNode[] = [];
  if (expanded) {
    for (let index = 0; index < visible; index += 1) {
      const childName = keys ? (keys[index] ?? '') : index;
      const childValue = keys ? (value as Record<string, unknown>)[childName] : (value as readonly unknown[])[index];
      children.push(
        <JsonNode
          key={childName}
          name={childName}
          value={childValue}
          depth={depth + 1}
          initiallyExpandedDepth={initiallyExpandedDepth}
        />,
      );
    }
  }

  return (
    <li className="json-node">
      <button
        type="button"
        className="json-toggle"
        aria-expanded={expanded}
        aria-controls={expanded ? childrenId : undefined}
        onClick={() => setExpanded((open) => !open)}
      >
        <KeyLabel name={name} />
        {summary}
      </button>
      {expanded && (
        <ul id={childrenId} className="json-children">
          {children}
          {remaining > 0 && (
            <li className="json-node">
              <button
                type="button"
                className="json-text-button"
                onClick={() => setShownCount((count) => count + JSON_CHUNK_SIZE)}
              >
                {`Show ${formatCount(Math.min(JSON_CHUNK_SIZE, remaining))} more (of ${formatCount(total)})`}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
