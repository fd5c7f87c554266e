/** The text a PDF reader extracts from a PDF (pdf.js through pdf-parse), pages joined. */
export function pdfText(pdf: Buffer | Uint8Array): Promise<string>;
