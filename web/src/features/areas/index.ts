/** What other features use of the areas: the page shown for an unknown or refused address. */
export { default as NotFoundPage } from '../../components/not-found-page';
