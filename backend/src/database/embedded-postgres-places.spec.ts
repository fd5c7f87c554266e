import { EmbeddedPostgresStartError, explainCause } from './embedded-postgres-places.js';

const errno = (code: string) => Object.assign(new Error(`spawn /x/initdb ${code}`), { code });

describe('the embedded PostgreSQL start failure message', () => {
  it('says the cause in words with its code, never the bare system message', () => {
    expect(explainCause(errno('EACCES'))).toBe('accès refusé (EACCES)');
    expect(explainCause(errno('EROFS'))).toBe('le disque est en lecture seule (EROFS)');
    expect(explainCause(errno('ENOSPC'))).toBe('le disque est plein (ENOSPC)');
    expect(explainCause(new Error('useradd: cannot lock /etc/passwd'))).toBe('useradd: cannot lock /etc/passwd');
  });

  it('names the step, the folder and what to do', () => {
    const error = new EmbeddedPostgresStartError(
      'PostgreSQL embarqué : impossible de préparer le dossier partagé',
      '/var/lib/boxplaisir/postgres',
      errno('EROFS'),
      'Choisissez un dossier accessible en écriture avec EMBEDDED_PG_SHARED_DIR.',
    );
    expect(error.message).toBe(
      'PostgreSQL embarqué : impossible de préparer le dossier partagé (/var/lib/boxplaisir/postgres) : ' +
        'le disque est en lecture seule (EROFS). Choisissez un dossier accessible en écriture avec EMBEDDED_PG_SHARED_DIR.',
    );
  });
});
