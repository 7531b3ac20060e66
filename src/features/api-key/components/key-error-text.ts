import { API_ERROR, API_KEY_PREFIX } from '@assessment-insights/contract';
import { CLIENT_ERROR } from '@/api/errors';

/** Where a workspace admin regenerates the key (docs/api-contract.md §1). */
export const KEY_SETTINGS_LOCATION = 'Settings › Apps & Integrations › API key card';

interface KeyErrorText {
  title: string;
  explanation: string;
}

/** Plain-language explanations of the authentication failures, beside the API's own message. */
const KEY_ERROR_TEXTS = new Map<string, KeyErrorText>([
  [
    API_ERROR.invalid_api_key,
    {
      title: 'This key was not accepted',
      explanation:
        `This key is not valid for any workspace. Keys are regenerated in the web app under ${KEY_SETTINGS_LOCATION}; ` +
        'regenerating invalidates the old key at once, so a key that worked before may have been regenerated.',
    },
  ],
  [
    API_ERROR.missing_api_key,
    {
      title: 'No key reached the API',
      explanation:
        'No key was sent with the request, so the API could not tell which workspace to open. ' +
        `Enter the whole key, starting with ${API_KEY_PREFIX}. If you did, something between this page and the API may be removing it.`,
    },
  ],
  [
    CLIENT_ERROR.api_key_required,
    {
      title: 'No key is saved',
      explanation: 'Enter an API key to load data from the API.',
    },
  ],
]);

/** The explanation of an authentication failure's code; undefined for any other code. */
export function explainKeyError(code: string): KeyErrorText | undefined {
  return KEY_ERROR_TEXTS.get(code);
}

/** Why the user was sent to the key page, in one sentence, from the error code in `reason`. */
export function describeArrivalReason(reason: string, serverSuppliesKey: boolean): string {
  if (serverSuppliesKey) {
    return (
      `The API refused the key this server adds to every request (${reason}). ` +
      'An administrator needs to update ASSESSMENT_API_KEY on the server; your browser cannot fix it.'
    );
  }
  switch (reason) {
    case API_ERROR.invalid_api_key:
      return (
        'Your key stopped working: the API no longer accepts it, most likely because it was regenerated. ' +
        'Enter the current key to continue where you were.'
      );
    case API_ERROR.missing_api_key:
      return 'The API received a request without a key. Enter your key to continue where you were.';
    case CLIENT_ERROR.api_key_required:
      return 'Enter an API key to continue.';
    default:
      return `The API refused the key (${reason}). Enter a key to continue.`;
  }
}
