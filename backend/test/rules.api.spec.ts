import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from './support/test-app.js';

/** The rules the SPA shows come from the server (GET /api/rules, product subscription prices). */
describe('Served rules API (real app, real PostgreSQL)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/rules: frequencies, statuses with their labels and next states, the history note, shipping rules, the advertised welcome code, the account and form messages, categories, VAT rates, the quantity a line may hold, the rules of a gift and the shipping run’s bulk actions', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/rules' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      subscriptionDiscountPercent: 15,
      frequencies: [
        { value: 'monthly', label: 'Mensuel', months: 1 },
        { value: 'bimonthly', label: 'Tous les 2 mois', months: 2 },
        { value: 'quarterly', label: 'Trimestriel', months: 3 },
      ],
      defaultFrequency: 'monthly',
      statuses: [
        {
          value: 'en_attente_paiement',
          label: 'En attente de paiement',
          customerLabel: 'En attente de paiement',
          actionLabel: null,
          next: ['payee', 'annulee'],
          step: 0,
        },
        {
          value: 'payee',
          label: 'Commande reçue',
          customerLabel: 'Commande confirmée',
          actionLabel: 'Confirmer la réception du paiement',
          next: ['en_preparation', 'annulee'],
          step: 1,
        },
        {
          value: 'en_preparation',
          label: 'En cours de préparation',
          customerLabel: 'En cours de préparation',
          actionLabel: 'Démarrer la préparation',
          next: ['expediee', 'annulee'],
          step: 2,
        },
        {
          value: 'expediee',
          label: 'Commande expédiée',
          customerLabel: 'Commande expédiée',
          actionLabel: 'Marquer comme expédiée',
          next: ['livree', 'retournee'],
          step: 3,
        },
        {
          value: 'livree',
          label: 'Commande livrée',
          customerLabel: 'Commande livrée',
          actionLabel: 'Confirmer la livraison',
          next: ['retournee'],
          step: 4,
        },
        {
          value: 'annulee',
          label: 'Commande annulée',
          customerLabel: 'Commande annulée',
          actionLabel: 'Annuler la commande',
          next: [],
          step: null,
        },
        {
          value: 'retournee',
          label: 'Commande retournée',
          customerLabel: 'Commande retournée',
          actionLabel: 'Marquer comme retournée',
          next: [],
          step: null,
        },
      ],
      defaultHistoryNote: 'Statut mis à jour de {from} vers {to}',
      shipping: { fee: 4.99, freeShippingThreshold: 50 },
      tracking: {
        trackedStatus: 'expediee',
        carriers: ['Bpost', 'DHL', 'PostNL', 'DPD', 'UPS', 'FedEx', 'Colissimo', 'Mondial Relay', 'Autre'],
        trackingRequiredMessage:
          'Les informations de transporteur et numéro de suivi sont obligatoires pour marquer comme expédié',
      },
      welcomeOffer: { code: 'BIENVENUE', percent: 10 },
      accounts: {
        sessionExpiredMessage: 'Votre session a expiré. Veuillez vous reconnecter.',
        adminOnlyMessage: 'Accès non autorisé. Cette page est réservée aux administrateurs.',
        selfDeletionMessage: 'Vous ne pouvez pas supprimer votre propre compte.',
        selfDemotionMessage: "Vous ne pouvez pas retirer vos propres droits d'administrateur.",
        lastAdminDeletionMessage: 'Impossible de supprimer le dernier administrateur.',
      },
      email: {
        requiredMessage: "L'email est requis",
        promptMessage: 'Veuillez saisir votre adresse email',
        invalidMessage: "Format d'email invalide",
      },
      forms: {
        fillAllFieldsMessage: 'Veuillez remplir tous les champs.',
        firstNameRequiredMessage: 'Le prénom est requis',
        lastNameRequiredMessage: 'Le nom est requis',
        passwordMinLength: 8,
        passwordMaxLength: 128,
        passwordTooShortMessage: 'Le mot de passe doit contenir au moins 8 caractères',
        passwordTooLongMessage: 'Le mot de passe doit contenir au plus 128 caractères',
        newPasswordTooShortMessage: 'Minimum 8 caractères',
      },
      paymentStatusUnavailableMessage: 'Impossible de vérifier le statut du paiement.',
      emptyCartMessage: 'Votre panier est vide',
      categories: ['Mensuelle', 'Édition limitée', 'Cadeau', 'Premium'],
      vat: { rates: [21, 12, 6], defaultRate: 21 },
      quantity: { min: 1, max: 99, invalidMessage: 'La quantité doit être un nombre entier entre 1 et 99.' },
      gift: {
        messageMax: 300,
        notify: [
          {
            value: 'never',
            label: "Ne pas le prévenir : c'est une surprise",
            doneLabel: "Surprise : le destinataire n'est pas prévenu",
          },
          {
            value: 'at_shipping',
            label: "Le prévenir par email à l'expédition (avec le suivi et le message, sans aucun prix)",
            doneLabel: "Prévenu par email à l'expédition",
          },
        ],
        defaultNotify: 'never',
        messageTooLongMessage: 'Le message cadeau ne peut pas dépasser 300 caractères',
        recipientEmailRequiredMessage: "L'email du destinataire est requis pour le prévenir à l'expédition",
        recipientEmailInvalidMessage: "L'email du destinataire n'est pas valide",
        oneOffOnlyMessage:
          'Un cadeau ne contient que des box à l’unité : pour offrir un abonnement, choisissez « Offrir un abonnement ».',
      },
      bulk: {
        actions: [
          { value: 'start_preparation', label: 'Démarrer la préparation', target: 'en_preparation' },
          { value: 'mark_delivered', label: 'Marquer comme livrées', target: 'livree' },
        ],
        maxOrders: 5000,
        tooManyMessage: 'Au plus 5\u202f000 commandes par demande : affinez la sélection.',
      },
      giftSubscription: {
        boxCounts: [3, 6, 12],
        firstBoxMaxDays: 90,
        postponeMaxMonths: 2,
        messageMax: 300,
        notices: [
          { value: 'at_once', label: 'Dès le paiement' },
          { value: 'at_date', label: 'À la date et l’heure choisies' },
          { value: 'never', label: "Jamais : c'est une surprise (la première box arrive avec la carte)" },
        ],
        defaultNotice: 'at_once',
        timeZone: 'Europe/Brussels',
        recipientFieldMessage: 'Ce champ du destinataire est requis',
        recipientEmailMessage: "L'email du destinataire n'est pas valide",
        messageTooLongMessage: 'Le message cadeau ne peut pas dépasser 300 caractères',
        firstBoxDateMessage: "La première box part au plus tôt aujourd'hui et au plus tard dans 90 jours",
        notifyAfterFirstBoxMessage: "L'annonce doit précéder la première box",
        aloneInCartMessage: 'Un abonnement offert se paie seul : passez commande des autres box séparément.',
      },
      giftCard: {
        presetsCents: [2500, 5000, 7500, 10000],
        minCents: 1000,
        maxCents: 25000,
        messageMax: 300,
        validityMonths: 12,
        maxPerOrder: 10,
        maxCodesPerOrder: 5,
        deliveries: [
          { value: 'now', label: 'Maintenant' },
          { value: 'at_date', label: 'À une date choisie' },
          { value: 'print', label: 'Je l’imprime moi-même' },
        ],
        timeZone: 'Europe/Brussels',
        amountMessage: 'Le montant doit être un nombre entier d’euros, de 10 à 250 €',
        sendAtMessage: 'La date d’envoi doit être entre maintenant et dans 12 mois',
      },
    });
  });

  it('each product carries its subscription price (-15 %, rounded to the cent), null without the option', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products?limit=50' });
    const items = response.json<{
      items: { price: number; subscriptionPrice: number | null; hasSubscriptionOption: boolean }[];
    }>().items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const expected = item.hasSubscriptionOption ? Math.round(item.price * 85) / 100 : null;
      expect(item.subscriptionPrice).toBe(expected);
    }
    const quote = await app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ productId: 1, quantity: 1, isSubscription: true }] },
    });
    const one = await app.inject({ method: 'GET', url: '/api/products/1' });
    expect(quote.json<{ lines: { unitPrice: number }[] }>().lines[0].unitPrice).toBe(
      one.json<{ subscriptionPrice: number }>().subscriptionPrice,
    );
  });

  it('the OpenAPI document describes the rules response', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>();
    expect(doc.paths['/api/rules']).toBeDefined();
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'RulesResponse',
        'FrequencyRule',
        'OrderStatusRule',
        'ShippingRule',
        'TrackingRule',
        'AccountRule',
        'Frequency',
        'OrderStatus',
      ]),
    );
    const rules = doc.components.schemas.RulesResponse as { required: string[] };
    expect(rules.required).toEqual(
      expect.arrayContaining([
        'frequencies',
        'defaultFrequency',
        'statuses',
        'defaultHistoryNote',
        'shipping',
        'tracking',
        'accounts',
        'email',
        'forms',
        'categories',
        'vat',
        'quantity',
      ]),
    );
    expect(JSON.stringify(doc.components.schemas.ProductResponse)).toContain('subscriptionPrice');
  });
});
