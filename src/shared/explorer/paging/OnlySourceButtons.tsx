import { SOURCES } from '@assessment-insights/contract';

interface OnlySourceButtonsProps {
  /** The source already pinned, if any: no button for it. */
  current?: string;
  onPick: (source: string) => void;
}

/** "Show only standalone", "Show only pipeline": the one-click ways past the merged budget. */
export function OnlySourceButtons({ current, onPick }: OnlySourceButtonsProps) {
  return SOURCES.filter((source) => source !== current).map((source) => (
    <button key={source} type="button" onClick={() => onPick(source)}>
      Show only {source}
    </button>
  ));
}
