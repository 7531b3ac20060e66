import { useEffect, useId, useRef, useState } from 'react';

/** How long "Copied" stays on screen. */
const COPIED_FEEDBACK_MS = 4000;

type CopyState = 'idle' | 'copied' | 'fallback';

interface CopyButtonProps {
  /** The exact text put on the clipboard. */
  text: string;
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
  const fallbackRef = useRef<HTMLTextAreaElement>(null);
  const fallbackId = useId();

  useEffect(() => {
    if (state === 'copied') {
      const timer = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
      return () => clearTimeout(timer);
    }
    // Focusing the box selects its text (onFocus below), ready for Ctrl+C.
    if (state === 'fallback') fallbackRef.current?.focus();
    return undefined;
  }, [state]);

  const copy = async () => {
    try {
      // Missing outside secure contexts, though the DOM types say otherwise.
      if (!(navigator.clipboard as Clipboard | undefined)) throw new Error('No clipboard API');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('fallback');
    }
  };

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
          value={text}
          rows={Math.min(text.split('\n').length, 12)}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </span>
  );
}
