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
  try {
    await maildev.start();
  } catch (error) {
    throw new Error(
      `Le collecteur de courriels (maildev) n'a pas démarré sur les ports ${options.smtpPort}/${options.webPort} ` +
        `(ports déjà pris ? changez MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT, ou définissez SMTP_URL) : ${(error as Error).message}`,
    );
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://localhost:${options.webPort}`,
    stop: () => maildev.stop(),
  };
}
