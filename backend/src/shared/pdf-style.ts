import fs from 'node:fs';
import { createRequire } from 'node:module';

/*
 * What every PDF of the shop shares (invoices, credit notes, packing slips): the fonts and the colours
 * of the brand.
 */

const require = createRequire(import.meta.url);
/** DejaVu Sans (npm dejavu-fonts-ttf): every French accent, embedded (subset) so the text stays extractable. */
export const PDF_FONT_REGULAR = fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
export const PDF_FONT_BOLD = fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

export const PDF_COLOURS = {
  plum: '#5b2245',
  lid: '#47183a',
  gold: '#c9962b',
  ink: '#2b2330',
  muted: '#6b6270',
  line: '#e4dcd3',
} as const;
