import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import './legal.css';

export const LEGAL_UPDATED_AT = '2026-11-01';

/** The shared frame of the legal pages: title, last update, optional table of contents, prose. */
export function LegalLayout({
  title,
  intro,
  toc,
  children,
}: {
  title: string;
  intro?: ReactNode;
  toc?: { id: string; label: string }[];
  children: ReactNode;
}) {
  return (
    <article className="container page legal">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <p className="legal__updated">Dernière mise à jour : {formatDate(LEGAL_UPDATED_AT)}</p>
        {intro && <div className="page-lead">{intro}</div>}
      </header>
      <div className={toc ? 'legal__layout' : undefined}>
        {toc && (
          <nav className="legal__toc" aria-label="Sommaire">
            <h2 className="legal__toc-title">Sommaire</h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.label}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="prose legal__body">{children}</div>
      </div>
    </article>
  );
}
