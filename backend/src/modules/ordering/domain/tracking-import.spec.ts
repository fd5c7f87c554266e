import { readTrackingRows } from './tracking-import.js';

describe('reading a tracking file', () => {
  it('reads rows with or without a header, any carrier case, an optional link', () => {
    expect(
      readTrackingRows([
        ['numero_commande', 'transporteur', 'numero_suivi', 'lien'],
        ['BP-20261128-AB12CD', 'bpost', 'CD123456789BE', ''],
        ['bp-20261128-cd34ef', 'PostNL', '3S123', 'https://postnl.be/3S123'],
      ]),
    ).toEqual({
      rows: [
        {
          line: 2,
          orderNumber: 'BP-20261128-AB12CD',
          carrier: 'Bpost',
          trackingNumber: 'CD123456789BE',
          trackingUrl: null,
        },
        {
          line: 3,
          orderNumber: 'BP-20261128-CD34EF',
          carrier: 'PostNL',
          trackingNumber: '3S123',
          trackingUrl: 'https://postnl.be/3S123',
        },
      ],
      refused: [],
    });
    expect(readTrackingRows([['BP-1', 'DHL', 'JJD1']]).rows).toHaveLength(1); // no header
  });

  it('refuses an unknown carrier, a missing number or order, a duplicate row; skips blank rows', () => {
    const read = readTrackingRows([
      ['BP-1', 'La Poste Pigeon', 'X1'],
      ['BP-2', 'DHL', ''],
      ['', 'DHL', 'X3'],
      ['BP-4', 'DHL', 'X4'],
      ['bp-4', 'DHL', 'X4'],
      ['', '', ''],
    ]);
    expect(read.rows.map((row) => row.orderNumber)).toEqual(['BP-4']);
    expect(read.refused).toEqual([
      {
        line: 1,
        orderNumber: 'BP-1',
        reason: expect.stringMatching(/^transporteur inconnu « La Poste Pigeon » \(attendu : Bpost, DHL/),
      },
      { line: 2, orderNumber: 'BP-2', reason: 'numéro de suivi manquant' },
      { line: 3, orderNumber: '', reason: 'numéro de commande manquant' },
      { line: 5, orderNumber: 'bp-4', reason: 'ligne en double (cette commande est déjà plus haut dans le fichier)' },
    ]);
  });
});
