/**
 * The development mail catcher (maildev, in-process): an SMTP server that keeps every mail and a
 * web inbox to read them. Started by main.ts when SMTP_URL is unset, never in production or tests.
 */
export interface MailCatcher {
  smtpUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(options: {
  smtpPort: number;
  webPort: number;
  /** Where captured mails are kept (DATA_DIR/maildev). */
  mailDirectory: string;
}): Promise<MailCatcher> {
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: '127.0.0.1',
    web: options.webPort,
    webIp: '127.0.0.1',
    silent: true,
    maxEmails: 500,
    mailDirectory: options.mailDirectory,
  });
  // maildev's web API prints its own English address line whatever `silent` says; main.ts prints the
  // inbox's address once, in French. Only that line is held back, only while maildev starts.
  const consoleInfo = console.info;
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('MailDev API running')) return;
    consoleInfo(...args);
  };
  try {
    await maildev.start();
  } catch (error) {
    throw new Error(
      `Le collecteur de courriels (maildev) n'a pas démarré sur les ports ${options.smtpPort}/${options.webPort} ` +
        `(ports déjà pris ? changez MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT, ou définissez SMTP_URL) : ${(error as Error).message}`,
    );
  } finally {
    console.info = consoleInfo;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://localhost:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
