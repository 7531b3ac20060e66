import { answerPreview } from './answer-preview';

import './table.css';

/** A row's answer in one short line of text (never HTML); the detail panel shows all of it. */
export function AnswerPreview({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="muted">No answer</span>;
  const preview = answerPreview(value);
  if (preview === '') return <span className="muted">Empty answer</span>;
  return <span className="answer-preview">{preview}</span>;
}
