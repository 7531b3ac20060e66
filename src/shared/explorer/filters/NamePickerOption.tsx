import type { NameContext, NamedItem } from '@/shared/explorer/api/names';
import { optionKey, shortIdPart } from './name-picker-matching';

import './name-picker-option.css';

interface NamePickerOptionProps {
  item: NamedItem;
  /** The element id aria-activedescendant points at. */
  id: string;
  index: number;
  active: boolean;
  current: boolean;
  /** E.g. the assessments of a question, when known. */
  context: NameContext | undefined;
  /** Option texts (name and context) other items share: this one then shows the start of its id. */
  repeated: Set<string>;
  onPick: (item: NamedItem) => void;
}

/**
 * One option of the NamePicker: the name, what tells same-named items apart (a context such as
 * "— Backend basics +1", else the start of the id), and the full id on hover (title) and, while
 * the option is active, under the name. Names are rendered as text.
 */
export function NamePickerOption({
  item,
  id,
  index,
  active,
  current,
  context,
  repeated,
  onPick,
}: NamePickerOptionProps) {
  const twin = repeated.has(optionKey(item.name, context));
  return (
    <li
      id={id}
      data-index={index}
      role="option"
      aria-selected={active}
      title={item.id}
      className={current ? 'name-picker-option name-picker-current' : 'name-picker-option'}
      onClick={() => onPick(item)}
    >
      {item.name}
      {context !== undefined && (
        <>
          {' '}
          <span className="name-picker-option-context">
            — {context.first}
            {context.more > 0 && (
              <>
                {' '}
                <span aria-hidden="true">+{context.more}</span>
                <span className="visually-hidden">and {context.more} more</span>
              </>
            )}
          </span>
        </>
      )}
      {twin && ` · ${shortIdPart(item.id)}`}
      {/* Seen while the keyboard is on it; the title gives it to the pointer and assistive technology. */}
      {active && (
        <span className="name-picker-option-id" aria-hidden="true">
          {item.id}
        </span>
      )}
    </li>
  );
}
