import { useEffect, useState } from 'react';

/**
 * For a dialog that loads on its first opening: Mantine notes the element to give focus back to
 * when `opened` changes, not when the dialog mounts already open, so the first opening would
 * lose focus on close. The dialog opens one render after it mounts instead.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
