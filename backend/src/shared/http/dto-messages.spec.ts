import fs from 'node:fs';
import path from 'node:path';
import { getMetadataStorage, validateSync } from 'class-validator';
import { toFieldErrors } from './validation-failed.error.js';

const MODULES = path.join(__dirname, '..', '..', 'modules');
const ENGLISH = /\b(must|should|has to|each value in|is not|contains|expected|the|be)\b/;

/**
 * Every request class of every module, loaded so its decorators register: http/*.dto.ts,
 * *.request(s).ts, *.query.ts, and the controllers (some declare their request class beside the route).
 */
function loadAllDtos(): string[] {
  const files: string[] = [];
  for (const module of fs.readdirSync(MODULES)) {
    const http = path.join(MODULES, module, 'http');
    if (!fs.existsSync(http)) continue;
    for (const file of fs.readdirSync(http)) {
      if (/\.(dto|requests?|query|controller)\.ts$/.test(file)) files.push(path.join(http, file));
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of files) require(file);
  return files;
}

interface Rule {
  type: string;
  name?: string;
  propertyName: string;
  target: { name?: string };
  message?: unknown;
  constraintCls?: new () => { defaultMessage?: (args: object) => string };
}

/** The text a failure of this rule shows: its own message, else its validator's default (a blank value, then a long one). */
function messageOf(rule: Rule): string | undefined {
  if (typeof rule.message === 'string') return rule.message;
  if (typeof rule.message === 'function') return undefined;
  const constraint = rule.constraintCls ? new rule.constraintCls() : undefined;
  if (!constraint?.defaultMessage) return undefined;
  const texts = [undefined, 'x'.repeat(1000)].map((value) =>
    constraint.defaultMessage!({ value, property: rule.propertyName, constraints: [], targetName: '', object: {} }),
  );
  return texts.join(' / ');
}

describe('request DTOs', () => {
  it('give a French message on every constraint, nested classes included (never class-validator’s English default)', () => {
    expect(loadAllDtos().length).toBeGreaterThan(5);
    const metadata = getMetadataStorage() as unknown as {
      validationMetadatas: Map<unknown, Rule[]>;
    };
    const missing: string[] = [];
    const checked = new Set<string>();
    for (const list of metadata.validationMetadatas.values()) {
      for (const rule of list) {
        checked.add(rule.target.name ?? '');
        if (!['customValidation', 'isDefined'].includes(rule.type)) continue;
        const message = messageOf(rule);
        if (typeof message !== 'string' || message.length === 0 || ENGLISH.test(message)) {
          missing.push(`${rule.target.name}.${rule.propertyName} (${rule.name ?? rule.type})`);
        }
      }
    }
    // The request classes outside *.dto.ts are checked too (a *.requests.ts file, classes beside their controller).
    expect([...checked]).toEqual(
      expect.arrayContaining(['ChangeFrequencyRequest', 'ChangePaymentStateRequest', 'DevRenewRequest']),
    );
    expect(missing).toEqual([]);
  });

  it("answer an absent required field with its own 'requis' message, never a length or a range", () => {
    loadAllDtos();
    const metadata = getMetadataStorage() as unknown as {
      validationMetadatas: Map<new () => object, Rule[]>;
    };
    const ASKS_FOR_IT = /requis|obligatoire|Veuillez|remplir/i;
    const LATER_RULE = /trop long|au plus|dépasser|plus de \d|maximum|au moins \d|minimum|entre \d/i;
    const wrong: string[] = [];
    let required = 0;
    for (const [target, rules] of metadata.validationMetadatas) {
      if (typeof target !== 'function') continue;
      const optional = new Set(
        rules.filter((rule) => rule.type === 'conditionalValidation').map((rule) => rule.propertyName),
      );
      const properties = new Set(rules.map((rule) => rule.propertyName).filter((name) => !optional.has(name)));
      if (properties.size === 0) continue;
      const errors = toFieldErrors(validateSync(Object.create(target.prototype) as object));
      for (const property of properties) {
        const message = errors[property]?.[0];
        if (message === undefined) continue; // a property with a default value
        required += 1;
        if (LATER_RULE.test(message) || !ASKS_FOR_IT.test(message))
          wrong.push(`${target.name}.${property}: ${message}`);
      }
    }
    expect(required).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
