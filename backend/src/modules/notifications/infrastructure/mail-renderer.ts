import fs from 'node:fs';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import Handlebars from 'handlebars';
import { BACKEND_ROOT } from '../../../config/paths.js';
import { Clock } from '../../../shared/clock.js';
import { MAIL_KINDS, type MailData, type MailKind, SUBJECTS } from '../domain/mail.js';
import { MailRenderer, RenderedMail } from '../application/ports/mail-renderer.js';

export const MAIL_TEMPLATES_DIR = path.join(BACKEND_ROOT, 'templates', 'mail');
type Template = (context: Record<string, unknown>) => string;

/**
 * French mail templates (handlebars): `<kind>.html.hbs` and `<kind>.txt.hbs`, with the partials
 * `_header`/`_footer`. HTML templates escape every value ({{ }} only, never {{{ }}}); text ones
 * are plain text and need no HTML escaping.
 */
/** The footer's year, as it is in Brussels (the shop's clock). */
const BRUSSELS_YEAR = new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels', year: 'numeric' });

@Injectable()
export class HandlebarsMailRenderer extends MailRenderer {
  private readonly html = new Map<MailKind, Template>();
  private readonly text = new Map<MailKind, Template>();

  constructor(private readonly clock: Clock) {
    super();
    const htmlEnv = Handlebars.create();
    const textEnv = Handlebars.create();
    const read = (name: string) => fs.readFileSync(path.join(MAIL_TEMPLATES_DIR, name), 'utf8');
    for (const partial of ['header', 'footer']) {
      htmlEnv.registerPartial(partial, read(`_${partial}.html.hbs`));
      textEnv.registerPartial(partial, read(`_${partial}.txt.hbs`));
    }
    for (const kind of MAIL_KINDS) {
      this.html.set(kind, htmlEnv.compile(read(`${kind}.html.hbs`), { strict: true }));
      this.text.set(kind, textEnv.compile(read(`${kind}.txt.hbs`), { strict: true, noEscape: true }));
    }
  }

  render(kind: MailKind, data: MailData): RenderedMail {
    const context = { ...data, year: BRUSSELS_YEAR.format(this.clock.now()) };
    return { subject: SUBJECTS[kind], html: this.html.get(kind)!(context), text: this.text.get(kind)!(context) };
  }
}

export type { RenderedMail } from '../application/ports/mail-renderer.js';
