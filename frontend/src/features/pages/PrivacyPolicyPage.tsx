import { Link } from 'react-router';
import { COMPANY } from '../../lib/contact';
import { LegalLayout } from './LegalLayout';

const SECTIONS = [
  { id: 'responsable', label: 'Responsable du traitement' },
  { id: 'donnees', label: 'Données collectées' },
  { id: 'finalites', label: 'Finalités et bases légales' },
  { id: 'destinataires', label: 'Destinataires' },
  { id: 'conservation', label: 'Durées de conservation' },
  { id: 'droits', label: 'Vos droits' },
  { id: 'securite', label: 'Sécurité' },
  { id: 'stockage-local', label: 'Stockage local et cookies' },
  { id: 'plainte', label: 'Réclamation auprès de l’APD' },
];

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Politique de confidentialité"
      toc={SECTIONS.map((s, i) => ({ id: s.id, label: `${i + 1}. ${s.label}` }))}
      intro={
        <p>
          La protection de vos données personnelles nous tient à cœur. Cette politique explique quelles
          données nous traitons, pourquoi, combien de temps, et comment exercer vos droits, conformément au
          Règlement (UE) 2016/679 (RGPD) et à la loi belge du 30 juillet 2018.
        </p>
      }
    >
      <section id="responsable">
        <h2>1. Responsable du traitement</h2>
        <p>
          Le responsable du traitement est {COMPANY.name}, {COMPANY.street}, {COMPANY.city}, {COMPANY.country}
          , BCE {COMPANY.bce}. Pour toute question relative à vos données :{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>.
        </p>
      </section>

      <section id="donnees">
        <h2>2. Données collectées</h2>
        <ul>
          <li>Données d’identification et de contact : nom, prénom, adresse e-mail, numéro de téléphone.</li>
          <li>Adresses de facturation et de livraison.</li>
          <li>
            Données de compte : mot de passe (stocké sous forme chiffrée irréversible), photo de profil si
            vous vous connectez avec Google, préférences.
          </li>
          <li>
            Données de commande : box achetées, abonnements, montants, historique et suivi des livraisons.
          </li>
          <li>
            Données de paiement : statut et référence de la transaction. Les données de carte sont traitées
            exclusivement par notre prestataire Mollie et ne nous sont jamais communiquées.
          </li>
          <li>Données techniques : journaux de connexion et adresse IP, à des fins de sécurité.</li>
        </ul>
      </section>

      <section id="finalites">
        <h2>3. Finalités et bases légales</h2>
        <ul>
          <li>
            <strong>Gestion des commandes, des abonnements, des livraisons et du service client</strong> :
            exécution du contrat (art. 6.1.b RGPD).
          </li>
          <li>
            <strong>Création et gestion de votre compte</strong> : exécution du contrat.
          </li>
          <li>
            <strong>Facturation et comptabilité</strong> : obligation légale (art. 6.1.c RGPD).
          </li>
          <li>
            <strong>Prévention de la fraude et sécurité du site</strong> : intérêt légitime (art. 6.1.f RGPD).
          </li>
          <li>
            <strong>Envoi de la newsletter</strong> : votre consentement (art. 6.1.a RGPD), que vous pouvez
            retirer à tout moment via le lien de désinscription.
          </li>
        </ul>
      </section>

      <section id="destinataires">
        <h2>4. Destinataires</h2>
        <p>
          Vos données sont traitées par notre équipe et, pour le strict nécessaire, par nos sous-traitants :
          le prestataire de paiement Mollie B.V. (Pays-Bas), nos transporteurs, notre hébergeur et notre
          service d’envoi d’e-mails, tous établis dans l’Union européenne ou offrant des garanties
          appropriées. Nous ne vendons jamais vos données.
        </p>
      </section>

      <section id="conservation">
        <h2>5. Durées de conservation</h2>
        <ul>
          <li>Compte client : tant que le compte est actif, puis 3 ans après la dernière activité.</li>
          <li>Commandes et factures : 10 ans, conformément aux obligations comptables et fiscales belges.</li>
          <li>Newsletter : jusqu’au retrait de votre consentement.</li>
          <li>Journaux techniques : 12 mois au maximum.</li>
        </ul>
      </section>

      <section id="droits">
        <h2>6. Vos droits</h2>
        <p>
          Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation du traitement, de
          portabilité et d’opposition, ainsi que du droit de retirer votre consentement à tout moment. Vous
          pouvez modifier la plupart de vos données depuis votre profil ou nous écrire à{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. Nous répondons dans un délai
          d’un mois.
        </p>
      </section>

      <section id="securite">
        <h2>7. Sécurité</h2>
        <p>
          Les échanges avec le site sont chiffrés (HTTPS), les mots de passe sont protégés par un hachage
          robuste et l’accès aux données est limité aux personnes qui en ont besoin.
        </p>
      </section>

      <section id="stockage-local">
        <h2>8. Stockage local et cookies</h2>
        <p>
          Nous utilisons le stockage local de votre navigateur uniquement pour le fonctionnement du site :
          contenu du panier, favoris, session de connexion et suivi d’un paiement en cours. Aucun cookie
          publicitaire n’est déposé.
        </p>
      </section>

      <section id="plainte">
        <h2>9. Réclamation auprès de l’APD</h2>
        <p>
          Si vous estimez que le traitement de vos données n’est pas conforme, vous pouvez introduire une
          réclamation auprès de l’Autorité de protection des données (APD / GBA), rue de la Presse 35, 1000
          Bruxelles, contact@apd-gba.be. Consultez aussi nos{' '}
          <Link to="/terms-of-service">conditions générales de vente</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
