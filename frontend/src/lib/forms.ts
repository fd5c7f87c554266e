/**
 * The account forms' rules and messages (names, password length, "fill all fields"), in the server's
 * words: generated/rules/forms.json is that rule as GET /api/rules serves it (see lib/figures.ts). The SPA checks
 * them before sending to spare a round trip; the server checks them again.
 */
import forms from '../../generated/rules/forms.json';

export const FORM_RULES: Readonly<typeof forms> = forms;
