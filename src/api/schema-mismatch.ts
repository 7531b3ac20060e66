import type { z } from 'zod/mini';

/** "…: data[3].score — expected number, received string": names the field that broke. */
export function describeSchemaMismatch(method: string, path: string, error: z.core.$ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `The API's response to ${method} ${path} does not have the expected shape — ${issues.join('; ')}${more}.`;
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return '(the whole body)';
  return path.reduce<string>(
    (out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)),
    '',
  );
}
