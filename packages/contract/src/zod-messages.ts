import type { z } from 'zod/mini';

type Issue = z.core.$ZodRawIssue;

/**
 * The English messages of the issues the app's schemas can raise, for the one place users read
 * them: an API answer of the wrong shape ("data[3].score: expected number, received string",
 * api/schema-mismatch.ts). Zod's full English locale covers every check zod has (file sizes,
 * IBANs, JWTs…) and weighs 1 KB gzip on every page; these few lines say the same for ours.
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${typeName(issue.input)}`;
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'too_small':
      return `expected ${issue.origin} ${issue.inclusive ? 'of at least' : 'above'} ${String(issue.minimum)}${unit(issue.origin)}`;
    case 'too_big':
      return `expected ${issue.origin} ${issue.inclusive ? 'of at most' : 'below'} ${String(issue.maximum)}${unit(issue.origin)}`;
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? `a match of ${String(issue.pattern)}` : `a valid ${issue.format}`}`;
    case 'unrecognized_keys':
      return `unexpected key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    default:
      return 'invalid input';
  }
}

function typeName(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'NaN';
  return typeof input;
}

function unit(origin: string): string {
  return origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '';
}
