import type { ReactNode } from 'react';

/**
 * How a section's figures are computed, folded under it: the figures come first, the method one
 * click away. `about` names the section for screen readers, whose list of controls would
 * otherwise hold several identical "How this is computed".
 */
export function MethodNote({ about, children }: { about: string; children: ReactNode }) {
  return (
    <details className="method-note">
      <summary>
        How this is computed<span className="visually-hidden">: {about}</span>
      </summary>
      {children}
    </details>
  );
}
