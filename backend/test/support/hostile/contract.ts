import type { RawResponse } from './raw-http.js';

/** Put inside every hostile value: an error body holding it echoes the input. */
export const MARKER = 'Zq9Echo';

/** English words that no French message of ours contains (class-validator, Fastify and Node texts use them). */
const ENGLISH =
  /\b(the|is|are|must|should|not|of|to|with|expected|required|error|unexpected|property|failed|missing|found|allowed|exceeded|exceeding|cannot|each|array|string|number|empty|valid|please|field|length|than|only|characters|body|request|internal|server|unsupported|payload|too|large|unknown|bad)\b/i;
/** At least one French sign: an accented letter or a common French word. */
const FRENCH =
  /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|de|du|des|un|une|est|pas|ce|cette|votre|vous|doit|requis|invalides?|valeurs?|sont|introuvable|inconnue?s?|aucune?|non|trop|en|au|aux|ou|et|ne|plus|que)\b/i;

/** Values quoted « like this » (Mollie's status names, field names) are not prose: they are left out. */
export function isFrench(text: string): boolean {
  const prose = text.replace(/«[^»]*»/g, '');
  return FRENCH.test(prose) && !ENGLISH.test(prose);
}

/** What is wrong with an answer (empty when it keeps the API's promises). */
export function contractViolations(response: RawResponse): string[] {
  const problems: string[] = [];
  if (response.noAnswer) return ['la connexion a été fermée sans réponse HTTP'];
  if (response.status >= 500) problems.push(`statut ${response.status}`);
  if (response.status < 400) return problems;
  const text = response.body.toString('utf8');
  if (text.includes(MARKER)) problems.push('la réponse reprend la valeur envoyée');
  if (!/application\/json/.test(response.headers['content-type'] ?? '')) problems.push('réponse non JSON');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return [...problems, `corps non JSON : ${text.slice(0, 120)}`];
  }
  const extra = Object.keys(body).filter((key) => !['statusCode', 'code', 'message', 'errors'].includes(key));
  if (extra.length > 0) problems.push(`champs hors contrat : ${extra.join(', ')}`);
  if (body.statusCode !== response.status) problems.push(`statusCode ${String(body.statusCode)} ≠ ${response.status}`);
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(body.code)) problems.push('code absent');
  if (typeof body.message !== 'string' || !isFrench(body.message))
    problems.push(`message non français : ${String(body.message)}`);
  if (body.errors !== undefined) {
    if (typeof body.errors !== 'object' || body.errors === null) problems.push('errors n’est pas un objet');
    else
      for (const [field, messages] of Object.entries(body.errors)) {
        if (!Array.isArray(messages) || messages.some((m) => typeof m !== 'string' || !isFrench(m)))
          problems.push(`errors.${field} non français : ${JSON.stringify(messages)}`);
      }
  }
  return problems;
}
