import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { uniqueEmail } from './accounts.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import { type SuiteFixture, useSuiteFixture } from './suite-fixture.js';
import { createTestApp } from './test-app.js';

export interface ListJson {
  users: {
    _id: string;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    isAdmin: boolean;
    isEmailVerified: boolean;
    createdAt: string;
  }[];
  pagination: {
    currentPage: number;
    totalPages: number;
    totalUsers: number;
    hasPrevPage: boolean;
    hasNextPage: boolean;
  };
  adminCount: number;
}

const ADMIN_EMAIL = 'chef@boutique.test';
const ADMIN_PASSWORD = 'Chef-mdp-123';
export const PASSWORD = 'Motdepasse1!';

/**
 * The back office's user management, on a database of its own (the suites count administrators):
 * the administrator created at start (ADMIN_EMAIL), signed in, and the calls the suites share.
 */
export class AdminUsersApi implements SuiteFixture {
  database!: ScratchDatabase;
  app!: NestFastifyApplication;
  db!: DataSource;
  adminToken!: string;
  adminId!: string;

  async start(): Promise<void> {
    this.database = await createScratchDatabase();
    this.app = await createTestApp({
      DATABASE_URL: this.database.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT: '10000',
    });
    this.db = this.app.get(DataSource);
    const session = await this.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    this.adminToken = session.token;
    this.adminId = session.id;
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.database?.drop();
  }

  call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    this.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  signIn = async (email: string, password: string): Promise<{ token: string; id: string }> => {
    const res = await this.call('POST', '/api/auth/login', undefined, { email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; user: { id: string } }>();
    return { token: body.token, id: body.user.id };
  };

  /** A verified account created by the administrator, and its session. */
  account = async (firstName: string, lastName: string, isAdmin = false) => {
    const email = uniqueEmail(firstName.toLowerCase());
    const res = await this.call('POST', '/api/admin/users/create', this.adminToken, {
      firstName,
      lastName,
      email,
      password: PASSWORD,
      isAdmin,
    });
    expect(res.statusCode).toBe(201);
    const session = await this.signIn(email, PASSWORD);
    return { email, ...session };
  };

  list = async (query = '', token = this.adminToken): Promise<ListJson> => {
    const res = await this.call('GET', `/api/admin/users/all${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<ListJson>();
  };

  /** Only these accounts stay administrators (the suite's own administrator included unless left out). */
  onlyAdmins = (...ids: string[]) => this.db.query('UPDATE users SET is_admin = (id = ANY($1::uuid[]))', [ids]);
}

/** The back office's user API, started before the suite's tests and stopped after them. */
export const useAdminUsersApi = (): AdminUsersApi => useSuiteFixture(new AdminUsersApi());
