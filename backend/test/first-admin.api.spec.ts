import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ExecutionContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../src/modules/identity/http/auth.guard.js';
import { createTestApp } from './support/test-app.js';

const login = async (app: Awaited<ReturnType<typeof createTestApp>>, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('First administrator', () => {
  it('in development with no ADMIN_*: creates admin@boxplaisir.local once, password printed and kept in DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boxshop-admin-'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const app = await createTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir });
      try {
        const file = path.join(dataDir, 'admin-password.txt');
        const [email, password] = fs.readFileSync(file, 'utf8').trim().split('\n');
        expect(email).toBe('admin@boxplaisir.local');
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(log.mock.calls.flat().join('\n')).toContain(password!);
        const res = await login(app, email!, password!);
        expect(res.statusCode).toBe(200);
        expect(res.json().user.isAdmin).toBe(true);
      } finally {
        await app.close();
      }
      log.mockClear();
      const again = await createTestApp({ NODE_ENV: 'development', DATA_DIR: dataDir });
      await again.close();
      expect(log.mock.calls.flat().join('\n')).not.toContain('mot de passe');
    } finally {
      log.mockRestore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('ADMIN_EMAIL + ADMIN_PASSWORD create the administrator, or promote and verify an existing account', async () => {
    const email = `chef.${Date.now().toString(36)}@example.be`;
    const first = await createTestApp({ ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Admin-mdp-1' });
    try {
      const res = await login(first, email, 'Admin-mdp-1');
      expect(res.statusCode).toBe(200);
      expect(res.json().user.isAdmin).toBe(true);
      await first
        .get(DataSource)
        .query('UPDATE users SET is_admin = false, is_email_verified = false WHERE email = $1', [email]);
    } finally {
      await first.close();
    }
    const second = await createTestApp({ ADMIN_EMAIL: email.toUpperCase(), ADMIN_PASSWORD: 'Admin-mdp-2' });
    try {
      expect((await login(second, email, 'Admin-mdp-1')).statusCode).toBe(401);
      const res = await login(second, email, 'Admin-mdp-2');
      expect(res.json().user).toMatchObject({ email, isAdmin: true });
      const [{ n }] = await second
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM users WHERE lower(email) = $1', [email]);
      expect(n).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('AdminGuard', () => {
  const context = (currentUser?: object) =>
    ({ switchToHttp: () => ({ getRequest: () => ({ currentUser }) }) }) as unknown as ExecutionContext;

  it('lets administrators through and answers 403 FORBIDDEN in French to others', () => {
    const guard = new AdminGuard();
    expect(guard.canActivate(context({ isAdmin: true }))).toBe(true);
    expect(() => guard.canActivate(context({ isAdmin: false }))).toThrow(
      expect.objectContaining({
        code: 'FORBIDDEN',
        kind: 'forbidden',
        message: 'Accès non autorisé. Cette page est réservée aux administrateurs.',
      }),
    );
    expect(() => guard.canActivate(context())).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
  });
});
