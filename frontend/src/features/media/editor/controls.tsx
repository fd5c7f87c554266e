import { useId, type ReactNode } from 'react';

interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  disabled?: boolean;
  /** Text after the value (the quality label). */
  describe?: ReactNode;
  onChange: (value: number) => void;
}

/** A labelled range with its value shown. */
export function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  unit = '',
  disabled,
  describe,
  onChange,
}: SliderProps) {
  const id = useId();
  return (
    <div className={`media-slider${disabled ? ' media-slider--disabled' : ''}`}>
      <div className="media-slider__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="media-slider__value">
          {value}
          {unit}
          {describe ? <> · {describe}</> : null}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

export function PanelSection({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="media-section">
      <div className="media-section__head">
        <h3 className="media-section__title">{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function ProgressBar({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <div className="media-progress" role="status">
      <div className="media-progress__label">
        <span>{label}</span>
        <span>
          {done}/{total}
        </span>
      </div>
      <progress max={total} value={done} aria-label={label} />
    </div>
  );
}
