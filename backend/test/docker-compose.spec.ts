import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { REPO_ROOT } from '../src/config/paths.js';

/**
 * docker-compose.yml, checked without a container engine (none on these machines): parsed with the
 * `yaml` package, validated against the Compose Specification's JSON schema (the copy that
 * the compose linter `dclint` ships, with ajv), then its structure — services, environment, volumes, dependencies — held to what the
 * shop needs. What this does NOT prove: that the images build and the stack starts (docs/operations.md).
 */
interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string | number>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string; required?: boolean }> | string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
}

const compose = parse(fs.readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
/** The Compose Specification's JSON schema, as the compose linter `dclint` ships it (draft-07). */
const composeSchema = JSON.parse(
  fs.readFileSync(
    path.join(path.dirname(createRequire(__filename).resolve('dclint/package.json')), 'schemas/compose.schema.json'),
    'utf8',
  ),
) as Record<string, unknown>;

const envExample = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');

describe('docker-compose.yml (parsed, no engine)', () => {
  const { services } = compose;

  it('is valid for the Compose Specification (its JSON schema), and the check refuses a broken file', () => {
    // The schema names its draft by an https address ajv does not list: its rules are compiled as draft-07.
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(composeSchema);
    expect({ valid: validate(compose), errors: validate.errors ?? [] }).toEqual({ valid: true, errors: [] });

    // The same file with a misspelt key and a replica count given as a list is refused: the check can fail.
    const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    broken.services.api!.deploy = { replicas: [2] };
    broken.services.redis!.restart_policy = 'always';
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(['/services/api/deploy/replicas', '/services/redis']),
    );
  });

  it('runs PostgreSQL, Redis, two API instances, the proxy and, for the demo, the shared Mollie sandbox', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'mollie-sandbox', 'postgres', 'proxy', 'redis']);
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.postgres!.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('gives every instance the shared database and Redis, and only settings the shop knows', () => {
    const env = services.api!.environment!;
    expect(String(env.DATABASE_URL)).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    for (const name of Object.keys(env)) {
      expect({ name, documented: new RegExp(`^#? ?${name}=`, 'm').test(envExample) }).toEqual({
        name,
        documented: true,
      });
    }
    expect(services.api!.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_started' },
      'mollie-sandbox': { condition: 'service_healthy', required: false },
    });
  });

  it('runs the sandbox only in the demo profile, never in production, reachable by name with its certificate shared', () => {
    const sandbox = services['mollie-sandbox']!;
    expect(sandbox.profiles).toEqual(['demo']);
    expect(sandbox.environment!.NODE_ENV).not.toBe('production');
    expect(sandbox.environment!.MOLLIE_SANDBOX_HOST).toBe('0.0.0.0');
    expect(String(sandbox.environment!.MOLLIE_SANDBOX_HOSTNAMES).split(',')).toContain('mollie-sandbox');
    const script = sandbox.command!.at(-1)!;
    expect(script).toBe('backend/dist/cli/mollie-sandbox.js');
    expect(fs.existsSync(path.join(REPO_ROOT, 'backend/src/cli/mollie-sandbox.ts'))).toBe(true);
    expect(sandbox.healthcheck?.test.join(' ')).toContain('/v2/methods');

    // The instances read the certificate the sandbox writes: DATA_DIR/mollie-sandbox/ca.pem in one volume.
    const [volume, sandboxMount] = sandbox.volumes![0]!.split(':');
    expect(compose.volumes).toHaveProperty(volume!);
    const apiMount = services.api!.volumes!.find((entry) => entry.startsWith(`${volume}:`))!;
    expect(apiMount.endsWith(':ro')).toBe(true);
    const apiPath = apiMount.split(':')[1]!;
    expect(sandbox.environment!.DATA_DIR).toBe(sandboxMount);
    expect(services.api!.environment!.MOLLIE_SANDBOX_CA_FILE).toBe(`${apiPath}/mollie-sandbox/ca.pem`);
  });

  it('demo: the sandbox rings its webhooks at the proxy (PUBLIC_URL is localhost, unreachable from its container)', () => {
    const sandbox = services['mollie-sandbox']!;
    const origin = new URL(String(sandbox.environment!.MOLLIE_SANDBOX_WEBHOOK_ORIGIN));
    expect(Object.keys(services)).toContain(origin.hostname);
    const proxy = services[origin.hostname]!;
    const listens = proxy.command![proxy.command!.indexOf('--from') + 1]!;
    expect(listens).toBe(`:${origin.port || '80'}`);
  });

  it('stops instances gracefully: a stop grace period longer than drain delay plus grace', () => {
    const api = services.api as Service & { stop_grace_period?: string };
    const seconds = Number(api.stop_grace_period!.replace(/s$/, ''));
    const value = (text: string | number | undefined) => Number(String(text).match(/:-(\d+)\}/)?.[1] ?? text);
    const env = api.environment!;
    expect(seconds * 1000).toBeGreaterThan(value(env.SHUTDOWN_DRAIN_DELAY_MS) + value(env.SHUTDOWN_GRACE_MS));
  });

  it('has no dependency on a service that does not exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = service.depends_on ?? {};
      for (const target of Array.isArray(deps) ? deps : Object.keys(deps))
        expect({ name, target, exists: target in services }).toEqual({ name, target, exists: true });
    }
  });
});
