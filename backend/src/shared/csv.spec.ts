import { readCsv, writeCsv } from './csv.js';

describe('the shop’s CSV', () => {
  it('writes ; between cells, CRLF ends, quotes only where needed, accents as they are, formulas neutralised', () => {
    const text = writeCsv([
      ['numero', 'nom'],
      ['BP-1', 'Élodie Dupré'],
      ['BP-2', 'Rue "Haute"; 12'],
      ['=SUM(A1)', 'deux\nlignes'],
    ]);
    expect(text).toBe('numero;nom\r\nBP-1;Élodie Dupré\r\nBP-2;"Rue ""Haute""; 12"\r\n\'=SUM(A1);"deux\nlignes"\r\n');
    expect(writeCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
    expect(writeCsv([['+32470123456', '-12,50', '+cmd|calc', '-1+2', '@SUM(1)']])).toBe(
      "+32470123456;-12,50;'+cmd|calc;'-1+2;'@SUM(1)\r\n",
    );
  });

  it('reads ; or , files, with or without a byte-order mark, quoted cells, CRLF or LF, blank lines skipped', () => {
    expect(readCsv('\uFEFFcommande;transporteur\r\nBP-1;Bpost\r\n\r\n')).toEqual([
      ['commande', 'transporteur'],
      ['BP-1', 'Bpost'],
    ]);
    expect(readCsv('BP-1,DHL,"JJD, 123"\nBP-2,PostNL, 3S45 \n')).toEqual([
      ['BP-1', 'DHL', 'JJD, 123'],
      ['BP-2', 'PostNL', '3S45'],
    ]);
    expect(readCsv(writeCsv([['Élodie', 'Rue "Haute"; 12']], { bom: true }))).toEqual([['Élodie', 'Rue "Haute"; 12']]);
  });

  it('refuses what is not CSV', () => {
    expect(() => readCsv('BP-1;"unterminated\n')).toThrow(/CSV illisible/);
  });
});
