import { useId, type ReactNode } from 'react';
import { SUPPORT } from '../lib/contact';
import { LinkArrow } from './LinkArrow';
import { SupportEmail, SupportPhone } from './SupportContact';
import './help-card.css';

/** The shop's help block: opening hours, phone, e-mail and a link to /contact. */
export function HelpCard({
  title = "Besoin d'aide ?",
  children,
  className,
}: {
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <aside className={['help-card', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className="help-card__title">
        {title}
      </h2>
      <p>{children ?? <>Notre équipe vous répond {SUPPORT.hours.toLowerCase()}.</>}</p>
      <ul role="list" className="help-card__list">
        <li>
          <SupportPhone />
        </li>
        <li>
          <SupportEmail />
        </li>
      </ul>
      <LinkArrow to="/contact">Nous contacter</LinkArrow>
    </aside>
  );
}
