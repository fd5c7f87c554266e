import { useId, type ReactNode } from 'react';
import { SUPPORT } from '../lib/contact';
import { Icon } from './Icon';
import { LinkArrow } from './LinkArrow';
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
          <Icon name="phone" size={16} /> <a href={`tel:${SUPPORT.phoneHref}`}>{SUPPORT.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={16} /> <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </li>
      </ul>
      <LinkArrow to="/contact">Nous contacter</LinkArrow>
    </aside>
  );
}
