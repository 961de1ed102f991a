// The save notice's place in the message area. The notice (SaveNotice.tsx) comes with the
// on-demand chunk, fetched only once a write has failed or a damaged save was copied aside:
// the opening carries just this check (a write fails a second at the soonest, after its
// retries; by then the chunk is usually there already, fetched when the browser was idle).
import type { Saver } from '../platform/saver';
import { useObserved } from '../session/observable';
import { SaveNotice } from '../loading/onDemandParts';

export function SaveNoticeSlot({ saver }: { saver: Saver }) {
  const { failing, held, rescued } = useObserved(saver.status);
  return held || failing.length > 0 || rescued ? <SaveNotice saver={saver} /> : null;
}
