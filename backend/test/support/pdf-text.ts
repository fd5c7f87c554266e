import { PDFParse } from 'pdf-parse';

/** The text a PDF reader extracts from a PDF (pdf.js through pdf-parse), pages joined. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
