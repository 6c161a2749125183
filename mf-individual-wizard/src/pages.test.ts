// Which page's chunk a cold load starts early: the wizard is in the area's entry, the other pages are not.
import { PAGE_IMPORTS, addressedPage } from './pages';

describe('addressedPage', () => {
  it.each([
    ['/investment-details', '/investment-details'],
    ['/investment-details/edit-application/contact-details', '/investment-details'],
    ['/application-details/7f1c', '/application-details'],
    ['/application/upload-signed-documents', '/application-details'],
    ['/application-preview/7f1c', '/application-preview'],
  ])('%s shows the lazy page %s', (pathname, page) => {
    expect(addressedPage(pathname)).toBe(page);
  });

  it.each(['/application', '/application/contact-details', '/applications', '/investment-detailsx', '/'])(
    '%s shows no lazy page',
    (pathname) => {
      expect(addressedPage(pathname)).toBeNull();
    },
  );

  it('imports each page module with the component App renders', async () => {
    expect(Object.keys(await PAGE_IMPORTS['/investment-details']())).toContain('InvestmentDetailsRoutes');
    const details = await PAGE_IMPORTS['/application-details']();
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(['ApplicationDetailsRoutes', 'UploadSignedDocumentsEntry']),
    );
    expect(Object.keys(await PAGE_IMPORTS['/application-preview']())).toContain('ApplicationPreviewRoutes');
  });
});
