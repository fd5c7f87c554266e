import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './Icon';

/** A text link to another page of the shop, followed by a chevron ('Nous contacter ›'). */
export function LinkArrow({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link-arrow">
      {children} <Icon name="chevronRight" size={16} />
    </Link>
  );
}
