import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useNavigate } from '../../../lib/useNavigate';
import { toast } from '../../../components/toast';
import { Spinner } from '../../../components/Spinner';
import { errorMessage, fieldErrors } from '../../../lib/api';
import { ProductCard } from '../../catalog';
import { useCreateProductMutation, useGetAdminProductQuery, useUpdateProductMutation } from './endpoints';
import { ImagesField } from './ImagesField';
import {
  CATEGORIES,
  EMPTY_DRAFT,
  VAT_RATES,
  type VatRate,
  draftOf,
  payloadOf,
  previewOf,
  updatePayloadOf,
  type ProductDraft,
} from './productForm';
import type { AdminProduct } from './types';

/** /admin/products/new and /admin/products/:id. */
export default function ProductFormPage() {
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data, isLoading, isError } = useGetAdminProductQuery(productId ?? 0, { skip: productId === null });
  if (productId !== null && isLoading) {
    return (
      <div className="page-loading">
        <Spinner label="Chargement du produit…" />
      </div>
    );
  }
  if (productId !== null && (isError || !data)) {
    return (
      <div className="admin-page">
        <p className="notice notice--error" role="alert">
          Produit non trouvé. <Link to="/admin/products">Retour aux produits</Link>
        </p>
      </div>
    );
  }
  return <ProductForm key={data?.updatedAt ?? 'new'} saved={data} />;
}

/** The fields of the draft typed in a box (category and VAT rate are chosen in a list). */
type TextField = 'name' | 'description' | 'contents' | 'price' | 'stock' | 'shippingWeightGrams';

function ProductForm({ saved }: { saved?: AdminProduct }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(saved ? draftOf(saved) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState('');
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const busy = creating.isLoading || updating.isLoading;
  const ids = {
    name: useId(),
    description: useId(),
    contents: useId(),
    price: useId(),
    category: useId(),
    vat: useId(),
    stock: useId(),
    shippingWeightGrams: useId(),
  };

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError('');
    try {
      const product = saved
        ? await update({ id: saved.id, body: updatePayloadOf(draft, saved) }).unwrap()
        : await create(payloadOf(draft)).unwrap();
      toast.success(saved ? 'Produit mis à jour' : 'Produit créé');
      void navigate(saved ? '/admin/products' : `/admin/products/${product.id}`, { replace: !saved });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFormError(errorMessage(error, "Le produit n'a pas pu être enregistré"));
    }
  };

  const error = (field: string) =>
    errors[field]?.[0] ? (
      <span className="product-form__error" id={`${field}-error`}>
        {errors[field][0]}
      </span>
    ) : null;
  const described = (field: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};
  /** What the input or textarea of a text field of the draft carries (its error read out with it). */
  const bind = (field: TextField) => ({
    id: ids[field],
    className: 'input',
    value: draft[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    ...described(field),
  });

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{saved ? `Modifier ${saved.name}` : 'Nouveau produit'}</h1>
          {saved && (
            <p className="admin-page__lead">
              Stock {saved.stock} · réservé {saved.reserved} · disponible {saved.available}
              {saved.archived ? ' · archivé' : ''}
            </p>
          )}
        </div>
        <Link to="/admin/products" className="btn btn--secondary btn--md">
          Retour aux produits
        </Link>
      </header>
      <form className="product-form" onSubmit={submit} noValidate>
        <div className="product-form__fields admin-panel">
          {formError && (
            <p className="notice notice--error" role="alert">
              {formError}
            </p>
          )}
          <Field id={ids.name} label="Nom" error={error('name')}>
            <input {...bind('name')} maxLength={120} required />
          </Field>
          <Field id={ids.description} label="Description" error={error('description')}>
            <textarea {...bind('description')} rows={4} required />
          </Field>
          <Field id={ids.contents} label="Contenu de la box (un article par ligne)" error={error('contents')}>
            <textarea {...bind('contents')} rows={4} />
          </Field>
          <div className="product-form__row">
            <Field id={ids.price} label="Prix TTC (€)" error={error('price')}>
              <input {...bind('price')} inputMode="decimal" required />
            </Field>
            <Field id={ids.stock} label="Stock (unités)" error={error('stock')}>
              <input {...bind('stock')} inputMode="numeric" />
            </Field>
            <Field
              id={ids.shippingWeightGrams}
              label="Poids du colis (g)"
              error={error('shippingWeightGrams')}
            >
              <input {...bind('shippingWeightGrams')} inputMode="numeric" placeholder="Par défaut" />
            </Field>
            <Field id={ids.vat} label="Taux de TVA" error={error('vatRate')}>
              <select
                id={ids.vat}
                className="input"
                value={draft.vatRate}
                onChange={(e) => set('vatRate', Number(e.target.value) as VatRate)}
              >
                {VAT_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate} %
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field id={ids.category} label="Catégorie" error={error('category')}>
            <select
              id={ids.category}
              className="input"
              value={draft.category}
              onChange={(e) => set('category', e.target.value)}
            >
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </Field>
          <div className="product-form__checks">
            <label>
              <input
                type="checkbox"
                checked={draft.hasSubscriptionOption}
                onChange={(e) => set('hasSubscriptionOption', e.target.checked)}
              />
              Disponible en abonnement
            </label>
            <label>
              <input type="checkbox" checked={draft.isNew} onChange={(e) => set('isNew', e.target.checked)} />
              Nouveauté
            </label>
            <label>
              <input
                type="checkbox"
                checked={draft.published}
                onChange={(e) => set('published', e.target.checked)}
              />
              Publié sur la boutique
            </label>
          </div>
          <ImagesField images={draft.images} onChange={(images) => set('images', images)} />
          {error('images')}
          <div className="product-form__actions">
            <button type="submit" className="btn btn--primary btn--md" disabled={busy}>
              {busy ? 'Enregistrement…' : saved ? 'Enregistrer les modifications' : 'Créer le produit'}
            </button>
          </div>
        </div>
        <aside className="product-form__preview" aria-label="Aperçu de la carte produit">
          <h2 className="admin-page__lead">Aperçu dans la boutique</h2>
          <div className="product-form__preview-card" inert>
            <ProductCard product={previewOf(draft, saved)} />
          </div>
        </aside>
      </form>
    </div>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="product-form__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error}
    </div>
  );
}
