import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

function parsePrice(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

interface PriceRangeProps {
  min: number;
  max: number;
  onChange: (min: number, max: number) => void;
}

/**
 * The 'Prix minimum' / 'Prix maximum' inputs. Typing is debounced; an invalid entry (empty, negative,
 * or a minimum above the maximum and vice versa) is ignored, and the field shows the applied value again on blur.
 */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const [minText, setMinText] = useState(String(min));
  const [maxText, setMaxText] = useState(String(max));
  const [applied, setApplied] = useState({ min, max });
  const lastEdited = useRef<'min' | 'max'>('min');
  const latest = useRef({ min, max, onChange });

  useEffect(() => {
    latest.current = { min, max, onChange };
  });

  // Values changed from outside (reset, back button): show them.
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    if (parsePrice(minText) !== min) setMinText(String(min));
    if (parsePrice(maxText) !== max) setMaxText(String(max));
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const current = latest.current;
      let nextMin = parsePrice(minText) ?? current.min;
      let nextMax = parsePrice(maxText) ?? current.max;
      if (nextMin > nextMax) {
        if (lastEdited.current === 'min') nextMin = current.min;
        else nextMax = current.max;
        if (nextMin > nextMax) return;
      }
      if (nextMin !== current.min || nextMax !== current.max) current.onChange(nextMin, nextMax);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [minText, maxText]);

  const minValue = parsePrice(minText);
  const maxValue = parsePrice(maxText);
  const minInvalid = minValue === null || minValue > (maxValue ?? max);
  const maxInvalid = maxValue === null || maxValue < (minValue ?? min);

  return (
    <div className="price-range">
      <PriceField
        id="price-min"
        label="Prix minimum"
        min={0}
        max={max}
        text={minText}
        invalid={minInvalid}
        onEdit={(text) => {
          lastEdited.current = 'min';
          setMinText(text);
        }}
        onBlur={() => minInvalid && setMinText(String(min))}
      />
      <span className="price-range__sep" aria-hidden="true">
        –
      </span>
      <PriceField
        id="price-max"
        label="Prix maximum"
        min={min}
        text={maxText}
        invalid={maxInvalid}
        onEdit={(text) => {
          lastEdited.current = 'max';
          setMaxText(text);
        }}
        onBlur={() => maxInvalid && setMaxText(String(max))}
      />
      {(minInvalid || maxInvalid) && (
        <p id="price-error" className="field__hint price-range__error">
          {minValue === null || maxValue === null
            ? 'Saisissez un prix positif : cette valeur est ignorée.'
            : 'Le prix minimum ne peut pas dépasser le prix maximum : cette valeur est ignorée.'}
        </p>
      )}
    </div>
  );
}

interface PriceFieldProps {
  id: string;
  label: string;
  min: number;
  max?: number;
  text: string;
  invalid: boolean;
  onEdit: (text: string) => void;
  onBlur: () => void;
}

/** One bound of the range: a price in euros, described by the range's error while it is invalid. */
function PriceField({ id, label, min, max, text, invalid, onEdit, onBlur }: PriceFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="input-affix">
        <input
          id={id}
          className="input"
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={0.1}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'price-error' : undefined}
          onChange={(e) => onEdit(e.target.value)}
          onBlur={onBlur}
        />
        <span className="input-affix__unit" aria-hidden="true">
          €
        </span>
      </div>
    </div>
  );
}
