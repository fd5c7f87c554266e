import { refusePublishedWithoutImage } from './product.js';
import { ProductWithoutImageError } from './product.errors.js';

describe('a product on the shop has a picture', () => {
  const draft = { published: false, images: [] };
  const shown = { published: true, images: ['/images/products/1-1.svg'] };
  const legacy = { published: true, images: [] };

  it('refuses publishing without one, at creation or later', () => {
    expect(() => refusePublishedWithoutImage(draft, { published: true })).toThrow(ProductWithoutImageError);
    expect(() => refusePublishedWithoutImage(draft, { published: true, images: [] })).toThrow(
      'Un produit publié a au moins une image : choisissez-en une dans la médiathèque',
    );
    expect(() => refusePublishedWithoutImage(draft, { published: true, images: shown.images })).not.toThrow();
  });

  it("refuses taking a published product's last picture away; a draft may have none", () => {
    expect(() => refusePublishedWithoutImage(shown, { images: [] })).toThrow(ProductWithoutImageError);
    expect(() => refusePublishedWithoutImage(shown, { published: false, images: [] })).not.toThrow();
    expect(() => refusePublishedWithoutImage(draft, { images: [] })).not.toThrow();
  });

  it('never blocks another change of a product published before the rule (its stock, say)', () => {
    expect(() => refusePublishedWithoutImage(legacy, {})).not.toThrow();
    expect(() => refusePublishedWithoutImage(legacy, { published: true })).toThrow(ProductWithoutImageError);
  });

  it('names the images field in the error contract', () => {
    const error = new ProductWithoutImageError();
    expect(error.code).toBe('PRODUCT_IMAGE_REQUIRED');
    expect(error.errors).toEqual({ images: [error.message] });
  });
});
