/** The one PDF text extraction of the project, shared with the browser journeys (e2e/support). */
export { pdfText } from '../../../e2e/support/pdf-text.mjs';
