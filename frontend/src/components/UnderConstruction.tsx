import type { ReactNode } from 'react';
import { ButtonLink } from './Button';

interface UnderConstructionProps {
  title: string;
  children?: ReactNode;
}

/** The 'Page en construction' panel of the placeholder pages. */
export function UnderConstruction({ title, children }: UnderConstructionProps) {
  return (
    <section className="container page under-construction" aria-labelledby="uc-title">
      <div className="under-construction__panel">
        <svg
          className="under-construction__icon"
          viewBox="0 0 64 64"
          width="72"
          height="72"
          aria-hidden="true"
        >
          <rect x="8" y="24" width="48" height="32" rx="4" fill="var(--color-primary-soft)" />
          <path d="M8 28h48" stroke="var(--color-primary)" strokeWidth="3" />
          <rect x="28" y="24" width="8" height="32" fill="var(--color-gold)" />
          <path
            d="M32 24c-6-10-16-8-14-2 1 3 8 3 14 2zm0 0c6-10 16-8 14-2-1 3-8 3-14 2z"
            fill="none"
            stroke="var(--color-gold-strong)"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
        <h1 id="uc-title" className="under-construction__title">
          {title}
        </h1>
        <p className="under-construction__badge">Page en construction</p>
        <p className="under-construction__text">
          {children ??
            'Nous préparons cette page avec soin. Revenez très bientôt : elle arrive dans une prochaine livraison !'}
        </p>
        <div className="under-construction__actions">
          <ButtonLink to="/" variant="secondary">
            Retour à l'accueil
          </ButtonLink>
          <ButtonLink to="/category">Découvrir nos box</ButtonLink>
        </div>
      </div>
    </section>
  );
}
