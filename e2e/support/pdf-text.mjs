// The text a PDF reader extracts from a PDF (pdf.js through pdf-parse), pages joined. Shared by the
// browser journeys and the backend's API tests (backend/test/support/pdf-text.ts re-exports it).
import { PDFParse } from "pdf-parse";

/** @param {Buffer | Uint8Array} pdf @returns {Promise<string>} */
export async function pdfText(pdf) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
