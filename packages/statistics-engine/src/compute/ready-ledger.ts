import type { LeakWatchEntry } from '../figures/watch/leak-watch';
import type { SimilarAnswers } from '../figures/watch/similar-answers';
import type { QuestionResultLedger } from '../ledger/ledger';

/** A ready ledger as a host holds it: its rows and when they were read. */
export interface ReadyLedger {
  ledger: QuestionResultLedger;
  /** Epoch ms of "as of": pending answers' ages run to when the answers were read, not to now. */
  asOf: number;
  /** The leak watch per question, kept with the ledger: it does not depend on the pass mark. */
  watchCache: Map<string, LeakWatchEntry>;
  /** The similar answers per question and kind, kept likewise. */
  similarCache: Map<string, SimilarAnswers>;
}

/** A ledger read at `asOf` (epoch ms), ready for figures, with nothing computed yet. */
export function readyLedger(ledger: QuestionResultLedger, asOf: number): ReadyLedger {
  return { ledger, asOf, watchCache: new Map(), similarCache: new Map() };
}
