import { passwordStrength, resetPasswordStrength } from '../passwordStrength';

/** The registration meter: score out of 100 in 20-point steps, its label, and hints for what is missing. */
export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label, hints } = passwordStrength(password);
  const level = label.toLowerCase();
  return (
    <div className={`strength strength--${level}`} data-testid="strength-meter" aria-live="polite">
      <div
        className="strength__bar"
        role="meter"
        aria-label="Force du mot de passe"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label} (${score}/100)`}
      >
        <span className="strength__fill" style={{ width: `${score}%` }} />
      </div>
      <p className="strength__label">
        Force : <strong data-testid="strength-label">{label}</strong>
      </p>
      {hints.length > 0 && (
        <p className="strength__hints" data-testid="strength-hints">
          Conseils : {hints.join(', ')}
        </p>
      )}
    </div>
  );
}

const RESET_LEVELS = {
  faible: 'faible',
  moyen: 'moyen',
  correct: 'bon',
  fort: 'fort',
  'tres-fort': 'fort',
} as const;

/** The reset-password form's meter: five segments, one per criterion met. */
export function CriteriaMeter({ password }: { password: string }) {
  if (!password) return null;
  const { count, level, label } = resetPasswordStrength(password);
  return (
    <div
      className={`strength strength--${RESET_LEVELS[level]}`}
      data-testid="strength-meter"
      aria-live="polite"
    >
      <div
        className="strength__segments"
        role="meter"
        aria-label="Force du mot de passe"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={count}
        aria-valuetext={label}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={`strength__segment ${n <= count ? 'strength__segment--on' : ''}`} />
        ))}
      </div>
      <p className="strength__label" data-testid="strength-label">
        {label}
      </p>
    </div>
  );
}
