import { generate } from 'selfsigned';

export interface SandboxCertificate {
  /** PEM certificate: served by the sandbox, and the one certificate the adapter adds to its trust list. */
  cert: string;
  /** PEM private key (memory only, never written to disk). */
  key: string;
  fingerprint: string;
}

/**
 * A fresh self-signed certificate for the sandbox's HTTPS server: EC P-256, SHA-256, for 127.0.0.1,
 * ::1, localhost and the given host names (the standalone sandbox's service name in a compose stack), valid from an hour ago for 30 days (by default) (TLS checks it
 * against the system clock, whatever clock the shop's rules use).
 */
export async function createSandboxCertificate(
  extraHostnames: readonly string[] = [],
  validDays = 30,
): Promise<SandboxCertificate> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now - 60 * 60 * 1000),
    notAfterDate: new Date(now + validDays * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
          { type: 2, value: 'localhost' },
          ...extraHostnames.map((value) => ({ type: 2 as const, value })),
        ],
      },
    ],
  });
  return { cert: pems.cert, key: pems.private, fingerprint: pems.fingerprint };
}
