import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// Mantine's Modal brings its scroll area, overlay, portal and focus trap, and with them a part of
// floating-ui: about 24 kB of brotli that a page showing a question only on a rare answer (a
// check-up sent twice in one week, a link revoked) made every visit fetch (bench/bundle-size.ts).
const Modal = lazy(() => import('./modal-code'));

/**
 * A Modal whose code loads the first time it opens; from then on it stays drawn, so it closes
 * with Mantine's transition and gives focus back as Mantine's Modal does.
 */
export function OnDemandModal(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  // Set while rendering, as React's derived-state pattern does: no effect, no extra frame.
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
