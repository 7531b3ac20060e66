import type { ReactNode } from 'react';

import { FACILITY_BAND_LABEL, facilityBandRange } from '@/features/statistics/words/bands';
import { formatCount, formatPercent, formatPercentInterval } from '@/features/statistics/format';
import { rankingSummary } from './chart-summaries';
import { LOW_CONFIDENCE_TEXT, NO_EVALUATED_ANSWERS } from './chart-text';
import type { RankedQuestion } from './chart-types';
import { ChartFigure, ChartLegend, ChartTable, LegendItem } from './ChartFigure';

import './ranking.css';

export type { RankedQuestion } from './chart-types';
import { FACILITY_BANDS } from '@assessment-insights/statistics-engine/thresholds';

interface SuccessRateRankingProps {
  /** Highest success rate first (the engine's rankingBySuccessRate); null rates are shown last. */
  items: readonly RankedQuestion[];
  passMark: number;
  /** The question's label as a link, e.g. a router <Link>; takes precedence over onSelect. */
  renderLabel?: (item: RankedQuestion) => ReactNode;
  /** Without renderLabel: the label is a button that calls this. */
  onSelect?: (questionId: string) => void;
  caption: string;
}

const asWidth = (share: number) => `${Math.min(1, Math.max(0, share)) * 100}%`;

/**
 * Questions ranked by success rate as HTML bars rather than a recharts chart: each label is a
 * real link (or button) the keyboard reaches, the list stays readable at 40 questions, and no
 * chart code is loaded for it.
 */
export function SuccessRateRanking({ items, passMark, renderLabel, onSelect, caption }: SuccessRateRankingProps) {
  // A question without evaluated answers has no rate to rank: last, in the caller's order.
  const ordered = [...items.filter((item) => item.rate !== null), ...items.filter((item) => item.rate === null)];
  const labelOf = (item: RankedQuestion): ReactNode => {
    if (renderLabel) return renderLabel(item);
    if (onSelect) {
      return (
        <button type="button" className="chart-link-button" onClick={() => onSelect(item.questionId)}>
          {item.label}
        </button>
      );
    }
    return item.label;
  };

  return (
    <ChartFigure
      caption={caption}
      summary={rankingSummary(ordered)}
      className="ranking"
      table={<RankingTable caption={caption} passMark={passMark} items={ordered} labelOf={labelOf} />}
    >
      <p className="chart-note">
        Success rate: the share of evaluated answers scoring {passMark} or more. Each whisker spans the rate&apos;s 95%
        interval; the colour and the name give the facility band (mean score).
      </p>
      <ol className="ranking-list" aria-label={caption}>
        {ordered.map((item) => (
          <RankingItem key={item.questionId} item={item} label={labelOf(item)} />
        ))}
      </ol>
      <ChartLegend label="Facility bands">
        {FACILITY_BANDS.map((band) => (
          <LegendItem key={band} swatchClass={`band--${band}`}>
            {FACILITY_BAND_LABEL[band]} ({facilityBandRange(band)})
          </LegendItem>
        ))}
      </ChartLegend>
    </ChartFigure>
  );
}

function RankingItem({ item, label }: { item: RankedQuestion; label: ReactNode }) {
  const ungraded = item.ungraded > 0 ? ` · ${formatCount(item.ungraded)} ungraded` : '';
  if (item.rate === null) {
    return (
      <li className="ranking-item ranking-item--unrated">
        <span className="ranking-label">{label}</span>
        <span className="ranking-figures">
          {NO_EVALUATED_ANSWERS}
          {ungraded}
        </span>
      </li>
    );
  }
  const { interval } = item;
  return (
    <li className={item.lowConfidence ? 'ranking-item ranking-item--low-confidence' : 'ranking-item'}>
      <span className="ranking-label">{label}</span>
      {/* The bar and whisker repeat the figures next to them, which say everything in text. */}
      <span className="ranking-track" aria-hidden="true">
        <span className={`ranking-bar band--${item.band ?? 'none'}`} style={{ width: asWidth(item.rate) }} />
        {interval && (
          <span
            className="ranking-whisker"
            style={{ left: asWidth(interval.lower), width: asWidth(interval.upper - interval.lower) }}
          />
        )}
      </span>
      <span className="ranking-figures">
        <strong>{formatPercent(item.rate)}</strong>
        {interval && (
          <>
            {' ('}
            <span className="visually-hidden">95% interval </span>
            {formatPercentInterval(interval)})
          </>
        )}
        {' · '}
        <span className="ranking-band">{item.band ? FACILITY_BAND_LABEL[item.band] : 'no band'}</span>
        {` · n = ${formatCount(item.n)}${ungraded}`}
        {item.lowConfidence && <span className="low-confidence-tag">{LOW_CONFIDENCE_TEXT}</span>}
      </span>
    </li>
  );
}

const RANKING_COLUMNS = ['Rank', 'Question', 'Success rate', '95% interval', 'Evaluated (n)', 'Ungraded', 'Band'];

interface RankingTableProps {
  caption: string;
  passMark: number;
  items: readonly RankedQuestion[];
  labelOf: (item: RankedQuestion) => ReactNode;
}

function RankingTable({ caption, passMark, items, labelOf }: RankingTableProps) {
  return (
    <ChartTable caption={`${caption}: success rate at the pass mark of ${passMark}`} columns={RANKING_COLUMNS}>
      {items.map((item, index) => (
        <tr key={item.questionId}>
          <td>{item.rate === null ? 'not ranked' : formatCount(index + 1)}</td>
          <th scope="row">{labelOf(item)}</th>
          <td>
            {item.rate === null ? NO_EVALUATED_ANSWERS : formatPercent(item.rate)}
            {item.rate !== null && item.lowConfidence && ` (${LOW_CONFIDENCE_TEXT})`}
          </td>
          <td>{item.interval ? formatPercentInterval(item.interval) : '—'}</td>
          <td>{formatCount(item.n)}</td>
          <td>{formatCount(item.ungraded)}</td>
          <td>{item.band ? FACILITY_BAND_LABEL[item.band] : '—'}</td>
        </tr>
      ))}
    </ChartTable>
  );
}
