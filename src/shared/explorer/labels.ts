import { ANSWER_STATUS, SOURCE, type KnownAnswerStatus, type KnownSource } from '@assessment-insights/contract';

/** How the API's enum values read in the explorers; a value the app does not know is shown as it comes. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  [ANSWER_STATUS.pending]: 'Pending',
  [ANSWER_STATUS.evaluated]: 'Evaluated',
  [ANSWER_STATUS.unable_to_grade]: 'Unable to grade',
} satisfies Record<KnownAnswerStatus, string>;
const SOURCE_LABELS: Readonly<Record<string, string>> = {
  [SOURCE.standalone]: 'Standalone',
  [SOURCE.pipeline]: 'Pipeline',
} satisfies Record<KnownSource, string>;

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;
export const sourceLabel = (source: string): string => SOURCE_LABELS[source] ?? source;
