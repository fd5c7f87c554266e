import { Icon } from '../../../components/Icon';
import { responsiveImage } from '../../../lib/images';
import type { Product } from '../types';

interface Props {
  product: Product;
  images: string[];
  imageIndex: number;
  setImageIndex: (index: number) => void;
  onZoom: () => void;
}

/** The product's main photo (a click enlarges it) and its thumbnails. */
export function ProductGallery({ product, images, imageIndex, setImageIndex, onZoom }: Props) {
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        {/* A product published before pictures were required may have none: its empty frame, nothing to enlarge. */}
        {images.length > 0 && (
          <>
            <img
              {...responsiveImage(images[imageIndex] ?? images[0]!, '(max-width: 900px) 100vw, 600px', 800)}
              alt={`${product.name} – image ${imageIndex + 1} sur ${images.length}`}
              width="600"
              height="600"
              fetchPriority="high"
              onClick={onZoom}
            />
            <button
              type="button"
              className="icon-btn product-gallery__zoom"
              aria-label="Agrandir l'image"
              onClick={onZoom}
            >
              <Icon name="search" size={20} />
            </button>
          </>
        )}
        {product.isNew && <span className="badge badge--new product-gallery__badge">Nouveau</span>}
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" role="list" aria-label="Images du produit">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={index === imageIndex}
                aria-label={`Afficher l'image ${index + 1} sur ${images.length}`}
                onClick={() => setImageIndex(index)}
              >
                <img {...responsiveImage(src, '120px', 150)} alt="" width="120" height="120" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
