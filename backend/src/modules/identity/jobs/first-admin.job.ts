import fs from 'node:fs';
import path from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { DEV_ADMIN_EMAIL, EnsureAdminService, generatePassword } from '../application/ensure-admin.service.js';

/**
 * At start: ADMIN_EMAIL + ADMIN_PASSWORD create or promote that administrator. In development with
 * neither set and no administrator yet, admin@boxplaisir.local gets a generated password, printed
 * once and kept in DATA_DIR/admin-password.txt.
 */
@Injectable()
export class FirstAdminJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('Administrateur');

  constructor(
    private readonly ensureAdmin: EnsureAdminService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.admin) {
      const { created } = await this.ensureAdmin.execute(this.config.admin.email, this.config.admin.password);
      this.logger.log(`${created ? 'Administrateur créé' : 'Administrateur à jour'} : ${this.config.admin.email}`);
      return;
    }
    if (this.config.nodeEnv !== 'development' || (await this.ensureAdmin.hasAdmin())) return;
    const password = generatePassword();
    await this.ensureAdmin.execute(DEV_ADMIN_EMAIL, password);
    const file = path.join(this.config.dataDir, 'admin-password.txt');
    fs.mkdirSync(this.config.dataDir, { recursive: true });
    fs.writeFileSync(file, `${DEV_ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
    console.log(
      [
        '[boxshop] ─────────────────────────────────────────────────────────────',
        '[boxshop] Administrateur de développement créé (affiché une seule fois) :',
        `[boxshop]   email        : ${DEV_ADMIN_EMAIL}`,
        `[boxshop]   mot de passe : ${password}`,
        `[boxshop]   (conservé dans ${file})`,
        '[boxshop] ─────────────────────────────────────────────────────────────',
      ].join('\n'),
    );
  }
}
