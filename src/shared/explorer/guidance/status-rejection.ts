import { API_ERROR } from '@assessment-insights/contract';
import { isApiError } from '@/api/errors';
import { KNOWN_STATUSES } from '@/shared/explorer/results-search';

/**
 * Which values of a `status` filter the API refused with `invalid_filter` (docs/api-contract.md §6: an
 * unknown status value). The API's message is the best witness: the values it quotes are the
 * ones it refused. Its wording is not part of the contract, so when it quotes none of the
 * filter's values, the values the app does not know are taken for the refused ones.
 */
export function rejectedStatusValues(error: unknown, status: readonly string[]): string[] {
  if (!isApiError(error) || error.code !== API_ERROR.invalid_filter || status.length === 0) return [];
  const quoted = new Set(quotedTexts(error.message));
  const named = status.filter((value) => quoted.has(value));
  if (named.length > 0) return unique(named);
  return unique(status.filter((value) => !KNOWN_STATUSES.includes(value)));
}

/** Texts between matching quotes: "x", 'x', “x”, ‘x’, `x`. */
function quotedTexts(message: string): string[] {
  const pattern = /"([^"]*)"|'([^']*)'|“([^”]*)”|‘([^’]*)’|`([^`]*)`/g;
  return [...message.matchAll(pattern)].map((match) => match.slice(1).find((group) => group !== undefined) ?? '');
}

const unique = (values: string[]) => [...new Set(values)];
