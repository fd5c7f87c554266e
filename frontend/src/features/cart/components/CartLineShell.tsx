import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { responsiveImage } from '../../../lib/images';
import './gift-cart-line.css';

/** One fact of a line ('Pour : Marie, Namur'), listed under its title. */
export interface CartLineFact {
  term: string;
  value: ReactNode;
  /** Class of the value (e.g. 'cart-line__email' for a long address that must wrap). */
  className?: string;
}

interface CartLineShellProps {
  /** Extra classes of the line ('cart-line--gift'). */
  className?: string;
  testId: string;
  /** The picture (or drawn card) on the left, decorative. */
  media: ReactNode;
  /** The badges above the name. */
  meta: ReactNode;
  title: ReactNode;
  /** The remove button's accessible name ('Retirer Box Gourmande (achat unique)'). */
  removeLabel: string;
  onRemove: () => void;
  /** The facts list, when the line has one. */
  facts?: CartLineFact[];
  /** The server's message when it refused this very line. */
  error?: string;
  /** What follows the head and facts: prices, controls, links. */
  children: ReactNode;
}

/**
 * The frame shared by every line of the cart: media, badges and name, the remove button, the facts
 * list and the server's refusal, which names the line (aria-describedby).
 */
export function CartLineShell({
  className,
  testId,
  media,
  meta,
  title,
  removeLabel,
  onRemove,
  facts,
  error,
  children,
}: CartLineShellProps) {
  const errorId = useId();
  const classes = ['cart-line', className, error ? 'cart-line--error' : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-testid={testId} aria-describedby={error ? errorId : undefined}>
      {media}
      <div className="cart-line__body">
        <div className="cart-line__head">
          <div className="cart-line__titles">
            <p className="cart-line__meta">{meta}</p>
            <h3 className="cart-line__name">{title}</h3>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={removeLabel}
            title="Retirer du panier"
            onClick={onRemove}
          >
            <Icon name="trash" size={20} />
          </button>
        </div>
        {facts && (
          <dl className="cart-gift__facts">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd className={fact.className}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children}
        {error && (
          <p id={errorId} className="cart-line__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/** A product's picture, linking to its page (hidden from assistive technologies: the name links too). */
export function CartLineImage({ href, image }: { href: string; image: string }) {
  return (
    <Link to={href} className="cart-line__media" tabIndex={-1} aria-hidden="true">
      <img
        {...responsiveImage(image, '112px', 150)}
        alt=""
        width="112"
        height="112"
        loading="lazy"
        decoding="async"
      />
    </Link>
  );
}
