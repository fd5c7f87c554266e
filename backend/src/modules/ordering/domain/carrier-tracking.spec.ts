import { carrierTrackingUrl } from './carrier-tracking.js';
import { CARRIERS } from './order.js';

const TO = { postalCode: '1000', country: 'BE' };

describe('carrierTrackingUrl', () => {
  it('links every listed carrier but "Autre" to its own https tracking page, number included', () => {
    for (const carrier of CARRIERS) {
      const url = carrierTrackingUrl(carrier, 'CD 123/45', TO);
      if (carrier === 'Autre') {
        expect(url).toBeNull();
        continue;
      }
      expect(url).toMatch(/^https:\/\//);
      expect(url).toContain(encodeURIComponent('CD 123/45'));
    }
  });

  it('gives the Bpost page for a Belgian parcel', () => {
    expect(carrierTrackingUrl('Bpost', ' CD123456789BE ', TO)).toBe(
      'https://track.bpost.cloud/btr/web/#/search?itemCode=CD123456789BE&lang=fr',
    );
  });

  it('adds the destination where the carrier needs it (PostNL)', () => {
    expect(carrierTrackingUrl('PostNL', '3SABCD1234567', { postalCode: '1000 ', country: 'be' })).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-BE-1000',
    );
  });

  it('has no link without a number or for an unknown carrier', () => {
    expect(carrierTrackingUrl('Bpost', '  ', TO)).toBeNull();
    expect(carrierTrackingUrl('La Poste', 'X1', TO)).toBeNull();
  });
});
