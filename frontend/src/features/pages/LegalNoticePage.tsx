import { Link } from 'react-router';
import { COMPANY, SUPPORT } from '../../lib/contact';
import { LegalLayout } from './LegalLayout';

export function LegalNoticePage() {
  return (
    <LegalLayout title="Mentions légales">
      <section>
        <h2>Éditeur du site</h2>
        <p>
          {COMPANY.name}
          <br />
          {COMPANY.street}, {COMPANY.city}, {COMPANY.country}
          <br />
          Numéro d’entreprise (BCE) : {COMPANY.bce}
          <br />
          TVA : {COMPANY.vat}
          <br />
          E-mail : <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> – Téléphone : {SUPPORT.phone}
        </p>
        <p>Responsable de la publication : la gérance de {COMPANY.name}.</p>
      </section>
      <section>
        <h2>Hébergement</h2>
        <p>Le site est hébergé sur des serveurs situés dans l’Union européenne.</p>
      </section>
      <section>
        <h2>Propriété intellectuelle</h2>
        <p>
          L’ensemble des contenus du site (textes, illustrations, logo {COMPANY.brand}, mise en page) est
          protégé par le droit d’auteur. Toute reproduction sans autorisation écrite préalable est interdite.
        </p>
      </section>
      <section>
        <h2>Données personnelles</h2>
        <p>
          Les traitements de données personnelles réalisés via le site sont décrits dans notre{' '}
          <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
      </section>
      <section>
        <h2>Conditions de vente</h2>
        <p>
          Les ventes sont régies par nos <Link to="/terms-of-service">conditions générales de vente</Link>,
          soumises au droit belge.
        </p>
      </section>
    </LegalLayout>
  );
}
