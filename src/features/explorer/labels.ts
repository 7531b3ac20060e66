/** How the API's enum values read in the explorers; a value the app does not know is shown as it comes. */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  evaluated: 'Evaluated',
  unable_to_grade: 'Unable to grade',
};
const SOURCE_LABELS: Readonly<Record<string, string>> = { standalone: 'Standalone', pipeline: 'Pipeline' };

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;
export const sourceLabel = (source: string): string => SOURCE_LABELS[source] ?? source;
