import { useRules } from './endpoints';
import type { Frequency } from './types';

interface FrequencySelectProps {
  id: string;
  value: Frequency | '';
  onChange: (frequency: Frequency) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** The delivery frequencies the server offers (GET /api/rules), as a select; disabled until they are loaded. */
export function FrequencySelect({ id, value, onChange, disabled = false, ...aria }: FrequencySelectProps) {
  const rules = useRules();
  return (
    <select
      id={id}
      className="input select"
      value={value}
      {...aria}
      onChange={(e) => onChange(e.target.value as Frequency)}
      disabled={disabled || !rules}
    >
      {rules?.frequencies.map((f) => (
        <option key={f.value} value={f.value}>
          {f.label}
        </option>
      ))}
    </select>
  );
}
