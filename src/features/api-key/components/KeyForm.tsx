import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';

import { API_KEY_PATTERN, API_KEY_PREFIX, type Whoami } from '@assessment-insights/contract';
import { FormField } from '@/components/FormField';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { checkAndSaveKey } from '@/features/api-key/api/key-session';
import { KeyErrorPanel } from './KeyErrorPanel';

import './api-key.css';

interface KeyFormProps {
  /** Demo mode: the built-in fake's key, public, offered with a "Use the demo key" button. */
  demoKey?: string;
  /** Called once a key has been accepted by the API and saved. */
  onSaved: (whoami: Whoami) => void;
}

const KEY_FIELDS = ['key'] as const;

interface KeyAttempt {
  key: string;
  remember: boolean;
}

/**
 * Enter a key, check it with whoami, save it only if the API accepts it. The input is
 * uncontrolled on purpose: a controlled input mirrors its value into the DOM's `value`
 * attribute, and the key must never sit in the page in full.
 */
export function KeyForm({ demoKey, onSaved }: KeyFormProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { hint: useId(), note: useId(), remember: useId(), rememberHint: useId() };
  const fields = useFieldErrors(KEY_FIELDS);
  const [remember, setRemember] = useState(false);
  // Not a problem: a note that the key is tried all the same.
  const [unusualShape, setUnusualShape] = useState(false);

  const check = useMutation({
    mutationFn: ({ key, remember }: KeyAttempt) => checkAndSaveKey(queryClient, key, { remember }),
    onSuccess: (whoami) => {
      if (inputRef.current) inputRef.current.value = '';
      onSaved(whoami);
    },
  });

  const tryKey = (rawKey: string) => {
    const key = rawKey.trim();
    // A gentle note only: the key's shape is ASSUMED, so an unusual one is still tried.
    setUnusualShape(key !== '' && !API_KEY_PATTERN.test(key));
    if (fields.show(key ? {} : { key: 'Enter a key first.' })) return;
    check.mutate({ key, remember });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    tryKey(inputRef.current?.value ?? '');
  };

  return (
    <>
      <form className="key-form" onSubmit={submit} noValidate>
        <FormField fields={fields} name="key" label="API key" className="field">
          <input
            ref={inputRef}
            name="api-key"
            type="password"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            {...fields.control('key', ids.hint, unusualShape ? ids.note : undefined)}
            onChange={() => fields.clear('key')}
          />
          <p id={ids.hint} className="muted field-hint">
            Starts with <code>{API_KEY_PREFIX}</code>. It is checked with the API before it is saved, and only shown
            masked afterwards.
          </p>
          {unusualShape && (
            <p id={ids.note} className="field-note">
              This does not look like a live key (<code>{API_KEY_PREFIX}</code> followed by 32 letters or digits), so
              check it for typos. It is tried anyway.
            </p>
          )}
        </FormField>
        <div className="field field-checkbox">
          <input
            id={ids.remember}
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
            aria-describedby={ids.rememberHint}
          />
          <label htmlFor={ids.remember}>Remember on this device</label>
          <p id={ids.rememberHint} className="muted field-hint">
            Unchecked, the key is kept in this tab's session storage until the tab is closed. Checked, it is kept in
            this browser's local storage on this device until you choose "Forget key".
          </p>
        </div>
        <div className="actions">
          <button type="submit" disabled={check.isPending}>
            Check and save
          </button>
        </div>
      </form>
      {demoKey && (
        <div className="demo-key-offer">
          <h3>The built-in demo key</h3>
          <p>
            This is the demo: a built-in fake API answers with generated data. Its key is public and opens only the
            fake, so it is shown in full: <code className="demo-key">{demoKey}</code>
          </p>
          <button type="button" onClick={() => tryKey(demoKey)} disabled={check.isPending}>
            Use the demo key
          </button>
        </div>
      )}
      <p role="status" className="key-check-status">
        {check.isPending && 'Checking the key with the API…'}
        {check.isSuccess && `Key saved. It opens workspace ${check.data.company_id}.`}
      </p>
      {check.isError && <KeyErrorPanel error={check.error} />}
    </>
  );
}
