import type { MigrationInterface, QueryRunner } from 'typeorm';

interface SeedProduct {
  id: number;
  name: string;
  priceCents: number;
  category: string;
  rating: number;
  reviewCount: number;
  stock: number;
  isNew: boolean;
  hasSubscriptionOption: boolean;
  description: string;
  contents: string[];
}

/** The 8 boxes of the catalogue (ids are a contract with the SPA and its images). */
const PRODUCTS: SeedProduct[] = [
  {
    id: 1,
    name: 'Box Essentielle',
    priceCents: 2999,
    category: 'Mensuelle',
    rating: 4.5,
    reviewCount: 128,
    stock: 50,
    isNew: false,
    hasSubscriptionOption: true,
    description:
      'Notre box mensuelle par excellence, pensée pour offrir chaque mois un vrai moment de douceur à la belge. ' +
      "Vous y trouverez des chocolats artisanaux, des speculoos croquants et un thé d'artisan à savourer bien au chaud. " +
      'Une bougie aux notes de caramel et de vanille vient compléter ce rituel réconfortant. ' +
      "Simple, gourmande et toujours soignée : l'essentiel, tout simplement.",
    contents: [
      'Assortiment de chocolats belges artisanaux',
      'Speculoos traditionnels',
      'Thé artisanal en vrac (50 g)',
      'Bougie parfumée caramel et vanille',
      'Carte de dégustation',
    ],
  },
  {
    id: 2,
    name: 'Box Premium',
    priceCents: 4999,
    category: 'Premium',
    rating: 4.8,
    reviewCount: 96,
    stock: 30,
    isNew: false,
    hasSubscriptionOption: true,
    description:
      'La Box Premium est notre écrin le plus raffiné, pour se faire plaisir ou gâter un proche. ' +
      'Elle réunit des pralines de maître chocolatier et une bière artisanale belge ou un jus pétillant sans alcool, selon votre préférence. ' +
      'Un carnet de papeterie fine et un foulard en soie complètent cet ensemble élégant, présenté dans un coffret bleu nuit et or. ' +
      "Chaque détail est choisi pour faire de l'ouverture de la box un moment d'exception.",
    contents: [
      'Ballotin de pralines de maître chocolatier',
      'Bière artisanale belge ou jus pétillant sans alcool',
      'Carnet de papeterie fine et son stylo',
      'Foulard en soie',
      'Coffret bleu nuit et or',
    ],
  },
  {
    id: 3,
    name: 'Box Découverte',
    priceCents: 3999,
    category: 'Mensuelle',
    rating: 4.6,
    reviewCount: 74,
    stock: 40,
    isNew: true,
    hasSubscriptionOption: true,
    description:
      'Partez à la découverte des trésors de nos régions avec cette box qui fait voyager les papilles de la Flandre aux Ardennes. ' +
      'Gaufres moelleuses, cuberdons fondants et confitures de producteurs locaux racontent chacun une histoire de savoir-faire. ' +
      'Une moutarde de Gand bien relevée apporte la touche de caractère. ' +
      'Chaque mois, une nouvelle sélection vous fait rencontrer des artisans passionnés.',
    contents: [
      'Gaufres de Liège',
      'Cuberdons de Gand',
      'Deux confitures de producteurs locaux',
      "Moutarde de Gand à l'ancienne",
      'Fiche de présentation des artisans',
    ],
  },
  {
    id: 4,
    name: 'Box Édition Limitée Été',
    priceCents: 5999,
    category: 'Édition limitée',
    rating: 4.9,
    reviewCount: 45,
    stock: 12,
    isNew: true,
    hasSubscriptionOption: false,
    description:
      "Le soleil s'invite dans cette édition limitée, disponible seulement le temps d'un été. " +
      "Une pochette à lunettes de soleil, une crème solaire douce et une serviette de plage colorée vous accompagnent de la mer du Nord jusqu'au bord du lac. " +
      'Pour les pauses fraîcheur, un sirop de rosé et un thé glacé promettent des apéritifs pleins de bonne humeur. ' +
      'Les quantités sont limitées : ne tardez pas !',
    contents: [
      'Pochette pour lunettes de soleil',
      'Crème solaire SPF 50',
      'Sirop de rosé',
      'Serviette de plage jaune et turquoise',
      'Thé glacé à la pêche',
    ],
  },
  {
    id: 5,
    name: 'Box Cadeau',
    priceCents: 2499,
    category: 'Cadeau',
    rating: 3.8,
    reviewCount: 63,
    stock: 80,
    isNew: false,
    hasSubscriptionOption: false,
    description:
      'Prête à offrir, la Box Cadeau arrive joliment emballée avec une carte à personnaliser pour glisser quelques mots doux. ' +
      'À l’intérieur, des chocolats fins, une petite plante verte qui grandira avec vos souvenirs et des sels de bain parfumés pour un moment de détente. ' +
      "C'est l'attention idéale pour un anniversaire, un merci ou simplement pour faire plaisir.",
    contents: [
      'Carte de vœux à personnaliser',
      'Assortiment de chocolats fins',
      'Petite plante en pot',
      'Sels de bain parfumés à la rose',
      'Emballage cadeau rouge et rose poudré',
    ],
  },
  {
    id: 6,
    name: 'Box Wellness',
    priceCents: 4599,
    category: 'Premium',
    rating: 4.7,
    reviewCount: 52,
    stock: 25,
    isNew: true,
    hasSubscriptionOption: true,
    description:
      "La Box Wellness est une parenthèse de bien-être à s'offrir sans culpabiliser. " +
      'Des infusions aux plantes apaisantes, des bombes de bain effervescentes et des cosmétiques naturels prennent soin de vous de la tête aux pieds. ' +
      'Une bande élastique de yoga invite à bouger en douceur, chez soi et à son rythme. ' +
      'Tout est sélectionné auprès de marques responsables, pour un moment de calme bien mérité.',
    contents: [
      'Infusions bio aux plantes (3 sachets)',
      'Bombes de bain à la lavande',
      'Bande élastique de yoga',
      'Baume corps naturel',
      'Masque pour les yeux en coton',
    ],
  },
  {
    id: 7,
    name: 'Box Collector',
    priceCents: 7999,
    category: 'Édition limitée',
    rating: 4.9,
    reviewCount: 31,
    stock: 8,
    isNew: false,
    hasSubscriptionOption: false,
    description:
      'Pensée pour les collectionneurs, chaque Box Collector est numérotée et ne sera jamais rééditée. ' +
      "Elle renferme une affiche d'art rétro inspirée de la grande tradition de la bande dessinée belge, signée par un illustrateur de chez nous, ainsi qu'un pin's émaillé exclusif. " +
      'Une tablette de chocolat grand cru accompagne ces pièces rares, dans un coffret bordeaux et or. ' +
      'Un véritable objet de collection, à garder précieusement ou à offrir.',
    contents: [
      "Affiche d'art numérotée façon bande dessinée belge",
      "Pin's émaillé exclusif",
      'Tablette de chocolat grand cru',
      "Certificat d'authenticité numéroté",
      'Coffret bordeaux et or',
    ],
  },
  {
    id: 8,
    name: 'Box Famille',
    priceCents: 3499,
    category: 'Cadeau',
    rating: 4.4,
    reviewCount: 88,
    stock: 60,
    isNew: false,
    hasSubscriptionOption: true,
    description:
      'La Box Famille rassemble petits et grands autour de la table pour des moments complices. ' +
      'Un jeu de société facile à apprendre, des biscuits à partager et un livre de coloriage occupent les après-midis pluvieux. ' +
      'Pour le goûter, un kit chocolat chaud permet de préparer de grandes tasses fumantes. ' +
      'Une box chaleureuse qui crée des souvenirs en famille, mois après mois.',
    contents: [
      'Jeu de société familial',
      'Biscuits au beurre à partager',
      'Livre de coloriage',
      'Kit chocolat chaud (cacao et guimauves)',
      'Crayons de couleur',
    ],
  },
];

export class SeedProducts1763712000001 implements MigrationInterface {
  name = 'SeedProducts1763712000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const p of PRODUCTS) {
      const images = [1, 2, 3, 4].map((n) => `/images/products/${p.id}-${n}.svg`);
      await queryRunner.query(
        `INSERT INTO "products" ("id", "name", "description", "contents", "price_cents", "category", "rating",
           "review_count", "stock", "is_new", "has_subscription_option", "images")
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)`,
        [
          p.id,
          p.name,
          p.description,
          JSON.stringify(p.contents),
          p.priceCents,
          p.category,
          p.rating,
          p.reviewCount,
          p.stock,
          p.isNew,
          p.hasSubscriptionOption,
          JSON.stringify(images),
        ],
      );
    }
    // Later products get ids after the seeded ones.
    await queryRunner.query(
      `SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max("id") FROM "products"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "products" WHERE "id" BETWEEN 1 AND 8`);
  }
}
