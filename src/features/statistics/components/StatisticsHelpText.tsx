import { formatCorrelation, formatCount } from '@/features/statistics/format';
import { facilityBandRange } from '@/features/statistics/words/bands';
import {
  MIN_RUNS,
  LOW_CONFIDENCE_BELOW,
  DISCRIMINATION_BAND_EDGES,
  MANY_UNGRADED_ABOVE_PERCENT,
  NEEDS_REVIEW_BELOW,
  VERY_EASY_FROM,
  VERY_HARD_BELOW,
  ALPHA_TARGETS,
} from '@assessment-insights/statistics-engine/thresholds';

const [, poorFrom, goodFrom, veryGoodFrom] = DISCRIMINATION_BAND_EDGES;
/** A discrimination band's range as shown, two decimals: "0.30–0.39". */
const discriminationRange = (from: number, below: number) =>
  `${formatCorrelation(from)}–${formatCorrelation(below - 0.01)}`;

/** The help's words, loaded when it is first opened: no page needs them before its figures. */
export function StatisticsHelpText() {
  return (
    <dl>
      <dt>Facility</dt>
      <dd>
        The average score of the evaluated answers, from 0 to 100. Low means hard: below {formatCount(VERY_HARD_BELOW)}{' '}
        is very hard, {facilityBandRange('hard')} hard, {facilityBandRange('about-right')} about right,{' '}
        {facilityBandRange('easy')} easy, {formatCount(VERY_EASY_FROM)} and above very easy.
      </dd>
      <dt>Success rate</dt>
      <dd>
        The share of evaluated answers scoring at or above the pass mark (70 unless you change it). Changing the pass
        mark recomputes it at once from the answers already read.
      </dd>
      <dt>95% interval</dt>
      <dd>
        The range the true success rate very likely lies in, given how many answers there are (Wilson score interval).
        Few answers give a wide range.
      </dd>
      <dt>Low confidence</dt>
      <dd>
        Fewer than {formatCount(LOW_CONFIDENCE_BELOW)} evaluated answers: the figures are shown, but a few more answers
        can change them a lot.
      </dd>
      <dt>Pending and unable to grade</dt>
      <dd>Answers without a final score. They are counted beside every figure but never enter an average or a rate.</dd>
      <dt>Discrimination</dt>
      <dd>
        Whether candidates who do well on the rest of the assessment also do well on this question: the correlation
        between the question&apos;s score and the same candidate&apos;s average on the other questions (−1 to 1).{' '}
        {formatCorrelation(veryGoodFrom)} and above is very good, {discriminationRange(goodFrom, veryGoodFrom)} good,{' '}
        {discriminationRange(poorFrom, goodFrom)} marginal, below {formatCorrelation(poorFrom)} poor; negative means
        strong candidates do worse on it, so check the grading. Shown with at least {formatCount(MIN_RUNS)}{' '}
        candidates&apos; runs.
      </dd>
      <dt>Cronbach&apos;s alpha</dt>
      <dd>
        How consistently the assessment&apos;s questions measure the same thing (0 to 1; {formatCount(ALPHA_TARGETS[0])}{' '}
        and above is usually wanted), over the runs that answered every question. The standard error of measurement says
        how far a candidate&apos;s total may be from their true total.
      </dd>
      <dt>Alpha if dropped</dt>
      <dd>
        Cronbach&apos;s alpha of the other questions, over the same runs. Above the current alpha, the assessment would
        be more consistent without the question.
      </dd>
      <dt>Effective weight</dt>
      <dd>
        How much of the spread of candidates&apos; totals the question carries (as in Moodle&apos;s quiz statistics);
        the weights add up to 100%. A question whose scores move against the total gets none.
      </dd>
      <dt>Test length</dt>
      <dd>
        How many questions of the same quality alpha would need to reach{' '}
        {ALPHA_TARGETS.slice(0, -1).map(formatCorrelation).join(', ')} or {formatCorrelation(ALPHA_TARGETS[2])}{' '}
        (Spearman–Brown), assuming the added questions are on average like the current ones.
      </dd>
      <dt>Flags</dt>
      <dd>
        Very hard (facility {facilityBandRange('very-hard')}), very easy ({facilityBandRange('very-easy')}), needs
        review (discrimination below {formatCorrelation(NEEDS_REVIEW_BELOW)}), check grading (negative discrimination),
        many ungraded (more than {formatCount(MANY_UNGRADED_ABOVE_PERCENT)}% pending or unable to grade), low confidence
        (fewer than {formatCount(LOW_CONFIDENCE_BELOW)} evaluated).
      </dd>
      <dt>Possibly leaked, answers converging, likely leaked</dt>
      <dd>
        Possibly leaked: the question&apos;s scores rose from some month on, beyond what chance explains. Answers
        converging: a group of near-identical coding or free-text answers took a rising share of each month&apos;s new
        answers, as when a solution is passed around. Both together: likely leaked.
      </dd>
    </dl>
  );
}
