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
      <div className="field">
        <label htmlFor="price-min" className="field__label">
          Prix minimum
        </label>
        <div className="input-affix">
          <input
            id="price-min"
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            max={max}
            step={0.1}
            value={minText}
            aria-invalid={minInvalid || undefined}
            aria-describedby={minInvalid ? 'price-error' : undefined}
            onChange={(e) => {
              lastEdited.current = 'min';
              setMinText(e.target.value);
            }}
            onBlur={() => minInvalid && setMinText(String(min))}
          />
          <span className="input-affix__unit" aria-hidden="true">
            €
          </span>
        </div>
      </div>
      <span className="price-range__sep" aria-hidden="true">
        –
      </span>
      <div className="field">
        <label htmlFor="price-max" className="field__label">
          Prix maximum
        </label>
        <div className="input-affix">
          <input
            id="price-max"
            className="input"
            type="number"
            inputMode="decimal"
            min={min}
            step={0.1}
            value={maxText}
            aria-invalid={maxInvalid || undefined}
            aria-describedby={maxInvalid ? 'price-error' : undefined}
            onChange={(e) => {
              lastEdited.current = 'max';
              setMaxText(e.target.value);
            }}
            onBlur={() => maxInvalid && setMaxText(String(max))}
          />
          <span className="input-affix__unit" aria-hidden="true">
            €
          </span>
        </div>
      </div>
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
