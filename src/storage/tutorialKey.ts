// The guided first game's storage key on its own: the popup's early read asks for it with the
// save (popup/loading/earlyRead.ts), so that deciding whether the guide opens costs no
// second round trip to storage (popup/tutorial/firstStart.ts).
/** The guide was finished or skipped: `{ seenAt }` (epoch ms). Help opens it again at any time. */
export const TUTORIAL_KEY = 'plot.tutorial';
