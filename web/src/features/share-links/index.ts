/** What other features use of share links: the insights page's section (issue 32 §5). */
export { ShareLinksSection } from './components/share-links-section';
