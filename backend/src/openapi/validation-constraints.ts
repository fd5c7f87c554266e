/**
 * The constraints the server enforces, in the document: every DTO property documented with @ApiProperty
 * gets the lengths, ranges, e-mail format and patterns of its class-validator decorators (the same
 * constants, read from the same decorators), so that the document never says less than the ValidationPipe
 * (docs/design/api-contract.md, "Keeping the document exact"). What a property's @ApiProperty already says
 * wins. Runs on the swagger metadata before the document is built, hence bodies and query DTOs alike.
 */
import { getMetadataStorage } from 'class-validator';

/** Where @nestjs/swagger keeps a property's @ApiProperty options (its API_MODEL_PROPERTIES). */
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';

/** The part of class-validator's ValidationMetadata read here. */
interface ValidationMetadata {
  type: string;
  name?: string;
  propertyName: string;
  constraints?: unknown[];
  each?: boolean;
  groups?: string[];
}

type Metadata = Record<string, unknown>;
type Kind = 'string' | 'number' | 'array' | 'other';

/** What one class-validator rule says, in JSON Schema keywords, for a property of this kind. */
function keywordsOf(rule: ValidationMetadata, kind: Kind): Metadata {
  const [first, second] = (rule.constraints ?? []) as unknown[];
  switch (kind === 'other' ? '' : `${kind}:${rule.name}`) {
    case 'string:maxLength':
      return { maxLength: first };
    case 'string:minLength':
      return { minLength: first };
    case 'string:isLength':
      return { minLength: first, ...(typeof second === 'number' ? { maxLength: second } : {}) };
    case 'string:isNotEmpty':
      return { minLength: 1 };
    case 'string:isEmail':
      return { format: 'email' };
    case 'string:matches':
      // A pattern with flags (e.g. /i) has no exact JSON Schema form: left to the description.
      return first instanceof RegExp && first.flags === '' ? { pattern: first.source } : {};
    case 'number:min':
      return { minimum: first };
    case 'number:max':
      return { maximum: first };
    case 'number:isInt':
      return { type: 'integer' };
    case 'array:arrayMaxSize':
      return { maxItems: first };
    case 'array:arrayMinSize':
      return { minItems: first };
    default:
      return {};
  }
}

function kindOf(metadata: Metadata, designType: unknown): Kind {
  if (metadata.isArray === true || Array.isArray(metadata.type) || designType === Array) return 'array';
  const type = metadata.type ?? designType;
  if (type === String || type === 'string') return 'string';
  if (type === Number || type === 'number' || type === 'integer') return 'number';
  return 'other';
}

/** Adds the class-validator constraints to the @ApiProperty metadata of every validated class (idempotent). */
export function documentValidationConstraints(): void {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<object, ValidationMetadata[]> };
  for (const [target, rules] of storage.validationMetadatas) {
    const prototype = (target as { prototype?: object }).prototype;
    if (!prototype) continue;
    // A property validated only under a condition (@ValidateIf, e.g. a password that may stay empty) keeps its words.
    const conditional = new Set(
      rules.filter((r) => r.type === 'conditionalValidation' && r.name !== 'isOptional').map((r) => r.propertyName),
    );
    for (const rule of rules) {
      // `each` rules and rules limited to groups speak of the items or of some requests only.
      if (rule.each || (rule.groups?.length ?? 0) > 0 || conditional.has(rule.propertyName)) continue;
      const metadata = Reflect.getMetadata(API_MODEL_PROPERTIES, prototype, rule.propertyName) as Metadata | undefined;
      if (!metadata || metadata.enum !== undefined) continue;
      const designType: unknown = Reflect.getMetadata('design:type', prototype, rule.propertyName);
      const kind = kindOf(metadata, designType);
      const keywords = keywordsOf(rule, kind);
      // `type: 'integer'` replaces Number; every other keyword only fills what the property does not say.
      const added = Object.fromEntries(
        Object.entries(keywords).filter(
          ([key]) => metadata[key] === undefined || (key === 'type' && kind === 'number'),
        ),
      );
      if (Object.keys(added).length === 0) continue;
      Reflect.defineMetadata(API_MODEL_PROPERTIES, { ...metadata, ...added }, prototype, rule.propertyName);
    }
  }
}
