import { describe, expect, it } from 'vitest';
import {
  criteriaCount,
  passwordCriteria,
  passwordStrength,
  resetPasswordStrength,
  strengthLabel,
} from './passwordStrength';

describe('password strength (20-point meter)', () => {
  it('gives 20 points per criterion met', () => {
    expect(passwordStrength('').score).toBe(0);
    expect(passwordStrength('abc').score).toBe(20);
    expect(passwordStrength('abcdefgh').score).toBe(40);
    expect(passwordStrength('abcdefg1').score).toBe(60);
    expect(passwordStrength('Abcdefg1').score).toBe(80);
    expect(passwordStrength('Abcdef1!').score).toBe(100);
  });

  it('labels: 80+ Fort, 60+ Bon, 40+ Moyen, below Faible', () => {
    expect(strengthLabel(100)).toBe('Fort');
    expect(strengthLabel(80)).toBe('Fort');
    expect(strengthLabel(60)).toBe('Bon');
    expect(strengthLabel(40)).toBe('Moyen');
    expect(strengthLabel(20)).toBe('Faible');
    expect(strengthLabel(0)).toBe('Faible');
    expect(passwordStrength('Abcdef1!').label).toBe('Fort');
  });

  it('hints name the missing criteria in order', () => {
    expect(passwordStrength('abc').hints).toEqual([
      'trop court',
      'ajoutez des chiffres',
      'ajoutez des lettres majuscules',
      'ajoutez des caractères spéciaux',
    ]);
    expect(passwordStrength('ABCDEFGH1').hints).toEqual([
      'ajoutez des lettres minuscules',
      'ajoutez des caractères spéciaux',
    ]);
    expect(passwordStrength('Abcdef1!').hints).toEqual([]);
  });

  it('counts accented letters and spaces as special characters', () => {
    expect(passwordCriteria('é').special).toBe(true);
    expect(passwordCriteria('a b').special).toBe(true);
    expect(criteriaCount('Abcdefg1')).toBe(4);
  });
});

describe('reset-password strength (0–5 count)', () => {
  it('0–1: the length message when too short, else weak', () => {
    expect(resetPasswordStrength('abc')).toMatchObject({
      count: 1,
      label: 'Le mot de passe doit contenir au moins 8 caractères',
    });
    expect(resetPasswordStrength('')).toMatchObject({ count: 0, level: 'faible' });
  });

  it('2 moyen, 3 correct, 4 fort, 5 très fort', () => {
    expect(resetPasswordStrength('abcdefgh')).toMatchObject({ count: 2, label: 'Mot de passe moyen' });
    expect(resetPasswordStrength('abcdefg1')).toMatchObject({ count: 3, label: 'Mot de passe correct' });
    expect(resetPasswordStrength('Abcdefg1')).toMatchObject({ count: 4, label: 'Mot de passe fort' });
    expect(resetPasswordStrength('Abcdef1!')).toMatchObject({ count: 5, label: 'Mot de passe très fort' });
  });
});
