// The deal of the day's storage key on its own: the popup's opening reads the record's day
// (popup/platform/boot.ts) without taking the record's rules (./daily.ts) onto its path.
export const DAILY_KEY = 'plot.daily';
