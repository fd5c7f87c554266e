/**
 * `npm run admin:create -- <email> <password>` (after a build) (or ADMIN_EMAIL / ADMIN_PASSWORD):
 * creates that administrator or promotes the existing account (verified, admin, that password).
 * Uses DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (running or not).
 */
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/load-config.js';
import { createDataSourceOptions } from '../database/data-source.js';
import { runMigrationsLocked } from '../database/migrate.js';
import { TypeOrmUnitOfWork } from '../shared/database/typeorm-unit-of-work.js';
import { upsertAdmin } from '../modules/identity/application/ensure-admin.service.js';
import { commandDatabase } from './command-database.js';
import { isEmailAddress } from '../shared/validation/field-messages.js';
import { TypeOrmUserRepository } from '../modules/identity/infrastructure/user.repository.js';
import { Argon2PasswordHasher } from '../modules/identity/infrastructure/password-hasher.js';

async function main(): Promise<number> {
  const [argEmail, argPassword] = process.argv.slice(2);
  const email = argEmail ?? process.env.ADMIN_EMAIL;
  const password = argPassword ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    console.error('Usage : npm run admin:create -- <email> <mot de passe>  (ou ADMIN_EMAIL et ADMIN_PASSWORD)');
    return 2;
  }
  if (!isEmailAddress(email)) {
    console.error(`Adresse email invalide : ${email}`);
    return 2;
  }
  if (password.length < 8 || password.length > 128) {
    console.error('Le mot de passe doit contenir entre 8 et 128 caractères.');
    return 2;
  }
  const config = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const { url, embedded } = await commandDatabase(config);
  const dataSource = new DataSource(createDataSourceOptions(url, { logging: ['error'] }));
  try {
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
    const uow = new TypeOrmUnitOfWork(dataSource);
    const { created } = await upsertAdmin(
      uow,
      new TypeOrmUserRepository(uow),
      new Argon2PasswordHasher(),
      email,
      password,
    );
    console.log(created ? `Administrateur créé : ${email}` : `Compte promu administrateur : ${email}`);
    return 0;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Création de l’administrateur impossible :', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
