import { useId, type ReactNode } from 'react';

import { formatCount } from '../../../lib/format-number';
import type { FacilityBand } from '../engine/bands';
import { formatPercent, formatPercentInterval } from '../engine/format';
import type { Interval } from '../engine/wilson';
import { bandName, rankingSummary } from './chart-summaries';

import './charts.css';

export interface RankedQuestion {
  questionId: string;
  /** Untrusted (a question title): rendered as text. */
  label: string;
  rate: number | null;
  interval: Interval | null;
  /** Evaluated answers: the rate's denominator. */
  n: number;
  /** Pending and unable to grade: counted beside the bar, never in it. */
  ungraded: number;
  band: FacilityBand | null;
  lowConfidence: boolean;
}

interface SuccessRateRankingProps {
  caption: string;
  /** Highest success rate first, questions without evaluated answers last (the engine's ranking). */
  items: readonly RankedQuestion[];
  passMark: number;
  /** A link per question (e.g. to its page); or `onSelect` for a button. */
  renderLabel?: (item: RankedQuestion) => ReactNode;
  onSelect?: (questionId: string) => void;
}

/**
 * Success rate per question as ranked bars: plain HTML, so every bar's label is a real link or
 * button the keyboard reaches, and the list reads in order. Each bar names its band, shows n and
 * the 95% interval as a whisker; low confidence is marked in the bar and in words.
 */
export function SuccessRateRanking({ caption, items, passMark, renderLabel, onSelect }: SuccessRateRankingProps) {
  const captionId = useId();
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return (
    <figure className="chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        {caption}
      </figcaption>
      <p className="chart-summary">{rankingSummary(items, passMark)}</p>
      <ol className="ranking" aria-label={caption}>
        {items.map((item) => {
          const label = renderLabel ? (
            renderLabel(item)
          ) : onSelect ? (
            <button type="button" className="button-link" onClick={() => onSelect(item.questionId)}>
              {item.label}
            </button>
          ) : (
            item.label
          );
          return (
            <li key={item.questionId} className="ranking-item">
              <span className="ranking-label">{label}</span>
              {item.rate === null || item.interval === null ? (
                <span className="ranking-none">
                  no evaluated answers{item.ungraded > 0 && ` (${formatCount(item.ungraded)} pending or ungradable)`}
                </span>
              ) : (
                <span className="ranking-bar-area">
                  <span className="ranking-track" aria-hidden="true">
                    <span
                      className={`ranking-bar band--${item.band ?? 'none'}${item.lowConfidence ? ' ranking-bar--low' : ''}`}
                      style={{ width: percent(item.rate) }}
                    />
                    <span
                      className="ranking-whisker"
                      style={{
                        left: percent(item.interval.lower),
                        width: percent(item.interval.upper - item.interval.lower),
                      }}
                    />
                  </span>
                  <span className="ranking-figures">
                    <strong>{formatPercent(item.rate)}</strong>{' '}
                    <span className="muted">
                      ({formatPercentInterval(item.interval)}) · n = {formatCount(item.n)} · {bandName(item.band)}
                      {item.ungraded > 0 && ` · ${formatCount(item.ungraded)} ungraded`}
                      {item.lowConfidence && ' · low confidence'}
                    </span>
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <details className="chart-table">
        <summary>Show as a table</summary>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Question</th>
              <th scope="col">Success rate</th>
              <th scope="col">95% interval</th>
              <th scope="col">Evaluated (n)</th>
              <th scope="col">Pending or unable to grade</th>
              <th scope="col">Band</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.questionId}>
                <td>{item.rate === null ? '—' : formatCount(index + 1)}</td>
                <th scope="row">{item.label}</th>
                <td>{item.rate === null ? '—' : formatPercent(item.rate)}</td>
                <td>{item.interval === null ? '—' : formatPercentInterval(item.interval)}</td>
                <td>
                  {formatCount(item.n)}
                  {item.lowConfidence && item.n > 0 && ' (low confidence)'}
                </td>
                <td>{formatCount(item.ungraded)}</td>
                <td>{bandName(item.band)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
