import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '../../../../shared/clock.js';
import { MollieSandbox, type SandboxLog } from './mollie-sandbox.js';
import { type SandboxCertificate, createSandboxCertificate } from './sandbox-certificate.js';

/** The standalone sandbox's port when MOLLIE_SANDBOX_PORT is not set. */
export const STANDALONE_SANDBOX_PORT = 7443;
const CERTIFICATE_DAYS = 365;
/** A certificate with less than this left is made again at start (the instances must then be restarted). */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

export interface StandaloneSandboxOptions {
  clock: Clock;
  nodeEnv: string;
  /** Its folder: state.json (payments, customers, mandates), key.pem and cert.pem. */
  dir: string;
  /** Where the instances read the certificate they trust (MOLLIE_SANDBOX_CA_FILE). */
  caFile: string;
  host: string;
  port: number;
  /** Extra DNS names the certificate covers (the service's name in a compose stack). */
  hostnames: readonly string[];
  checkoutBaseUrl: string;
  /** MOLLIE_SANDBOX_WEBHOOK_ORIGIN: where webhooks go when PUBLIC_URL is not reachable from the sandbox. */
  webhookOrigin?: string;
  log: SandboxLog;
}

/**
 * The sandbox's own key and certificate, kept in its folder so that a restart of the sandbox keeps
 * the certificate the instances already trust. Made again when absent, unreadable, about to expire,
 * or not covering the configured host names.
 */
async function keptCertificate(options: StandaloneSandboxOptions): Promise<SandboxCertificate> {
  const keyFile = path.join(options.dir, 'key.pem');
  const certFile = path.join(options.dir, 'cert.pem');
  try {
    const key = fs.readFileSync(keyFile, 'utf8');
    const cert = fs.readFileSync(certFile, 'utf8');
    const x509 = new X509Certificate(cert);
    const names = x509.subjectAltName ?? '';
    const coversNames = options.hostnames.every((name) => names.includes(`DNS:${name}`));
    if (Date.parse(x509.validTo) - Date.now() > RENEW_BEFORE_MS && coversNames) {
      return { key, cert, fingerprint: x509.fingerprint256 };
    }
  } catch {
    // none yet, or unreadable: a new one below
  }
  const made = await createSandboxCertificate(options.hostnames, CERTIFICATE_DAYS);
  fs.mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(keyFile, made.key, { mode: 0o600 });
  fs.writeFileSync(certFile, made.cert, { mode: 0o644 });
  options.log.info(`Bac à sable Mollie : nouveau certificat (${certFile})`);
  return made;
}

/**
 * `npm run mollie:sandbox`: the Mollie sandbox as its own process, shared by every shop instance
 * (MOLLIE_API_URL) and by `npm run orders:expire`. Its payments, customers and mandates survive its
 * restart (DIR/state.json: a creation or cancellation, with its Idempotency-Key, is written before it
 * is answered, so even SIGKILL loses none; other changes within 200 ms, and all on SIGTERM), and so does
 * its certificate, copied to MOLLIE_SANDBOX_CA_FILE for the instances. Webhooks go to each payment's
 * webhookUrl, the shop's PUBLIC_URL: whichever instance the proxy picks (or, when PUBLIC_URL is not
 * reachable from the sandbox, the same path at MOLLIE_SANDBOX_WEBHOOK_ORIGIN).
 */
export async function startStandaloneSandbox(options: StandaloneSandboxOptions): Promise<MollieSandbox> {
  const certificate = await keptCertificate(options);
  fs.mkdirSync(path.dirname(options.caFile), { recursive: true });
  if (!fs.existsSync(options.caFile) || fs.readFileSync(options.caFile, 'utf8') !== certificate.cert) {
    fs.writeFileSync(options.caFile, certificate.cert, { mode: 0o644 });
  }
  return MollieSandbox.start({
    clock: options.clock,
    nodeEnv: options.nodeEnv,
    checkoutBaseUrl: options.checkoutBaseUrl,
    host: options.host,
    port: options.port,
    stateFile: path.join(options.dir, 'state.json'),
    certificate,
    standalone: true,
    webhookOrigin: options.webhookOrigin,
    log: options.log,
  });
}
