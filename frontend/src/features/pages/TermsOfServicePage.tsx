import { Link } from 'react-router';
import { COMPANY, SUPPORT } from '../../lib/contact';
import {
  FREE_SHIPPING_FROM,
  SHIPPING_FEE,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  WELCOME_OFFER,
} from '../../lib/figures';
import { LegalLayout } from './LegalLayout';

export const TERMS_SECTIONS = [
  { id: 'objet', label: 'Objet et champ d’application' },
  { id: 'vendeur', label: 'Identification du vendeur' },
  { id: 'produits', label: 'Produits et abonnements' },
  { id: 'prix', label: 'Prix' },
  { id: 'commande', label: 'Commande et compte client' },
  { id: 'paiement', label: 'Paiement' },
  { id: 'livraison', label: 'Livraison' },
  { id: 'retractation', label: 'Droit de rétractation' },
  { id: 'retours', label: 'Retours, garanties et réclamations' },
  { id: 'responsabilite', label: 'Responsabilité' },
  { id: 'donnees', label: 'Données personnelles' },
  { id: 'droit', label: 'Droit applicable et litiges' },
] as const;

export function TermsOfServicePage() {
  const s = TERMS_SECTIONS;
  return (
    <LegalLayout
      title="Conditions générales de vente"
      toc={s.map((section, i) => ({ id: section.id, label: `${i + 1}. ${section.label}` }))}
      intro={
        <p>
          Les présentes conditions générales régissent toute commande passée sur la boutique en ligne{' '}
          {COMPANY.brand}. Merci de les lire attentivement avant de valider votre commande.
        </p>
      }
    >
      <section id={s[0].id}>
        <h2>1. {s[0].label}</h2>
        <p>
          Les présentes conditions générales de vente (ci-après «&nbsp;CGV&nbsp;») s’appliquent à toutes les
          ventes de box cadeaux et d’abonnements conclues à distance, via le site {COMPANY.brand}, entre{' '}
          {COMPANY.name} et toute personne physique agissant à des fins privées (ci-après «&nbsp;le
          client&nbsp;»).
        </p>
        <p>
          Toute commande implique l’acceptation sans réserve des CGV en vigueur au jour de la commande. Elles
          prévalent sur tout autre document, sauf accord écrit contraire de notre part.
        </p>
      </section>

      <section id={s[1].id}>
        <h2>2. {s[1].label}</h2>
        <p>
          Le site est exploité par {COMPANY.name}, société à responsabilité limitée de droit belge dont le
          siège est établi {COMPANY.street}, {COMPANY.city}, {COMPANY.country}, inscrite à la Banque-Carrefour
          des Entreprises sous le numéro {COMPANY.bce} (TVA {COMPANY.vat}).
        </p>
        <p>
          Service clientèle : {SUPPORT.email} – {SUPPORT.phone} ({SUPPORT.hours.toLowerCase()}).
        </p>
      </section>

      <section id={s[2].id}>
        <h2>3. {s[2].label}</h2>
        <p>
          Nos box sont décrites et illustrées avec le plus grand soin. Leur composition peut varier légèrement
          selon les saisons et la disponibilité des produits artisanaux ; tout produit remplacé l’est par un
          article de valeur équivalente ou supérieure. Les photographies et illustrations n’ont pas de valeur
          contractuelle.
        </p>
        <p>
          Certaines box peuvent être commandées en abonnement, à une fréquence mensuelle, bimestrielle (tous
          les deux mois) ou trimestrielle, avec une remise de {SUBSCRIPTION_DISCOUNT_PERCENT} % sur le prix
          unitaire. L’abonnement est sans durée minimale d’engagement : il peut être modifié, suspendu ou
          résilié à tout moment depuis l’espace client ou sur simple demande au service clientèle. La
          résiliation prend effet pour la prochaine échéance non encore préparée.
        </p>
      </section>

      <section id={s[3].id}>
        <h2>4. {s[3].label}</h2>
        <p>
          Les prix sont indiqués en euros, toutes taxes comprises (TTC), TVA belge incluse. Les frais de
          livraison sont indiqués avant la validation de la commande : la livraison standard en Belgique est
          offerte dès {FREE_SHIPPING_FROM} € d’achat et facturée {SHIPPING_FEE} € en dessous de ce montant.
        </p>
        <p>
          Le code de bienvenue {WELCOME_OFFER.code} donne droit à une remise de {WELCOME_OFFER.percent} % sur
          la première commande payée ; il n’est pas cumulable avec un autre code promotionnel. Le prix
          applicable est celui affiché au moment de la validation de la commande.
        </p>
      </section>

      <section id={s[4].id}>
        <h2>5. {s[4].label}</h2>
        <p>
          Pour commander, le client crée un compte personnel et vérifie son adresse e-mail. Il est responsable
          de l’exactitude des informations communiquées et de la confidentialité de son mot de passe.
        </p>
        <p>
          La commande est définitive après la confirmation du paiement. Un e-mail de confirmation récapitulant
          la commande et sa référence (au format BP-AAAAMMJJ-XXXXXX) est alors envoyé au client. Une commande
          dont le paiement n’est pas finalisé dans les 15 minutes est automatiquement annulée.
        </p>
      </section>

      <section id={s[5].id}>
        <h2>6. {s[5].label}</h2>
        <p>
          Le paiement s’effectue en ligne, au moment de la commande, par l’intermédiaire de notre prestataire
          de paiement sécurisé Mollie B.V. (Bancontact, cartes de crédit et de débit et autres moyens proposés
          lors du paiement). {COMPANY.name} n’a jamais accès à vos données bancaires complètes.
        </p>
        <p>
          Pour les abonnements, chaque échéance est payée selon la fréquence choisie. En cas d’échec d’un
          paiement, l’envoi de la box correspondante est suspendu jusqu’à régularisation.
        </p>
      </section>

      <section id={s[6].id}>
        <h2>7. {s[6].label}</h2>
        <p>
          Nous livrons en Belgique, en France, au Luxembourg, aux Pays-Bas et en Allemagne. Les achats uniques
          sont expédiés sous 24 à 48 heures ouvrables ; la livraison standard prend ensuite 2 à 3 jours
          ouvrables et la livraison express 1 jour ouvrable. Un numéro de suivi est communiqué dès
          l’expédition.
        </p>
        <p>
          Le client vérifie l’état du colis à la réception et signale tout dommage ou produit manquant dans
          les 48 heures au service clientèle. En cas de retard important, le client peut, après mise en
          demeure restée sans effet, résoudre le contrat conformément au Code de droit économique.
        </p>
      </section>

      <section id={s[7].id}>
        <h2>8. {s[7].label}</h2>
        <p>
          Conformément aux articles VI.47 et suivants du Code de droit économique, le client dispose d’un
          délai de 14 jours calendrier à compter de la réception de la box pour exercer son droit de
          rétractation, sans avoir à motiver sa décision.
        </p>
        <p>
          La rétractation se fait en ligne, depuis l’espace client : dans{' '}
          <Link to="/orders">Mes commandes</Link>, le bouton «&nbsp;Se rétracter&nbsp;» de la commande
          concernée (expédiée, ou livrée depuis moins de 14 jours) permet de choisir les articles renvoyés et,
          si le client le souhaite, d’indiquer un motif. Un accusé de réception est envoyé aussitôt par
          e-mail, sur un support durable, avec les instructions de retour : le client renvoie les articles au
          plus tard 14 jours après sa rétractation (gratuitement pour une box non ouverte, voir l’article 9).
          Toute autre déclaration dénuée d’ambiguïté adressée à {SUPPORT.email} reste valable.
        </p>
        <p>
          Le droit de rétractation ne s’applique pas aux denrées alimentaires susceptibles de se détériorer
          rapidement ni aux produits descellés qui ne peuvent être renvoyés pour des raisons d’hygiène. Le
          remboursement intervient au plus tard 14 jours après la réception de la rétractation, par le moyen
          de paiement utilisé lors de la commande.
        </p>
      </section>

      <section id={s[8].id}>
        <h2>9. {s[8].label}</h2>
        <p>
          Au-delà du droit légal de rétractation, nous acceptons les retours gratuits pendant 30 jours après
          la livraison, pour toute box non ouverte, dans son emballage d’origine. Le client demande une
          étiquette de retour prépayée à notre service clientèle.
        </p>
        <p>
          Les produits bénéficient de la garantie légale de conformité de deux ans (articles 1649bis et
          suivants de l’ancien Code civil). Toute réclamation peut être adressée à {SUPPORT.email}. Le client
          peut également recourir à la plateforme européenne de règlement en ligne des litiges ou au Service
          de Médiation pour le Consommateur.
        </p>
      </section>

      <section id={s[9].id}>
        <h2>10. {s[9].label}</h2>
        <p>
          {COMPANY.name} est tenue d’une obligation de moyens quant au fonctionnement du site. Sa
          responsabilité ne saurait être engagée en cas d’indisponibilité temporaire du site, de force majeure
          ou de faute du client. Dans tous les cas, la responsabilité de {COMPANY.name} est limitée au montant
          de la commande concernée, sauf faute intentionnelle ou lourde.
        </p>
        <p>
          Les informations relatives aux allergènes figurent sur l’emballage de chaque produit alimentaire ;
          le client est invité à les consulter avant consommation.
        </p>
      </section>

      <section id={s[10].id}>
        <h2>11. {s[10].label}</h2>
        <p>
          Les données personnelles du client sont traitées conformément au Règlement général sur la protection
          des données (RGPD). Les finalités, les bases légales, les durées de conservation et les droits du
          client sont détaillés dans notre <Link to="/privacy-policy">politique de confidentialité</Link>.
        </p>
      </section>

      <section id={s[11].id}>
        <h2>12. {s[11].label}</h2>
        <p>
          Les présentes CGV sont soumises au droit belge. En cas de litige, une solution amiable sera
          recherchée en priorité. À défaut, les cours et tribunaux de l’arrondissement judiciaire de Bruxelles
          sont seuls compétents, sans préjudice des règles impératives protégeant le consommateur, qui peut
          également saisir le juge de son domicile.
        </p>
      </section>
    </LegalLayout>
  );
}
