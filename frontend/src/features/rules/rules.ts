import type { RulesResponse } from './types';

type Rules = Pick<RulesResponse, 'frequencies'>;

/** The server's label of a frequency ('Tous les 2 mois'), the value itself when unknown, null without one. */
export function frequencyLabel(
  rules: Rules | undefined,
  frequency: string | null | undefined,
): string | null {
  if (!frequency) return null;
  return rules?.frequencies.find((f) => f.value === frequency)?.label ?? frequency;
}

/** The default history note of a change from one label to another, from the server's template. */
export function historyNote(template: string, fromLabel: string, toLabel: string): string {
  return template.replace('{from}', fromLabel).replace('{to}', toLabel);
}
