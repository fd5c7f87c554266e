import type { ReactNode } from 'react';
import { passwordStrength, resetPasswordStrength } from '../passwordStrength';
import { useCommonPasswordMessage } from '../useCommonPassword';

/** The label of a password the server finds among the most common (its message says why). */
export const COMMON_PASSWORD_LABEL = 'Trop courant';

/** The server's message for a common password, under the meter. */
function CommonPassword({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="strength__common" data-testid="strength-common">
      {message}
    </p>
  );
}

/** The meter's frame: the gauge (`role="meter"`) with its parts, then the lines under it. */
function Gauge({
  level,
  kind,
  max,
  now,
  text,
  parts,
  children,
}: {
  level: string;
  kind: 'bar' | 'segments';
  max: number;
  now: number;
  text: string;
  parts: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`strength strength--${level}`} data-testid="strength-meter" aria-live="polite">
      <div
        className={`strength__${kind}`}
        role="meter"
        aria-label="Force du mot de passe"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={text}
      >
        {parts}
      </div>
      {children}
    </div>
  );
}

/**
 * The registration meter: score out of 100 in 20-point steps, its label, and hints for what is
 * missing; a password the server finds among the most common is shown as such, whatever its score.
 */
export function StrengthMeter({ password }: { password: string }) {
  const common = useCommonPasswordMessage(password);
  if (!password) return null;
  const strength = passwordStrength(password);
  const score = common ? Math.min(strength.score, 20) : strength.score;
  const label = common ? COMMON_PASSWORD_LABEL : strength.label;
  const { hints } = strength;
  const level = common ? 'faible' : strength.label.toLowerCase();
  return (
    <Gauge
      level={level}
      kind="bar"
      max={100}
      now={score}
      text={`${label} (${score}/100)`}
      parts={<span className="strength__fill" style={{ width: `${score}%` }} />}
    >
      <p className="strength__label">
        Force : <strong data-testid="strength-label">{label}</strong>
      </p>
      {hints.length > 0 && (
        <p className="strength__hints" data-testid="strength-hints">
          Conseils : {hints.join(', ')}
        </p>
      )}
      <CommonPassword message={common} />
    </Gauge>
  );
}

const RESET_LEVELS = {
  faible: 'faible',
  moyen: 'moyen',
  correct: 'bon',
  fort: 'fort',
  'tres-fort': 'fort',
} as const;

/** The reset-password form's meter: five segments, one per criterion met (one when the password is common). */
export function CriteriaMeter({ password }: { password: string }) {
  const common = useCommonPasswordMessage(password);
  if (!password) return null;
  const strength = resetPasswordStrength(password);
  const count = common ? Math.min(strength.count, 1) : strength.count;
  const level = common ? 'faible' : strength.level;
  const label = common ? COMMON_PASSWORD_LABEL : strength.label;
  return (
    <Gauge
      level={RESET_LEVELS[level]}
      kind="segments"
      max={5}
      now={count}
      text={label}
      parts={[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={`strength__segment ${n <= count ? 'strength__segment--on' : ''}`} />
      ))}
    >
      <p className="strength__label" data-testid="strength-label">
        {label}
      </p>
      <CommonPassword message={common} />
    </Gauge>
  );
}
