import type { KnownQuestionType } from '@assessment-insights/contract';

const LABELS: Record<KnownQuestionType, string> = {
  multiple_choice: 'Multiple choice',
  coding: 'Coding',
  free_text: 'Free text',
  video: 'Video',
};

/** A human label for the known types; a type the API adds later is shown as it comes. */
export function questionTypeLabel(type: string): string {
  return Object.hasOwn(LABELS, type) ? LABELS[type as KnownQuestionType] : type;
}
