import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import './CopyButton.css';

/** How long "Copied" stays on screen. */
const COPIED_FEEDBACK_MS = 4000;

type CopyState = 'idle' | 'copied' | 'fallback';

interface CopyButtonProps {
  /**
   * The exact text put on the clipboard, or a function that makes it: called only when the
   * button is pressed, for text that is costly to build (e.g. a large pretty-printed value).
   */
  text: string | (() => string);
  /** The button's text, e.g. "Copy details". */
  label?: string;
  /** Accessible name of the text box shown when the clipboard cannot be used. */
  fallbackLabel?: string;
}

/**
 * Copies `text` to the clipboard and says so in a polite live region. Where the clipboard API
 * is missing (an insecure origin, an old browser) or refuses, it shows the text in a read-only
 * box, selected, and asks the user to copy it themselves.
 */
export function CopyButton({ text, label = 'Copy', fallbackLabel = 'Text to copy' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  // The text made on the last press, for the fallback box when `text` is a function.
  const [madeText, setMadeText] = useState('');
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const fallbackId = useId();

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  // Focusing the box selects its text (onFocus below), ready for Ctrl+C: as the box appears.
  useLayoutEffect(() => {
    if (state === 'fallback') fallbackRef.current?.focus();
  }, [state]);

  const copy = async () => {
    const value = typeof text === 'function' ? text() : text;
    if (typeof text === 'function') setMadeText(value);
    try {
      // Missing outside secure contexts, though the DOM types say otherwise.
      if (!(navigator.clipboard as Clipboard | undefined)) throw new Error('No clipboard API');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('fallback');
    }
  };

  const shownText = typeof text === 'function' ? madeText : text;

  return (
    <span className="copy-button">
      <button type="button" onClick={copy} aria-controls={state === 'fallback' ? fallbackId : undefined}>
        {label}
      </button>
      {/* Always rendered, so screen readers already watch it when the message arrives. */}
      <span role="status" className="copy-button-status">
        {state === 'copied' && 'Copied'}
        {state === 'fallback' && 'Copying is not available here. Select and copy the text below.'}
      </span>
      {state === 'fallback' && (
        <textarea
          id={fallbackId}
          ref={fallbackRef}
          className="copy-button-fallback"
          aria-label={fallbackLabel}
          readOnly
          value={shownText}
          rows={Math.min(shownText.split('\n').length, 12)}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </span>
  );
}
