import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';

import { formatCount } from '@/lib/format-number';
import type { NameContextsQuery, NameList, NamedItem } from '@/shared/explorer/api/names';
import {
  MAX_SHOWN_NAMES,
  countAnnouncement,
  displayName,
  findMatches,
  keyNames,
  repeatedNames,
  repeatedOptions,
} from './name-picker-matching';
import { NamePickerOption } from './NamePickerOption';

export interface NamePickerProps {
  /** "Question", "Pipeline": the input's label. */
  label: string;
  /** "questions", "pipelines": "All questions", "Loading question names…". */
  pluralLabel: string;
  /** The id in the URL, if any. */
  value: string | undefined;
  names: UseQueryResult<NameList>;
  onChange: (id: string | undefined) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** One line under the input, e.g. "Pipeline rows only". */
  hint?: string;
  /** What each option shows beside its name (e.g. a question's assessments), loaded when the list first opens. */
  contexts?: NameContextsQuery;
}

const NO_CONTEXTS: NameContextsQuery = { queryKey: ['name-contexts', 'none'], queryFn: skipToken };

/**
 * Picks one id by searching names: an ARIA 1.2 combobox with list autocomplete (the input keeps
 * focus; ↑/↓ move through the options, Enter picks, Escape closes). It shows the picked name
 * while the user is not typing; what is typed is the only state it keeps, the value is the URL's.
 */
export function NamePicker({ label, pluralLabel, value, names, onChange, inputRef, hint, contexts }: NamePickerProps) {
  const inputId = useId();
  const listboxId = useId();
  const hintId = useId();
  const statusId = useId();
  const [query, setQuery] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const localInputRef = useRef<HTMLInputElement | null>(null);
  const listboxRef = useRef<HTMLUListElement>(null);

  // The input is always rendered, so the handle is the element itself.
  useImperativeHandle<HTMLInputElement | null, HTMLInputElement | null>(inputRef, () => localInputRef.current, []);

  // Contexts can cost many requests (a question's assessments: one per assessment): only once someone looks.
  const contextsById = useQuery({ ...(contexts ?? NO_CONTEXTS), enabled: open && contexts !== undefined }).data?.byId;
  const list = names.data?.list;
  const keyed = useMemo(() => keyNames(list ?? []), [list]);
  const repeated = useMemo(() => repeatedNames(list ?? []), [list]);
  const contextOf = useMemo(() => (id: string) => contextsById?.[id.toLowerCase()], [contextsById]);
  const repeatedInOptions = useMemo(() => repeatedOptions(list ?? [], contextOf), [list, contextOf]);
  const matches = useMemo(() => findMatches(keyed, query ?? ''), [keyed, query]);
  const shown = matches.slice(0, MAX_SHOWN_NAMES);
  const singular = label.toLowerCase();

  // The URL may spell the id in another case than the API does.
  const selected =
    value === undefined ? undefined : list?.find((item) => item.id.toLowerCase() === value.toLowerCase());
  const valueText =
    value === undefined
      ? ''
      : selected !== undefined
        ? displayName(selected, repeated)
        : names.isPending
          ? value
          : `Unknown ${singular} (${value})`;
  const active = open ? shown[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    listboxRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setQuery(undefined);
  };

  const pick = (item: NamedItem) => {
    close();
    if (item.id.toLowerCase() !== value?.toLowerCase()) onChange(item.id);
  };

  const clear = () => {
    close();
    onChange(undefined);
    localInputRef.current?.focus();
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (event.altKey) {
        // Alt+↓ shows the list without moving in it, Alt+↑ hides it (APG).
        if (down) openAt(-1);
        else setOpen(false);
      } else if (!open) {
        const current = shown.findIndex((item) => item.id === selected?.id);
        openAt(current >= 0 ? current : down ? 0 : last);
      } else if (last >= 0) {
        setActiveIndex(down ? (activeIndex >= last ? 0 : activeIndex + 1) : activeIndex <= 0 ? last : activeIndex - 1);
      }
    } else if (event.key === 'Enter') {
      if (active !== undefined) {
        event.preventDefault();
        pick(active);
      } else if (query !== undefined && query.trim() === '' && value !== undefined) {
        event.preventDefault();
        clear();
      }
    } else if (event.key === 'Escape') {
      if (open || query !== undefined) {
        event.preventDefault();
        close();
      }
    }
  };

  const note = listNote(matches.length, shown.length, pluralLabel, names);
  const describedBy = [hint === undefined ? undefined : hintId, names.isPending || names.isError ? statusId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="filter-field name-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className="name-picker-control">
        <input
          ref={localInputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={active === undefined ? undefined : optionId(activeIndex)}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder={`All ${pluralLabel}`}
          value={query ?? valueText}
          onChange={(event) => {
            setQuery(event.target.value);
            openAt(event.target.value.trim() === '' ? -1 : 0);
          }}
          onClick={() => {
            if (!open) openAt(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {value !== undefined && (
          <button type="button" className="button-secondary" aria-label={`Clear ${singular}`} onClick={clear}>
            Clear
          </button>
        )}
        {/* mousedown would move focus off the input (and close the list) before the click picks. */}
        <div className="name-picker-popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
          <ul ref={listboxRef} id={listboxId} role="listbox" aria-label={`${label} names`}>
            {open &&
              shown.map((item, index) => (
                <NamePickerOption
                  key={item.id}
                  item={item}
                  id={optionId(index)}
                  index={index}
                  active={index === activeIndex}
                  current={item.id === selected?.id}
                  context={contextOf(item.id)}
                  repeated={repeatedInOptions}
                  onPick={pick}
                />
              ))}
          </ul>
          {open && note !== '' && <p className="name-picker-note">{note}</p>}
        </div>
      </div>
      {hint !== undefined && (
        <p id={hintId} className="field-hint muted">
          {hint}
        </p>
      )}
      {names.isPending && (
        <p id={statusId} className="field-hint muted">
          Loading {singular} names…
        </p>
      )}
      {names.isError && (
        <p id={statusId} className="field-hint filter-problem">
          The {singular} names could not be loaded ({names.error.message}).{' '}
          <button type="button" className="button-secondary" onClick={() => void names.refetch()}>
            Load them again
          </button>
        </p>
      )}
      {names.data?.complete === false && (
        <p className="field-hint muted">
          Only the first {formatCount(names.data.list.length)} {pluralLabel} can be searched.
        </p>
      )}
      {/* aria-live without role="status": the page's own status regions stay the only ones. */}
      <span className="visually-hidden" aria-live="polite">
        {open ? countAnnouncement(matches.length, pluralLabel) : ''}
      </span>
    </div>
  );
}

function listNote(total: number, shown: number, pluralLabel: string, names: UseQueryResult<NameList>): string {
  if (names.isPending) return `Loading ${pluralLabel}…`;
  if (names.isError) return `The ${pluralLabel} could not be loaded.`;
  if (total === 0) return `No ${pluralLabel} match.`;
  if (total > shown) return `${formatCount(total - shown)} more — keep typing`;
  return '';
}
