import type { QuestionResult } from '@assessment-insights/contract';
import type { CsvRecords } from '@/shared/explorer/export/csv-export';
import { csvRecords } from '@/shared/explorer/list-columns';
import { questionResultListColumns } from './question-results-list-columns';

/** The question results' CSV records as the explorer writes them, for code outside the page (bench:export). */
export const questionResultsCsv: CsvRecords<QuestionResult> = csvRecords(questionResultListColumns);
