const TYPES_THAT_ACT_ON_ENTER = new Set(['submit', 'button', 'reset', 'image', 'file']);

/**
 * The Enter key never submits a form (spec §2, §5): one document-wide listener, so every form
 * gets it. It runs after the component handlers (bubbling), so a combobox can still pick an
 * option with Enter; textareas keep new lines and buttons keep working.
 */
export function blockEnterSubmit(event: KeyboardEvent): void {
  if (event.key !== 'Enter' || event.defaultPrevented) return;
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || !target.form) return;
  if (TYPES_THAT_ACT_ON_ENTER.has(target.type)) return;
  event.preventDefault();
}

export function installEnterBlocker(doc: Document = document): () => void {
  doc.addEventListener('keydown', blockEnterSubmit);
  return () => doc.removeEventListener('keydown', blockEnterSubmit);
}
