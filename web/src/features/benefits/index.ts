/**
 * What other features use of benefits: the documents list (names, downloads, previews, and the
 * upload form when allowed), which the care center's provider page shows for licences. Its pages
 * are not here: app/router.tsx loads them lazily by path.
 */
export { DocumentsSection } from './components/documents-section';
