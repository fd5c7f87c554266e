import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { addressLines, isBelgianVatNumber } from './shop-identity.js';
import { parseTrustProxy } from './trust-proxy.js';
import { stacked } from '../shared/validation/stacked.js';

/** Empty strings count as "not set", like an unset variable. */
const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** Whole numbers only ("3000"); anything else becomes NaN so @IsInt refuses it. */
const toInteger = ({ value }: { value: unknown }): unknown => {
  const v = emptyToUndefined({ value });
  if (v === undefined) return undefined;
  return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : Number.NaN;
};

/**
 * An optional whole number between min and max (ports, delays, limits). Its message names the
 * variable: "OUTBOX_POLL_MS doit être un entier entre 50 et 600000", with an optional note after it.
 */
function IntegerSetting(min: number, max: number, note?: string): PropertyDecorator {
  return (target, key) => {
    const message = `${String(key)} doit être un entier entre ${min} et ${max}${note ? ` ${note}` : ''}`;
    stacked(
      Transform(toInteger),
      IsOptional(),
      IsInt({ message }),
      Min(min, { message }),
      Max(max, { message }),
    )(target, key);
  };
}
const URL_PATTERN = (schemes: string) => new RegExp(`^(${schemes})://[^\\s/?#]+[^\\s]*$`, 'i');

@ValidatorConstraint({ name: 'belgianVatNumber' })
class BelgianVatNumber implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isBelgianVatNumber(value);
  }
}

@ValidatorConstraint({ name: 'trustProxy' })
class TrustProxySetting implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseTrustProxy(value) !== null;
  }
}

@ValidatorConstraint({ name: 'postalAddress' })
class PostalAddress implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && addressLines(value).length >= 2 && value.length <= 300;
  }
}

const requiredInProduction = (o: EnvironmentVariables, value: unknown) =>
  o.NODE_ENV === 'production' || value !== undefined;

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every setting of the application, as read from the environment (docs/design/environments.md).
 * Each property validates its format with a French message naming the variable.
 * To add a setting: add a property here, then map it in `load-config.ts` (AppConfig).
 */
export class EnvironmentVariables {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(NODE_ENVS, { message: `NODE_ENV doit valoir ${NODE_ENVS.join(', ')}` })
  NODE_ENV?: (typeof NODE_ENVS)[number];

