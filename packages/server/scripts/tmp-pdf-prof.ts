import { renderApplicationPdf, type PdfDocumentModel } from '../src/modules/application-pdf/render';
const LONG = 50_000;
let n = 0;
const word = () => { const h = `B${++n}B`; return h + '~'.repeat(LONG - h.length); };
const model: PdfDocumentModel = {
  title: 'T', subtitle: 'S', applicationNumber: 'AIF1', facts: [{ label: 'a', value: 'b' }],
  generatedAt: new Date(),
  sections: Array.from({ length: 10 }, (_, i) => ({
    title: `Section ${i}`,
    blocks: [{ kind: 'fields' as const, fields: Array.from({ length: 10 }, (_, j) => ({ label: `L${j}`, value: word() })) }],
  })),
};
(async () => {
  const t = Date.now();
  const pdf = await renderApplicationPdf(model);
  console.log('ms', Date.now() - t, 'bytes', pdf.length);
})();
