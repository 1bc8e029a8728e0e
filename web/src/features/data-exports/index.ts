/** What other features use of data exports: the account page's "Your data" panel. */
export { DataExportPanel } from './components/data-export-panel';