  @IntegerSetting(0, 65535, '(0 : un port libre)')
  PORT?: number;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('https?'), { message: 'PUBLIC_URL doit être une URL http(s) (ex. https://boutique.example.be)' })
  PUBLIC_URL?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.NODE_ENV === 'production' || o.DATABASE_URL !== undefined)
  @IsDefined({ message: 'DATABASE_URL est obligatoire en production' })
  @Matches(URL_PATTERN('postgres|postgresql'), {
    message: 'DATABASE_URL doit être une URL PostgreSQL (postgres://utilisateur:motdepasse@hôte:5432/base)',
  })
  DATABASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'DATA_DIR doit être un chemin de dossier' })
  DATA_DIR?: string;

  @IntegerSetting(100, 120_000)
  DB_CONNECT_TIMEOUT_MS?: number;

  @IntegerSetting(100, 600_000)
  DB_QUERY_TIMEOUT_MS?: number;

  @IntegerSetting(0, 65535, '(0 : un port libre)')
  EMBEDDED_PG_PORT?: number;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^\//, {
    message: 'EMBEDDED_PG_SHARED_DIR doit être un chemin absolu (par exemple /var/lib/boxplaisir/postgres)',
  })
  EMBEDDED_PG_SHARED_DIR?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.NODE_ENV === 'production' || o.JWT_SECRET !== undefined)
  @IsDefined({ message: 'JWT_SECRET est obligatoire en production' })
  @IsString({ message: 'JWT_SECRET doit être une chaîne' })
  @MinLength(32, { message: 'JWT_SECRET doit contenir au moins 32 caractères' })
  JWT_SECRET?: string;

  /** Derives the gift cards' codes and their lookup hashes (docs/design/gift-cards.md); never changes once cards are sold. */
  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.NODE_ENV === 'production' || o.GIFT_CARD_SECRET !== undefined)
  @IsDefined({ message: 'GIFT_CARD_SECRET est obligatoire en production' })
  @IsString({ message: 'GIFT_CARD_SECRET doit être une chaîne' })
  @MinLength(32, { message: 'GIFT_CARD_SECRET doit contenir au moins 32 caractères' })
  GIFT_CARD_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[1-9]\d*(s|m|h|d)$/, { message: 'JWT_TTL doit être une durée comme 15m, 24h ou 7d' })
  JWT_TTL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(test|live)_[A-Za-z0-9]{20,}$/, { message: 'MOLLIE_API_KEY doit commencer par test_ ou live_' })
  MOLLIE_API_KEY?: string;

  @IntegerSetting(0, 65535, '(0 : un port libre)')
  MOLLIE_SANDBOX_PORT?: number;

  /** A shared Mollie sandbox (`npm run mollie:sandbox`) instead of one inside this process, e.g. https://127.0.0.1:7443/v2/ */
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('https'), {
    message: 'MOLLIE_API_URL doit être une URL https:// (ex. https://127.0.0.1:7443/v2/ pour le bac à sable partagé)',
  })
  MOLLIE_API_URL?: string;

  /** The shared sandbox's certificate (PEM), written by `npm run mollie:sandbox`. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'MOLLIE_SANDBOX_CA_FILE doit être un chemin de fichier' })
  MOLLIE_SANDBOX_CA_FILE?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('smtps?'), { message: 'SMTP_URL doit être une URL smtp:// ou smtps://' })
  SMTP_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^([^<>]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/, {
    message: 'MAIL_FROM doit être une adresse e-mail, éventuellement "Nom <adresse@exemple.be>"',
  })
  MAIL_FROM?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.GOOGLE_CLIENT_SECRET !== undefined || o.GOOGLE_CLIENT_ID !== undefined)
  @IsDefined({ message: 'GOOGLE_CLIENT_ID est obligatoire quand GOOGLE_CLIENT_SECRET est défini' })
  @IsString({ message: 'GOOGLE_CLIENT_ID doit être une chaîne' })
  GOOGLE_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.GOOGLE_CLIENT_ID !== undefined || o.GOOGLE_CLIENT_SECRET !== undefined)
  @IsDefined({ message: 'GOOGLE_CLIENT_SECRET est obligatoire quand GOOGLE_CLIENT_ID est défini' })
  @IsString({ message: 'GOOGLE_CLIENT_SECRET doit être une chaîne' })
  GOOGLE_CLIENT_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('rediss?'), { message: 'REDIS_URL doit être une URL redis:// ou rediss://' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Validate(TrustProxySetting, {
    message:
      'TRUST_PROXY doit être un nombre de proxies (1 à 10) ou une liste d’adresses IP/CIDR séparées par des virgules (ex. 10.0.0.0/8)',
  })
  TRUST_PROXY?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.ADMIN_PASSWORD !== undefined || o.ADMIN_EMAIL !== undefined)
  @IsDefined({ message: 'ADMIN_EMAIL est obligatoire quand ADMIN_PASSWORD est défini' })
  @IsEmail({}, { message: 'ADMIN_EMAIL doit être une adresse e-mail valide' })
  ADMIN_EMAIL?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => o.ADMIN_EMAIL !== undefined || o.ADMIN_PASSWORD !== undefined)
  @IsDefined({ message: 'ADMIN_PASSWORD est obligatoire quand ADMIN_EMAIL est défini' })
  @IsString({ message: 'ADMIN_PASSWORD doit être une chaîne' })
  @MinLength(8, { message: 'ADMIN_PASSWORD doit contenir au moins 8 caractères' })
  @MaxLength(128, { message: 'ADMIN_PASSWORD doit contenir au plus 128 caractères' })
  ADMIN_PASSWORD?: string;

  @Transform(({ value }: { value: unknown }) => {
    const v = emptyToUndefined({ value });
    return typeof v === 'string' ? v.toLowerCase() : v;
  })
  @IsOptional()
  @IsIn(['on', 'off'], { message: 'SCHEDULER doit valoir on ou off' })
  SCHEDULER?: 'on' | 'off';

  @Transform(({ value }: { value: unknown }) => {
    const v = emptyToUndefined({ value });
    return typeof v === 'string' ? v.toLowerCase() : v;
  })
  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL doit valoir ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: (typeof LOG_LEVELS)[number];

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'SPA_DIR doit être un chemin de dossier' })
  SPA_DIR?: string;

  @IntegerSetting(1, 65535)
  MAILDEV_SMTP_PORT?: number;

  @IntegerSetting(1, 65535)
  MAILDEV_WEB_PORT?: number;

  @IntegerSetting(50, 600_000)
  OUTBOX_POLL_MS?: number;

  @IntegerSetting(10, 3_600_000)
  OUTBOX_RETRY_BASE_MS?: number;

  @IntegerSetting(1, 100)
  OUTBOX_MAX_ATTEMPTS?: number;

  @IntegerSetting(100, 3_600_000)
  OUTBOX_LEASE_MS?: number;

  @IntegerSetting(0, 600_000)
  SHUTDOWN_GRACE_MS?: number;

  @IntegerSetting(200, 3_600_000)
  EXPIRY_SWEEP_MS?: number;

  @IntegerSetting(0, 120_000)
  SHUTDOWN_DRAIN_DELAY_MS?: number;

  @IntegerSetting(1, 100_000)
  RATE_LIMIT?: number;

  @IntegerSetting(1, 86_400)
  RATE_LIMIT_TTL_SECONDS?: number;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('https?'), { message: 'GOOGLE_AUTH_URL doit être une URL http(s)' })
  GOOGLE_AUTH_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('https?'), { message: 'GOOGLE_TOKEN_URL doit être une URL http(s)' })
  GOOGLE_TOKEN_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(URL_PATTERN('https?'), { message: 'GOOGLE_USERINFO_URL doit être une URL http(s)' })
  GOOGLE_USERINFO_URL?: string;

  // The seller on invoices (docs/design/invoices.md): development defaults in shop-identity.ts, required in production.
  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => requiredInProduction(o, o.SHOP_LEGAL_NAME))
  @IsDefined({ message: 'SHOP_LEGAL_NAME est obligatoire en production (la raison sociale sur les factures)' })
  @IsString({ message: 'SHOP_LEGAL_NAME doit être une chaîne' })
  @MaxLength(120, { message: 'SHOP_LEGAL_NAME doit contenir au plus 120 caractères' })
  SHOP_LEGAL_NAME?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => requiredInProduction(o, o.SHOP_VAT_NUMBER))
  @IsDefined({ message: 'SHOP_VAT_NUMBER est obligatoire en production (le numéro de TVA sur les factures)' })
  @Validate(BelgianVatNumber, {
    message: 'SHOP_VAT_NUMBER doit être un numéro de TVA belge valide (BE suivi de 10 chiffres, ex. BE0123456749)',
  })
  SHOP_VAT_NUMBER?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: EnvironmentVariables) => requiredInProduction(o, o.SHOP_ADDRESS))
  @IsDefined({ message: "SHOP_ADDRESS est obligatoire en production (l'adresse du siège sur les factures)" })
  @Validate(PostalAddress, {
    message: 'SHOP_ADDRESS doit contenir au moins deux lignes séparées par des virgules (rue, code postal et ville)',
  })
  SHOP_ADDRESS?: string;
}
