// `npm run bench` (part): invoice PDFs per second and their memory — the shop's own InvoicePdf (pdfkit,
// DejaVu Sans embedded as a subset, the logo, lines, totals, VAT breakdown per rate) drawing a 3-line
// invoice from its stored data, as GET /api/orders/:orderId/invoice and the confirmation mail do.
// Baseline in the same run: a bare pdfkit page with the same strings in the standard Helvetica (nothing
// embedded, no layout). Both run one at a time, then 8 at a time (pdfkit is synchronous: the second
// figure shows whether concurrent requests queue fairly). Memory: heap and RSS growth after the run.
//   BENCH_PDFS=300
import "reflect-metadata";
import { cpus, loadavg } from "node:os";
import PDFDocument from "pdfkit";
import { buildInvoice } from "../backend/dist/modules/invoicing/domain/invoice.js";
import { InvoicePdf } from "../backend/dist/modules/invoicing/infrastructure/invoice-pdf.js";
import { writeSection } from "./report.mjs";

const PDFS = Number(process.env.BENCH_PDFS ?? 300);
const CONCURRENCY = 8;

const invoice = buildInvoice(
  {
    orderId: "00000000-0000-4000-8000-000000000001",
    orderNumber: "BP-20261127-AB12CD",
    lines: [
      {
        name: "Box Essentielle",
        quantity: 2,
        unitPriceCents: 2549,
        vatRate: 21,
        isSubscription: true,
      },
      {
        name: "Box Cadeau",
        quantity: 1,
        unitPriceCents: 2499,
        vatRate: 6,
        isSubscription: false,
      },
      {
        name: "Box Premium",
        quantity: 1,
        unitPriceCents: 4999,
        vatRate: 21,
        isSubscription: false,
      },
    ],
    subtotalCents: 2 * 2549 + 2499 + 4999,
    discountCents: 1259,
    promoCode: "PROMO10",
    shippingCents: 0,
    totalCents: 2 * 2549 + 2499 + 4999 - 1259,
    currency: "EUR",
    buyer: {
      name: "Héloïse Lefèvre-Dubœuf",
      email: "heloise@example.be",
      phone: "+32470123456",
      address: "Rue de l’Église 7",
      postalCode: "4000",
      city: "Liège",
      country: "BE",
    },
    paidAt: new Date("2026-11-27T10:00:00Z"),
    paymentMethod: "bancontact",
    paymentReference: "tr_bench000001",
  },
  {
    legalName: "BoxPlaisir SRL",
    vatNumber: "BE0123456749",
    address: ["Rue de la Loi 16", "1000 Bruxelles", "Belgique"],
  },
  42,
);

/** The baseline: the invoice's strings on one page in Helvetica, no embedded font, no drawing. */
function barePdf() {
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  const chunks = [];
  const done = new Promise((resolve, reject) => {
    doc.on("data", (chunk) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica").fontSize(20).text(`FACTURE ${invoice.number}`);
  doc
    .fontSize(10)
    .text(`${invoice.seller.legalName} ${invoice.seller.vatNumber}`);
  doc.text(invoice.buyer.name);
  for (const line of invoice.lines)
    doc.text(
      `${line.quantity} x ${line.description} ${line.totalCents / 100} EUR`,
    );
  for (const rate of invoice.breakdown)
    doc.text(
      `${rate.rate} % ${rate.baseCents} ${rate.vatCents} ${rate.totalCents}`,
    );
  doc.text(`Total ${invoice.totalCents / 100} EUR`);
  doc.end();
  return done;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(render, concurrency) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const durations = [];
  let bytes = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < PDFS) {
        next++;
        const began = performance.now();
        const pdf = await render();
        durations.push(performance.now() - began);
        bytes += pdf.length;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const heapAfter = process.memoryUsage().heapUsed;
  global.gc?.();
  const sorted = durations.sort((a, b) => a - b);
  return {
    perSecond: PDFS / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    kb: bytes / PDFS / 1024,
    heapMb: (heapAfter - heapBefore) / 1024 / 1024,
    heapKeptMb: (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024,
    rssMb: (process.memoryUsage().rss - rssBefore) / 1024 / 1024,
  };
}

const shop = new InvoicePdf();
// Warm-up (font parsing, JIT), not measured.
for (let i = 0; i < 10; i++) {
  await shop.render(invoice);
  await barePdf();
}
const rows = [];
for (const concurrency of [1, CONCURRENCY]) {
  rows.push({
    name: `baseline: bare pdfkit page, Helvetica, ${concurrency} at a time`,
    ...(await measure(barePdf, concurrency)),
  });
  rows.push({
    name: `the shop's invoice (DejaVu embedded, logo, layout), ${concurrency} at a time`,
    ...(await measure(() => shop.render(invoice), concurrency)),
  });
}
const base = rows[0].perSecond;
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}; load average ${loadavg()[0].toFixed(1)} during the run (other work on the machine lowers every figure alike: read the ratios). ${PDFS} PDFs per row, after 10 unmeasured warm-up renders; memory measured ${global.gc ? "with" : "without"} a forced collection before each row (heap growth during the row, heap still held after it, RSS growth).`,
  "",
  "| path | PDFs/s | ratio to baseline | p50 ms | p95 ms | KB per PDF | heap growth MB | heap kept MB | RSS growth MB |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.perSecond.toFixed(0)} | ${(r.perSecond / base).toFixed(2)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.kb.toFixed(1)} | ${r.heapMb.toFixed(1)} | ${r.heapKeptMb.toFixed(1)} | ${r.rssMb.toFixed(1)} |`,
  ),
].join("\n");
await writeSection("invoices", markdown);
