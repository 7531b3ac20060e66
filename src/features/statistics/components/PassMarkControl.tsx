import { NumberField, wholeNumberIn } from '@/components/NumberField';

const passMark = wholeNumberIn(0, 100);

/** The pass mark: typed freely, applied when it is a whole number from 0 to 100. */
export function PassMarkControl({ value, onChange }: { value: number; onChange: (pass: number) => void }) {
  return (
    <NumberField
      label="Pass mark"
      className="pass-mark-field"
      value={value}
      parse={passMark}
      onValue={onChange}
      hint={() => 'A score at or above it is a success. It changes success rates only, and reads nothing new.'}
      invalidHint="Enter a whole number from 0 to 100."
      min={0}
      max={100}
      step={1}
      inputMode="numeric"
    />
  );
}
