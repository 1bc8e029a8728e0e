/** What other features use of permissions: the panel, and the confirmation every removal asks for. */
export { ConfirmRemove } from './components/confirm-remove';
export { PermissionsPanel } from './components/permissions-panel';
