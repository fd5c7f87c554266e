/**
 * Password strength, the one place it is computed (docs/design/accounts.md).
 * - The sign-in/registration meter: 20 points per criterion met, labels Fort / Bon / Moyen / Faible, hints.
 * - The reset-password form: the count of criteria met (0–5) and its label.
 */
import { FORM_RULES } from '../../lib/forms';

export const MIN_PASSWORD_LENGTH = FORM_RULES.passwordMinLength;
/** Registration warns below this score (of 100). */
export const MIN_REGISTRATION_SCORE = 40;

export interface PasswordCriteria {
  length: boolean;
  digit: boolean;
  lowercase: boolean;
  uppercase: boolean;
  special: boolean;
}

export function passwordCriteria(password: string): PasswordCriteria {
  return {
    length: password.length >= MIN_PASSWORD_LENGTH,
    digit: /\d/.test(password),
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** How many of the five criteria are met (0–5). */
export function criteriaCount(password: string): number {
  return Object.values(passwordCriteria(password)).filter(Boolean).length;
}

export type StrengthLabel = 'Fort' | 'Bon' | 'Moyen' | 'Faible';

export interface PasswordStrength {
  /** 0–100, 20 points per criterion. */
  score: number;
  label: StrengthLabel;
  /** Hints for the missing criteria, in the criteria's order. */
  hints: string[];
}

const HINTS: Record<keyof PasswordCriteria, string> = {
  length: 'trop court',
  digit: 'ajoutez des chiffres',
  lowercase: 'ajoutez des lettres minuscules',
  uppercase: 'ajoutez des lettres majuscules',
  special: 'ajoutez des caractères spéciaux',
};

export function strengthLabel(score: number): StrengthLabel {
  if (score >= 80) return 'Fort';
  if (score >= 60) return 'Bon';
  if (score >= 40) return 'Moyen';
  return 'Faible';
}

/** The 20-point meter of the registration screen. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria = passwordCriteria(password);
  const score = criteriaCount(password) * 20;
  const hints = (Object.keys(HINTS) as (keyof PasswordCriteria)[])
    .filter((key) => !criteria[key])
    .map((key) => HINTS[key]);
  return { score, label: strengthLabel(score), hints };
}

export const WEAK_PASSWORD_WARNING = "Votre mot de passe est trop faible. Essayez de l'améliorer.";
export const PASSWORD_TOO_SHORT = FORM_RULES.passwordTooShortMessage;
export const PASSWORDS_DIFFER = 'Les mots de passe ne correspondent pas';

export type ResetStrengthLevel = 'faible' | 'moyen' | 'correct' | 'fort' | 'tres-fort';

export interface ResetStrength {
  /** Criteria met, 0–5. */
  count: number;
  level: ResetStrengthLevel;
  label: string;
}

/** The reset-password form's variant: 0–1 weak (or the length message when too short), 2 … 5. */
export function resetPasswordStrength(password: string): ResetStrength {
  const count = criteriaCount(password);
  if (count <= 1) {
    const label = password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : 'Mot de passe faible';
    return { count, level: 'faible', label };
  }
  if (count === 2) return { count, level: 'moyen', label: 'Mot de passe moyen' };
  if (count === 3) return { count, level: 'correct', label: 'Mot de passe correct' };
  if (count === 4) return { count, level: 'fort', label: 'Mot de passe fort' };
  return { count, level: 'tres-fort', label: 'Mot de passe très fort' };
}
